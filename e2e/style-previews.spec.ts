import { join } from 'node:path';
import { PREVIEW_MESSAGES } from '../packages/shared/src/style-previews.ts';
import { STYLES } from '../packages/shared/src/styles.ts';
import { choosePhoto } from './factories.ts';
import { chooseStyle, expect, test, uniqueEmail } from './fixtures.ts';
import { WAIT } from './waits.ts';

const BIKE_PHOTO = join(import.meta.dirname, 'files/bike-photo.webp');

test('a visitor signs up from Get Started, sees their own bike sketched in all four styles, picks one and submits it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/login?mode=signup&returnTo=%2Fupload');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel('Name').fill('Vera Visitor');
  await page.getByLabel('Email').fill(uniqueEmail('vera'));
  await page.getByLabel('Password').fill('visitor-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/upload');

  // Before a photo: each style by its sample picture, as a radio group.
  await expect(page.getByRole('group', { name: 'Style' }).getByRole('radio')).toHaveCount(STYLES.length);
  await expect(page.getByRole('img', { name: 'Anime sample render' })).toBeVisible();

  await choosePhoto(page, BIKE_PHOTO);
  for (const style of STYLES) await expect(page.getByTestId(`style-preview-${style}`)).toBeVisible({ timeout: WAIT.imageJob });
  await expect(page.getByText(PREVIEW_MESSAGES.sketchLabel)).toHaveCount(STYLES.length);
  for (const style of STYLES) await expect(page.getByTestId(`style-preview-${style}`)).toHaveJSProperty('complete', true);

  await chooseStyle(page, 'Cyberpunk');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/dashboard', { timeout: WAIT.photoRequest });
  await page.getByRole('dialog', { name: 'Submission Successful' }).getByRole('button', { name: 'Got it' }).click();
  const pending = page.getByTestId('pending-render');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Cyberpunk');
});

test('a style card in the gallery leads, in the same tab, to the upload page with that style chosen', async ({ page }) => {
  await page.goto('/gallery');
  await page.getByTestId('gallery-style-Anime').click();
  await expect(page).toHaveURL(/\/login\?mode=signup&returnTo=%2Fupload%3Fstyle%3DAnime/);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel('Name').fill('Gil Gallery');
  await page.getByLabel('Email').fill(uniqueEmail('gil'));
  await page.getByLabel('Password').fill('gallery-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/upload?style=Anime');
  await expect(page.getByRole('radio', { name: /^Anime/ })).toBeChecked();
  expect(page.context().pages()).toHaveLength(1);
});
