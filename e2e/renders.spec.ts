import { baseUrl } from './base-url.ts';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_ADMIN, choosePhoto, customerWithCompletedRender, logIn, newPageLoggedIn, publishOwnImageInWorkbench } from './factories.ts';
import { chooseStyle, expect, signUpThroughUi, test, uniqueEmail } from './fixtures.ts';
import { WAIT } from './waits.ts';

const BIKE_PHOTO = join(import.meta.dirname, 'files/bike-photo.webp');
const NOT_AN_IMAGE = join(import.meta.dirname, 'files/notes.txt');

function adminPage(browser: Browser): Promise<Page> {
  return newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin');
}

/** A customer with one upload, made through the API (for filling the queue). */
async function customerWithUpload(request: APIRequestContext, name: string, style: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\s+/g, '-'));
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password: 'secret-123' },
    headers: { origin: baseUrl() },
  });
  expect(signUp.ok()).toBe(true);
  const upload = await request.post('/api/uploads', {
    multipart: {
      style,
      acceptWarnings: 'true',
      photo: { name: 'bike.webp', mimeType: 'image/webp', buffer: (await import('node:fs')).readFileSync(BIKE_PHOTO) },
    },
  });
  expect(upload.status()).toBe(201);
}

test('a customer uploads, staff complete the render, the customer sees it and gets the email; the limit stops a third', async ({
  page,
  browser,
}) => {
  const customer = { name: 'Quinn Queue', email: uniqueEmail('quinn'), password: 'secret-123' };
  await signUpThroughUi(page, customer);
  // With style previews off the photo itself is sent on submit, with its progress bar.
  await page.route('**/api/site', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), stylePreviews: false } });
  });
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Start Your Custom Render' })).toBeVisible();
  await expect(page.getByTestId('upload-allowance')).toContainText('2 of 2');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please upload a file and choose a style.')).toBeVisible();

  await choosePhoto(page, BIKE_PHOTO);
  await expect(page.getByTestId('chosen-file-name')).toContainText('bike-photo.webp');
  await chooseStyle(page, 'Anime');

  // A slow connection, so the progress bar is seen moving.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 25 * 1024 });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await expect(page).toHaveURL('/dashboard', { timeout: WAIT.photoRequest });
  const modal = page.getByRole('dialog', { name: 'Submission Successful' });
  await expect(modal.getByText("Your render is now in progress. We will email you when it's ready to view.")).toBeVisible();
  await modal.getByRole('button', { name: 'Got it' }).click();
  await expect(modal).toHaveCount(0);
  const pending = page.getByTestId('pending-render');
  await expect(pending).toHaveCount(1);
  await expect(pending.getByText('Render in Progress')).toBeVisible();
  await expect(pending.getByText('Anime')).toBeVisible();
  const renderId = await pending.getAttribute('data-render-id');

  const admin = await adminPage(browser);
  await admin.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Pending' }).click();
  await expect(admin).toHaveURL(/status=pending/);
  const row = admin.locator(`[data-testid="queue-item"][data-render-id="${renderId}"]`);
  await expect(row).toContainText('Quinn Queue');
  await expect(row).toContainText('Anime');
  await row.getByRole('link', { name: /Open workbench/ }).click();
  await expect(admin).toHaveURL(`/admin/renders/${renderId}`);
  await admin.getByRole('button', { name: 'Upload Render' }).click();
  await expect(admin.getByText('Please select a file to upload.')).toBeVisible();
  await publishOwnImageInWorkbench(admin);
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Render Queue' }).click();
  await admin.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Complete' }).click();
  const completedRow = admin.locator(`[data-testid="queue-item"][data-render-id="${renderId}"]`);
  await expect(completedRow).toContainText('Complete');
  await completedRow.getByRole('button', { name: 'Downloads' }).click();
  const downloads = admin.getByRole('dialog', { name: 'Download Render' });
  for (const ratio of ['1x1', '4x5', '2x3', '3x2', '5x4'])
    await expect(downloads.getByRole('button', { name: new RegExp(`^${ratio}`) })).toBeVisible();
  await admin.context().close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Completed Renders' })).toBeVisible();
  await expect(page.locator(`[data-testid="completed-render"][data-render-id="${renderId}"]`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Print Options' })).toHaveAttribute('href', `/product/${renderId}`);

  await page.goto('/dev/mailbox');
  await page.getByRole('button', { name: new RegExp(`Your MotoMuse render is ready.*${customer.email}`) }).click();
  await expect(page.getByRole('link', { name: `${baseUrl()}/product/${renderId}` })).toBeVisible();

  await page.goto('/upload');
  await choosePhoto(page, BIKE_PHOTO);
  await chooseStyle(page, 'Retro');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/dashboard', { timeout: WAIT.photoRequest });
  await page.goto('/upload');
  await expect(page.getByText("You've reached your daily upload limit.")).toBeVisible();
  await expect(page.getByText(/You can upload again/)).toBeVisible();
  await expect(page.getByLabel('Bike photo')).toBeDisabled();
  for (const style of await page.getByRole('radio').all()) await expect(style).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
});

test('the upload page refuses a file that is not an image', async ({ page }) => {
  await signUpThroughUi(page, { name: 'Tex Tfile', email: uniqueEmail('tex'), password: 'secret-123' });
  await page.goto('/upload');
  await page.getByLabel('Bike photo').setInputFiles(NOT_AN_IMAGE);
  await expect(page.getByText('Only image files can be uploaded.')).toBeVisible();
});

test('a visitor on the dashboard is sent to login with return-to /dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?returnTo=%2Fdashboard', { timeout: 5000 });
});

test('a customer on /admin is sent to the dashboard', async ({ page }) => {
  await signUpThroughUi(page, { name: 'Nosy Customer', email: uniqueEmail('nosy'), password: 'secret-123' });
  await page.goto('/admin');
  await expect(page).toHaveURL('/dashboard');
});

test('staff filter by style, page through the queue, delete and undo', async ({ browser, playwright }) => {
  for (let index = 0; index < 11; index += 1) {
    const request = await playwright.request.newContext({ baseURL: baseUrl() });
    await customerWithUpload(request, `Zed Pager ${String(index).padStart(2, '0')}`, index === 0 ? 'Cartoon' : 'Cyberpunk');
    await request.dispose();
  }
  const admin = await adminPage(browser);
  await admin.getByLabel('Sort').selectOption({ label: 'Name Z-A' });
  await expect(admin.getByTestId('queue-item').first()).toContainText('Zed Pager 10');
  await expect(admin.getByTestId('queue-item')).toHaveCount(10);
  await admin.getByRole('button', { name: 'Page 2' }).click();
  await expect(admin.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(admin.getByTestId('queue-item').first()).not.toContainText('Zed Pager 10');

  await admin.getByLabel('Style').selectOption('Cartoon');
  await expect(admin.getByRole('button', { name: 'Page 1' })).toHaveCount(0);
  const cartoon = admin.getByTestId('queue-item').filter({ hasText: 'Zed Pager 00' });
  await expect(cartoon).toHaveCount(1);

  admin.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this render?');
    void dialog.accept();
  });
  await cartoon.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByTestId('queue-item').filter({ hasText: 'Zed Pager 00' })).toHaveCount(0);
  await admin.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Recycle Bin' }).click();
  const binned = admin.getByTestId('queue-item').filter({ hasText: 'Zed Pager 00' });
  await binned.getByRole('button', { name: 'Undo' }).click();
  await expect(binned).toHaveCount(0);
  await admin.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Pending' }).click();
  await expect(admin.getByTestId('queue-item').filter({ hasText: 'Zed Pager 00' })).toContainText('Pending');
  await admin.context().close();
});

test('staff download results and the original as files; a failed download says so', async ({ browser, playwright }) => {
  const { renderId } = await customerWithCompletedRender(playwright, 'Dina Download');
  const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin?status=complete');
  const row = admin.locator(`[data-testid="queue-item"][data-render-id="${renderId}"]`);
  await row.getByRole('button', { name: 'Downloads' }).click();
  const downloads = admin.getByRole('dialog', { name: 'Download Render' });
  const saved = admin.waitForEvent('download');
  await downloads.getByRole('button', { name: /^3x2 Landscape/ }).click();
  expect((await saved).suggestedFilename()).toMatch(/3x2/);
  await expect(downloads.getByRole('alert')).toHaveCount(0);

  await admin.route('**/api/renders/*/results/1x1*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await downloads.getByRole('button', { name: /^1x1 Square/ }).click();
  await expect(downloads.getByRole('alert')).toHaveText('Failed to download file.');
  await admin.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Downloads' }).click();
  await expect(downloads.getByRole('alert')).toHaveCount(0);
  await admin.keyboard.press('Escape');

  await admin.route('**/api/renders/*/original*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await row.getByRole('button', { name: 'Download Original' }).click();
  await expect(row.getByRole('alert')).toHaveText('Failed to download file.');
  await admin.context().close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the admin queue shows cards', async ({ page }) => {
    await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin');
    await expect(page.getByRole('heading', { name: 'Render Queue' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByTestId('queue-item').first()).toBeVisible();
  });
});
