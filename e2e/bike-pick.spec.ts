import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { join } from 'node:path';
import sharp from 'sharp';
import { BIKE_PICK_MESSAGES } from '../packages/shared/src/bike-pick.ts';
import { STYLES } from '../packages/shared/src/styles.ts';
import { choosePhoto, DEMO_ADMIN, newPageLoggedIn } from './factories.ts';
import { chooseStyle, expect, signUpThroughUi, test, uniqueEmail } from './fixtures.ts';
import { WAIT } from './waits.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../packages/render-engine/fixtures', name));

/** Two of the engine's fixture bikes side by side: the café racer on the left (the more prominent), the sport bike on the right. */
async function twoBikesPhoto(): Promise<Buffer> {
  const height = 900;
  const [left, right] = await Promise.all(
    ['synthetic-cafe-garage.jpg', 'synthetic-sport-street.jpg'].map((name) =>
      sharp(fixture(name)).resize({ height }).toBuffer({ resolveWithObject: true }),
    ),
  );
  return sharp({ create: { width: left!.info.width + right!.info.width, height, channels: 3, background: '#777777' } })
    .composite([
      { input: left!.data, left: 0, top: 0 },
      { input: right!.data, left: left!.info.width, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

test('a customer picks their bike among two: the sketches, the render request and the workbench are of it', async ({
  page,
  browser,
}, testInfo) => {
  await signUpThroughUi(page, { name: 'Tess Twobikes', email: uniqueEmail('tess'), password: 'two-bikes-123' });
  await page.goto('/upload');
  await choosePhoto(page, { name: 'two-bikes.jpg', mimeType: 'image/jpeg', buffer: await twoBikesPhoto() });

  const picker = page.getByRole('group', { name: BIKE_PICK_MESSAGES.question });
  await expect(picker).toBeVisible();
  const first = picker.getByRole('button', { name: 'Bike 1' });
  const second = picker.getByRole('button', { name: 'Bike 2' });
  // The most prominent is picked to start with; the other is outlined to the right of it.
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(second).toHaveAttribute('aria-pressed', 'false');
  const [firstBox, secondBox] = [await first.boundingBox(), await second.boundingBox()];
  expect(secondBox!.x).toBeGreaterThan(firstBox!.x + firstBox!.width / 2);
  for (const style of STYLES) await expect(page.getByTestId(`style-preview-${style}`)).toBeVisible({ timeout: WAIT.imageJob });
  await page.screenshot({ path: testInfo.outputPath('upload-two-bikes-1280.png'), fullPage: true });
  const axe = await new AxeBuilder({ page }).include('[data-testid="bike-picker"]').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // Picked from the keyboard: the sketches are painted again, of the second bike.
  const sketchedAgain = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/uploads\/previews\/[^/]+\/bike$/.test(response.url()),
  );
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await expect(picker.getByTestId('bike-picked')).toHaveText(BIKE_PICK_MESSAGES.picked('Bike 2'));
  const rechosen = await sketchedAgain;
  expect(rechosen.status()).toBe(200);
  expect(rechosen.request().postDataJSON()).toMatchObject({ bike: 1 });
  for (const style of STYLES)
    await expect(page.getByTestId(`style-preview-${style}`)).toHaveAttribute('src', /bike=1$/, { timeout: WAIT.imageJob });

  // At phone width the outlines stay on the photo and can be tapped.
  await page.setViewportSize({ width: 375, height: 800 });
  await picker.scrollIntoViewIfNeeded();
  const image = await picker.locator('img').boundingBox();
  for (const outline of [first, second]) {
    const box = (await outline.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(image!.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(image!.x + image!.width + 1);
    expect(box.width).toBeGreaterThan(44);
  }
  await page.screenshot({ path: testInfo.outputPath('upload-two-bikes-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await chooseStyle(page, 'Retro');
  const submitted = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/uploads\/previews\/[^/]+\/submit$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const submit = await submitted;
  expect(submit.status()).toBe(201);
  expect(submit.request().postDataJSON()).toMatchObject({ style: 'Retro', bike: 1 });
  const renderId = ((await submit.json()) as { render: { id: string } }).render.id;
  await expect(page).toHaveURL('/dashboard', { timeout: WAIT.photoRequest });

  // Staff see the second bike cut out, marked as the customer's pick.
  const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.goto(`/admin/renders/${renderId}`);
  await expect(admin.getByTestId('customers-pick')).toHaveText(BIKE_PICK_MESSAGES.customersPick, { timeout: WAIT.imageJob });
  await expect(admin.getByRole('radio', { name: /^Bike 2/ })).toBeChecked();
  await expect(admin.getByTestId('customers-pick')).toHaveCount(1);
  await expect(admin.getByRole('radio', { name: /^Bike 2/ }).locator('..')).toContainText(BIKE_PICK_MESSAGES.customersPick);
  await admin.close();
});
