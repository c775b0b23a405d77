import type { Page } from '@playwright/test';
import { AUTH_MESSAGES, CONTACT_MESSAGES } from '../packages/shared/src/messages.ts';
import { customerWithCompletedRender, logIn } from './factories.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * Holds the app's scripts back (every built script but the small starter; the script holding early
 * clicks is inline, decision 043) until the test lets them go, so it can type and click on a
 * prerendered page before the app has hydrated it.
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!/\/start-after-image-[\w-]+\.js$/.test(route.request().url())) await released;
    await route.continue();
  });
  return release;
}

/** Opens a page without waiting for the app to hydrate it, as the fixture's goto does. */
async function openUnhydrated(page: Page, baseURL: string | undefined, path: string): Promise<void> {
  const url = new URL(path, baseURL).href;
  await page.evaluate((address) => window.location.assign(address), url);
  await page.waitForURL(url, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
}

async function letTheAppHydrate(page: Page, release: () => void): Promise<void> {
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test('what a visitor types on the login page and its early click on “Forgot password?” survive the app’s start', async ({
  page,
  baseURL,
}) => {
  const release = await holdAppScripts(page);
  const resetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/request-password-reset')) resetRequests.push(request.url());
  });
  const email = uniqueEmail('early');
  await openUnhydrated(page, baseURL, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('typed-early');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();

  await letTheAppHydrate(page, release);
  await expect(page.getByText(AUTH_MESSAGES.resetSent)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toHaveValue('typed-early');
  expect(resetRequests).toHaveLength(1);
});

test('the sign-up form keeps what was typed before the app started and signs the visitor up', async ({ page, baseURL }) => {
  const release = await holdAppScripts(page);
  const email = uniqueEmail('early-signup');
  await openUnhydrated(page, baseURL, '/login?mode=signup&returnTo=%2Fupload');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await page.getByLabel('Name').fill('Early Rider');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('typed-early');

  await letTheAppHydrate(page, release);
  await expect(page.getByLabel('Name')).toHaveValue('Early Rider');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toHaveValue('typed-early');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(AUTH_MESSAGES.accountCreated)).toBeVisible();
  await expect(page).toHaveURL('/upload');
});

test('the contact form keeps what was typed before the app started, and its early send is made once it has', async ({ page, baseURL }) => {
  const release = await holdAppScripts(page);
  await openUnhydrated(page, baseURL, '/contact');
  await page.getByLabel('Name').fill('Early Morgan');
  await page.getByLabel('Email').fill('early.morgan@example.com');
  await page.getByLabel('Message').fill('Typed before the scripts ran.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL('/contact');

  await letTheAppHydrate(page, release);
  await expect(page.getByText(CONTACT_MESSAGES.success)).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('the product page arrives drawn for its owner, and the app takes over the same page rather than drawing it again', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Dana Drawn');
  await logIn(page, customer.email, customer.password, '/dashboard');
  const release = await holdAppScripts(page);
  await openUnhydrated(page, baseURL, `/product/${renderId}?ratio=1x1`);
  const heading = page.getByRole('heading', { level: 1, name: /^\w+ Render$/ });
  const preview = page.getByRole('img', { name: /^Watermarked preview of the \w+ render, 1x1 Square$/ });
  await expect(heading).toBeVisible();
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The owner's own page, not a visitor's: drawn from the session the request carried.
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await preview.evaluate((image) => Object.assign(image, { drawnByServer: true }));

  await letTheAppHydrate(page, release);
  expect(await preview.evaluate((image) => 'drawnByServer' in image)).toBe(true);
  await page.getByRole('button', { name: 'Add Digital Download ($10)' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the product page’s heading, preview and buying facts from the HTML', async ({ page, playwright }) => {
    const { renderId } = await customerWithCompletedRender(playwright, 'Nia Noscript');
    await page.goto(`/product/${renderId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^\w+ Render$/ })).toBeVisible();
    await expect(page).toHaveTitle(/^\w+ render · MotoMuse$/);
    const preview = page.getByRole('img', { name: /^Watermarked preview of the \w+ render/ });
    await expect(preview).toHaveJSProperty('complete', true);
    await expect(page.getByRole('heading', { name: 'Is this your render?' })).toBeVisible();
    await expect(page.getByTestId('delivery-facts')).toContainText('One free revision per render');
  });
});
