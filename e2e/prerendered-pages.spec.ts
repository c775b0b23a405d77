import { expect, test } from './fixtures.ts';

const PAGE_TITLES: Record<string, string> = {
  '/': 'Custom motorcycle art · MotoMuse',
  '/gallery': 'Gallery · MotoMuse',
  '/about': 'About · MotoMuse',
  '/faq': 'FAQ · MotoMuse',
  '/sizing': 'Canvas sizing guide · MotoMuse',
  '/upload-checklist': 'Upload checklist · MotoMuse',
  '/privacy': 'Privacy Policy · MotoMuse',
  '/terms': 'Terms of Service · MotoMuse',
  '/contact': 'Contact · MotoMuse',
  '/login': 'Log in · MotoMuse',
  '/login?mode=signup': 'Sign up · MotoMuse',
  '/no-such-page': 'Page not found · MotoMuse',
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the gallery show their heading and first image from the HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your bike, reimagined as art.' })).toBeVisible();
    const hero = page.getByRole('img', { name: 'Photo of a motorcycle parked on asphalt' });
    await expect(hero).toHaveJSProperty('complete', true);
    expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page).toHaveTitle(PAGE_TITLES['/']!);

    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(page.getByTestId('gallery-card')).toHaveCount(12);
    const firstRender = page
      .getByTestId('gallery-card')
      .first()
      .getByRole('img', { name: /render:/ });
    await expect(firstRender).toHaveJSProperty('complete', true);
    expect(await firstRender.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
});

test('a prerendered page hydrates without warnings and navigates in the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('before-after')).not.toHaveAttribute('data-position', '0.5', { timeout: 10_000 });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'See the gallery' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(page).toHaveTitle(PAGE_TITLES['/gallery']!);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('every page has its own title, loaded or reached in the app', async ({ page }) => {
  for (const [path, title] of Object.entries(PAGE_TITLES)) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  await page.getByRole('link', { name: 'MotoMuse' }).first().click();
  await expect(page).toHaveTitle(PAGE_TITLES['/']!);
});

test('the brand fonts are the store’s own files, preloaded and in use, and the FAQ heading fits a phone in two lines', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/faq');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(2);
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family));
  expect(new Set(loaded)).toEqual(new Set(['Inter Variable', 'Oswald Variable']));
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.every((path) => /^\/assets\/(inter|oswald)-latin-wght-normal-[\w-]+\.woff2$/.test(path))).toBe(true);
  const heading = page.getByRole('heading', { level: 1, name: 'Frequently asked questions' });
  const lineHeight = await heading.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await heading.boundingBox())!.height).toBeLessThan(lineHeight * 2.5);
});
