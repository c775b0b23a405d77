import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import sharp from 'sharp';
import { PHOTO_FINDINGS } from '../packages/shared/src/photo-check.ts';
import { CANCEL_MESSAGES, PUBLISH_MESSAGES, REVISION_MESSAGES } from '../packages/shared/src/production.ts';
import { DEMO_ADMIN, choosePhoto, newPageLoggedIn, publishOwnImageInWorkbench } from './factories.ts';
import { chooseStyle, expect, signUpThroughUi, test, uniqueEmail } from './fixtures.ts';
import { WAIT } from './waits.ts';

const BIKE_PHOTO = readFileSync(join(import.meta.dirname, 'files/bike-photo.webp'));
/** Large enough for every canvas of its ratio (3x2 needs 3000 × 2000), so size is not what the check talks about. */
const CANVAS_SIZE = { width: 3200, height: 2000 };

async function photo(name: string, blur: number | null) {
  const resized = sharp(BIKE_PHOTO).resize(CANVAS_SIZE.width, CANVAS_SIZE.height);
  const buffer = await (blur === null ? resized : resized.blur(blur)).jpeg({ quality: 92 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test('a blurred photo is flagged; staff paint, use and publish a draft; the customer asks for a change and gets it', async ({
  page,
  browser,
}) => {
  const customer = { name: 'Petra Pipeline', email: uniqueEmail('petra'), password: 'secret-123' };
  await signUpThroughUi(page, customer);

  await page.goto('/upload');
  await page.getByLabel('Bike photo').setInputFiles(await photo('blurred-bike.jpg', 12));
  const check = page.getByTestId('photo-check');
  await expect(check.getByText(PHOTO_FINDINGS.blurred.title)).toBeVisible({ timeout: WAIT.photoRequest });
  await expect(check.getByText(PHOTO_FINDINGS.blurred.advice)).toBeVisible();
  await expect(page.getByLabel('Submit anyway')).not.toBeChecked();

  await choosePhoto(page, await photo('sharp-bike.jpg', null));
  await expect(check.getByText(PHOTO_FINDINGS.blurred.title)).toHaveCount(0);
  await chooseStyle(page, 'Cartoon');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/dashboard', { timeout: WAIT.photoRequest });
  await page.getByRole('dialog', { name: 'Submission Successful' }).getByRole('button', { name: 'Got it' }).click();
  const pending = page.getByTestId('pending-render');
  await expect(pending.getByRole('list', { name: 'Progress' })).toContainText('Photo received');
  await expect(pending.getByTestId('render-expectation')).toContainText(/Renders usually take about .+: expect yours around/);
  const dashboardViolations = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(dashboardViolations.map((violation) => violation.id)).toEqual([]);
  await expect(pending.getByRole('img', { name: /draft/i })).toHaveCount(0);
  const renderId = await pending.getAttribute('data-render-id');

  const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin?status=pending');
  await admin
    .locator(`[data-testid="queue-item"][data-render-id="${renderId}"]`)
    .getByRole('link', { name: /Open workbench/ })
    .click();
  await expect(admin).toHaveURL(`/admin/renders/${renderId}`);
  await expect(admin.getByRole('heading', { name: /Workbench/ })).toContainText(customer.name);
  await expect(admin.getByTestId('workbench-stage')).toHaveText(/Artist finishing/);
  const violations = (await new AxeBuilder({ page: admin }).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  const readyDraft = admin.locator('[data-testid="draft-card"][data-status="ready"]').first();
  await expect(readyDraft).toBeVisible({ timeout: WAIT.imageJob });
  // The queue now says the draft is ready, and finds the request under that need.
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Render Queue' }).click();
  await admin.getByLabel('Needs').selectOption('draft-ready');
  await expect(admin).toHaveURL(/needs=draft-ready/);
  const queued = admin.locator(`[data-testid="queue-item"][data-render-id="${renderId}"]`);
  await expect(queued.getByTestId('draft-ready-badge')).toHaveText('Draft ready');
  await expect(queued.getByTestId('waiting-badge')).toHaveText(/^\d+ min of the 1-hour target$/);
  await queued.getByRole('link', { name: /Open workbench/ }).click();
  await expect(readyDraft.getByRole('img')).toBeVisible();
  await expect(readyDraft.getByRole('link', { name: 'Download bike layer' })).toBeVisible();
  await readyDraft.getByRole('button', { name: 'Use this draft' }).click();
  const featured = admin.getByTestId('featured-version');
  await expect(featured.getByTestId('version-crop')).toHaveCount(5, { timeout: WAIT.imageJob });
  for (const ratio of ['1x1', '4x5', '2x3', '3x2', '5x4']) {
    await expect(featured.locator(`[data-ratio="${ratio}"]`)).toContainText(/Prints sharply up to|Too small for canvas/);
  }
  await featured.getByRole('button', { name: 'Publish version 1' }).click();
  await expect(admin.getByTestId('published')).toBeVisible();
  await expect(admin.getByTestId('workbench-stage')).toHaveText(/Ready/);

  await page.reload();
  const completed = page.locator(`[data-testid="completed-render"][data-render-id="${renderId}"]`);
  await expect(completed).toBeVisible();
  await completed.getByRole('button', { name: 'Request a change' }).click();
  const request = page.getByRole('dialog', { name: 'Request a change' });
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(request.getByText(REVISION_MESSAGES.noteRequired)).toBeVisible();
  await request.getByLabel('What would you like changed?').fill('Please make the tank candy-apple red.');
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(REVISION_MESSAGES.received)).toBeVisible();
  // The published version stays on the dashboard while the artists work on the change.
  await expect(completed.getByTestId('revision-under-way')).toContainText('an artist is working on it; this version stays');
  await expect(completed.getByTestId('revision-under-way')).toContainText('Please make the tank candy-apple red.');
  await expect(completed.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);

  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Render Queue' }).click();
  await admin.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Pending' }).click();
  const row = admin.locator(`[data-testid="queue-item"][data-render-id="${renderId}"]`);
  await expect(row.getByTestId('revision-badge')).toContainText('Revision');
  await expect(row.getByTestId('revision-badge')).toContainText('Please make the tank candy-apple red.');
  await admin.getByLabel('Needs').selectOption('revision');
  await expect(admin).toHaveURL(/needs=revision/);
  await expect(row.getByTestId('revision-badge')).toContainText('Revision requested');
  await expect(row.getByTestId('draft-ready-badge')).toHaveCount(0);
  await row.getByRole('link', { name: /Open workbench/ }).click();
  await expect(admin.getByTestId('revision-note')).toContainText('Please make the tank candy-apple red.');
  await publishOwnImageInWorkbench(admin);
  await expect(admin.getByTestId('earlier-versions')).toContainText('Version 1');
  await admin.context().close();

  await page.reload();
  await expect(completed).toBeVisible();
  await expect(completed.getByText('Free revision used')).toBeVisible();
  await expect(completed.getByRole('button', { name: 'Request a change' })).toHaveCount(0);

  await page.goto('/dev/mailbox');
  await expect(page.getByRole('button', { name: new RegExp(`We got your revision request.*${customer.email}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`Your revised MotoMuse render is ready.*${customer.email}`) })).toBeVisible();
});

test('publishing a draft in another style than the customer asked for asks first, naming the problem', async ({ page, browser }) => {
  await signUpThroughUi(page, { name: 'Sasha Style', email: uniqueEmail('sasha'), password: 'secret-123' });
  await page.goto('/upload');
  await choosePhoto(page, await photo('bike.jpg', null));
  await chooseStyle(page, 'Cyberpunk');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/dashboard', { timeout: WAIT.photoRequest });
  const renderId = await page.getByTestId('pending-render').getAttribute('data-render-id');

  const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, `/admin/renders/${renderId}`);
  const paint = admin.getByRole('form', { name: 'Paint another draft' });
  await paint.getByLabel('Draft style').selectOption('Retro');
  await paint.getByRole('button', { name: 'Paint draft' }).click();
  const retroDraft = admin
    .locator('[data-testid="draft-card"][data-status="ready"]')
    .filter({ has: admin.getByRole('heading', { name: /Retro/ }) });
  await expect(retroDraft).toBeVisible({ timeout: WAIT.imageJob });
  await retroDraft.getByRole('button', { name: 'Use this draft' }).click();
  const featured = admin.getByTestId('featured-version');
  await expect(featured.getByTestId('version-crop')).toHaveCount(5, { timeout: WAIT.imageJob });

  await featured.getByRole('button', { name: 'Publish version 1' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Publish anyway?' });
  await expect(confirm.getByTestId('publish-problems')).toHaveText(PUBLISH_MESSAGES.styleDiffers('Retro', 'Cyberpunk'));
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin.getByTestId('workbench-stage')).toHaveText(/Artist finishing/);

  await featured.getByRole('button', { name: 'Publish version 1' }).click();
  await confirm.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(admin.getByTestId('published')).toBeVisible();
  await expect(admin.getByTestId('workbench-stage')).toHaveText(/Ready/);
  await admin.context().close();
});

test('a customer cancels a render request still waiting: the photo is deleted and the upload still counts', async ({ page }) => {
  await signUpThroughUi(page, { name: 'Cody Cancel', email: uniqueEmail('cody'), password: 'secret-123' });
  await page.goto('/upload');
  await choosePhoto(page, await photo('bike.jpg', null));
  await chooseStyle(page, 'Retro');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/dashboard', { timeout: WAIT.photoRequest });
  await page.getByRole('dialog', { name: 'Submission Successful' }).getByRole('button', { name: 'Got it' }).click();
  const pending = page.getByTestId('pending-render');
  await expect(pending).toHaveCount(1);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(CANCEL_MESSAGES.confirm);
    void dialog.dismiss();
  });
  await pending.getByRole('button', { name: 'Cancel request' }).click();
  await expect(pending).toHaveCount(1);

  page.once('dialog', (dialog) => void dialog.accept());
  await pending.getByRole('button', { name: 'Cancel request' }).click();
  await expect(pending).toHaveCount(0);
  await expect(page.getByText('You have not uploaded any renders yet')).toBeVisible();

  await expect(page.getByText(CANCEL_MESSAGES.cancelled)).toBeVisible();

  await page.goto('/upload');
  await expect(page.getByTestId('upload-allowance')).toContainText('1 of 2');
});
