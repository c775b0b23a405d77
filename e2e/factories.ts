import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import sharp from 'sharp';
import { baseUrl } from './base-url.ts';
import type { PublishProblem } from '../packages/shared/src/production.ts';
import { uniqueEmail } from './fixtures.ts';
import { WAIT } from './waits.ts';

export const DEMO_ADMIN = { email: 'admin@motomuse.local', password: 'admin-demo-123' };
export const DEMO_STAFF = { email: 'staff@motomuse.local', password: 'staff-demo-123' };
const BIKE_PHOTO = readFileSync(join(import.meta.dirname, 'files/bike-photo.webp'));
const FINISHED_RENDER = readFileSync(join(import.meta.dirname, 'files/finished-render.webp'));
/**
 * The finished render at 2400 x 1500: its print files cover the smaller canvases of every ratio at
 * print resolution (12x12 and 16x16, 8x10 and 16x20, 12x18, 30x20, 20x16), not the largest ones.
 */
export const SELLING_RENDER = await sharp(FINISHED_RENDER).resize(2400, 1500).webp({ quality: 90 }).toBuffer();
/** The artist's change a revision asks for: the same render, mirrored, so its files differ from the first version's. */
export const REVISED_RENDER = await sharp(SELLING_RENDER).flop().webp({ quality: 90 }).toBuffer();

export type Customer = { name: string; email: string; password: string };

async function signIn(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: baseUrl() } });
  expect(response.ok()).toBe(true);
}

/**
 * Staff publish their own finished image on a render through the API: a version, its crops made, then
 * published, confirming the problems named (a revision over a bought render asks to confirm PAID_ORDERS).
 */
export async function publishOwnImage(
  adminApi: APIRequestContext,
  renderId: string,
  image: Buffer = SELLING_RENDER,
  confirmed: readonly PublishProblem[] = [],
): Promise<void> {
  const created = await adminApi.post(`/api/admin/renders/${renderId}/versions`, {
    multipart: { render: { name: 'render.webp', mimeType: 'image/webp', buffer: image } },
  });
  expect(created.status()).toBe(202);
  const versionId = ((await created.json()) as { version: { id: string } }).version.id;
  await expect
    .poll(
      async () => {
        const workbench = (await (await adminApi.get(`/api/admin/renders/${renderId}/workbench`)).json()) as {
          versions: Array<{ id: string; status: string }>;
        };
        return workbench.versions.find((version) => version.id === versionId)?.status;
      },
      // Its print files are made on a worker that the other journeys' drafts and the unit lanes keep busy.
      { timeout: WAIT.imageJob },
    )
    .toBe('ready');
  const published = await adminApi.post(`/api/admin/renders/${renderId}/versions/${versionId}/publish`, {
    data: { confirmed },
  });
  expect(published.status()).toBe(200);
}

export type PhotoFile = { name: string; mimeType: string; buffer: Buffer };

/** A new customer who has sent a photo (made through the API); nothing published yet. */
export async function customerWithRender(
  playwright: PlaywrightWorkerArgs['playwright'],
  name: string,
  sent: { style?: string; photo?: PhotoFile } = {},
): Promise<{ customer: Customer; renderId: string }> {
  const customer = { name, email: uniqueEmail(name.toLowerCase().replace(/\s+/g, '-')), password: 'secret-123' };
  const customerApi = await playwright.request.newContext({ baseURL: baseUrl() });
  expect((await customerApi.post('/api/auth/sign-up/email', { data: customer, headers: { origin: baseUrl() } })).ok()).toBe(true);
  // The sample photo is small for a canvas: the photo check warns, and the customer sends it anyway.
  const photo = sent.photo ?? { name: 'bike.webp', mimeType: 'image/webp', buffer: BIKE_PHOTO };
  const upload = await customerApi.post('/api/uploads', {
    multipart: { style: sent.style ?? 'Cyberpunk', acceptWarnings: 'true', photo },
  });
  expect(upload.status()).toBe(201);
  const renderId = ((await upload.json()) as { render: { id: string } }).render.id;
  await customerApi.dispose();
  return { customer, renderId };
}

/** A new customer whose render staff have finished, made through the API. */
export async function customerWithCompletedRender(
  playwright: PlaywrightWorkerArgs['playwright'],
  name = 'Carla Cart',
): Promise<{ customer: Customer; renderId: string }> {
  const made = await customerWithRender(playwright, name);
  const adminApi = await playwright.request.newContext({ baseURL: baseUrl() });
  await signIn(adminApi, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await publishOwnImage(adminApi, made.renderId);
  await adminApi.dispose();
  return made;
}

/** Staff open a render on the workbench and wait for its cut-out editor, showing the automatic cut-out. */
export async function openCutOutEditor(browser: Browser, renderId: string) {
  const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, `/admin/renders/${renderId}`);
  const section = admin.getByTestId('cut-out');
  const editor = section.getByTestId('cut-out-editor');
  const canvas = editor.getByTestId('cut-out-canvas');
  const state = editor.getByTestId('cut-out-state');
  await expect(canvas).toBeVisible({ timeout: WAIT.imageJob });
  await expect(state).toHaveText('The automatic cut-out.');
  return { admin, section, editor, canvas, state };
}

export async function logIn(page: Page, email: string, password: string, returnTo = '/'): Promise<void> {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await expect(page).toHaveURL(returnTo);
}

/** Picks a photo on the upload page and waits for the photo check; ticks "Submit anyway" when it warns. */
export async function choosePhoto(page: Page, photo: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByLabel('Bike photo').setInputFiles(photo);
  const check = page.getByTestId('photo-check');
  await expect(check).toHaveAttribute('data-state', /^(good|warnings|unchecked)$/, { timeout: WAIT.photoRequest });
  if ((await check.getAttribute('data-state')) === 'warnings') await page.getByLabel('Submit anyway').check();
}

/** Staff publish their own finished image on the workbench; SELLING_RENDER prints the customer's smallest canvas, so nothing needs confirming. */
export async function publishOwnImageInWorkbench(admin: Page): Promise<void> {
  await admin
    .getByLabel(/Finished image file/)
    .setInputFiles({ name: 'finished-render.webp', mimeType: 'image/webp', buffer: SELLING_RENDER });
  const uploaded = admin.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/admin\/renders\/[^/]+\/versions$/.test(response.url()),
  );
  await admin.getByRole('button', { name: 'Upload Render' }).click();
  const { version } = (await (await uploaded).json()) as { version: { number: number } };
  const featured = admin.getByTestId('featured-version');
  // Over a published version the button shows only once the new one's crops are made; by its number,
  // so a slow upload cannot leave the published version's button to be clicked instead.
  const publish = featured.getByRole('button', { name: `Publish version ${version.number}` });
  await expect(publish).toBeVisible({ timeout: WAIT.imageJob });
  await expect(featured.getByTestId('version-crop')).toHaveCount(5);
  await publish.click();
  await expect(admin.getByTestId('published')).toBeVisible();
  await expect(admin.getByTestId('workbench-stage')).toHaveText(/Ready/);
}

export async function newPageLoggedIn(browser: Browser, email: string, password: string, returnTo = '/'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logIn(page, email, password, returnTo);
  return page;
}

/** Fills the demo payment page's card fields: by default with a card it accepts. */
export async function fillDemoCard(page: Page, nameOnCard: string, cardNumber = '4242 4242 4242 4242') {
  await page.getByLabel('Name on card').fill(nameOnCard);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/** Fills the demo payment page's shipping address, which it asks for when the cart holds a canvas. */
export async function fillDemoAddress(
  page: Page,
  address: { line1: string; city: string; state: string; postalCode: string; country: string },
) {
  await page.getByLabel('Address', { exact: true }).fill(address.line1);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State / region').fill(address.state);
  await page.getByLabel('Postal code').fill(address.postalCode);
  await page.getByLabel('Country (2 letters)').fill(address.country);
}

/** On a render's product page, picks the 2x3 portrait ratio, a 12x18 canvas and white border sides. */
export async function pickCanvas12x18(page: Page) {
  await page
    .getByRole('radiogroup', { name: 'Aspect Size' })
    .getByRole('radio', { name: /2x3 Portrait/ })
    .click();
  await page.getByLabel('Canvas Size').selectOption('12x18');
  await page.getByRole('radiogroup', { name: 'Canvas Sides' }).getByRole('radio', { name: 'White Border' }).click();
}

/** Puts a 12x18 white-border canvas of the render in the cart from its product page, and opens the cart: answers the cart drawer. */
export async function addCanvasToCart(page: Page, renderId: string) {
  await page.goto(`/product/${renderId}`);
  await pickCanvas12x18(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  return page.getByRole('dialog', { name: 'Your Cart' });
}

/** A signed-in customer buys a 12x18 white-border canvas of their render through the product page and the demo checkout. */
export async function buyCanvas(page: Page, renderId: string, nameOnCard: string) {
  const cart = await addCanvasToCart(page, renderId);
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\/cs_demo_/);
  await fillDemoCard(page, nameOnCard);
  await fillDemoAddress(page, { line1: '12 Harbour Road', city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' });
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_demo_/);
}
