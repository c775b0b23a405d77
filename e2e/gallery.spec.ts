import { expect, test } from './fixtures.ts';

test('gallery: filters by style and opens the comparison at desktop width; Escape closes it', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  const cards = page.getByTestId('gallery-card');
  await expect(cards).toHaveCount(12);
  const filters = page.getByRole('group', { name: 'Filter by style' });
  await filters.getByRole('button', { name: 'Anime' }).click();
  await expect(filters.getByRole('button', { name: 'Anime' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) await expect(card).toHaveAttribute('data-style', 'Anime');
  expect(new Set(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-aspect-ratio'))))).toEqual(
    new Set(['1x1', '2x3', '3x2']),
  );

  await cards
    .first()
    .getByRole('button', { name: /^View Anime sample: / })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('sample-comparison').getByText('Original', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('img', { name: /watermarked preview/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await filters.getByRole('button', { name: 'All' }).click();
  await expect(cards).toHaveCount(12);
  const blocked = await page.evaluate(() => {
    const image = document.querySelector('[data-testid="gallery-card"] img')!;
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    image.dispatchEvent(menu);
    const drag = new Event('dragstart', { bubbles: true, cancelable: true });
    image.dispatchEvent(drag);
    return { menu: menu.defaultPrevented, drag: drag.defaultPrevented || image.getAttribute('draggable') === 'false' };
  });
  expect(blocked).toEqual({ menu: true, drag: true });
});

test('gallery masonry: 4 columns wide, 2 up to 1100, 1 up to 768', async ({ page }) => {
  const columns = () => page.getByTestId('gallery-grid').evaluate((grid) => getComputedStyle(grid).columnCount);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/gallery');
  expect(await columns()).toBe('4');
  await page.setViewportSize({ width: 1100, height: 800 });
  expect(await columns()).toBe('2');
  await page.setViewportSize({ width: 768, height: 800 });
  expect(await columns()).toBe('1');
});

test.describe('gallery on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no comparison modal at phone width', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByTestId('gallery-card')).toHaveCount(12);
    await expect(page.getByRole('button', { name: /^View .* sample/ })).toHaveCount(0);
    await page.getByTestId('gallery-card').first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
