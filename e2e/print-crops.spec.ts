import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { customerWithRender, DEMO_ADMIN, logIn, newPageLoggedIn, SELLING_RENDER } from './factories.ts';
import { expect, test } from './fixtures.ts';
import { WAIT } from './waits.ts';

/** Screenshots for people to look at, outside the repository; set E2E_SCREENSHOTS to a folder to keep them. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

type Crop = { left: number; top: number; width: number; height: number };

test('staff move and scale a crop on the workbench and publish; the customer is offered only sizes that print sharply', async ({
  page,
  browser,
  playwright,
}) => {
  const { customer, renderId } = await customerWithRender(playwright, 'Cora Crop');
  const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, `/admin/renders/${renderId}`);
  // The first draft's bike layer gives the box the crops centre on; waiting for it also keeps the page from moving mid-drag.
  await expect(admin.locator('[data-testid="draft-card"][data-status="ready"]')).toBeVisible({ timeout: WAIT.imageJob });
  await admin.getByLabel(/Finished image file/).setInputFiles({ name: 'render.webp', mimeType: 'image/webp', buffer: SELLING_RENDER });
  await admin.getByRole('button', { name: 'Upload Render' }).click();
  const featured = admin.getByTestId('featured-version');
  await expect(featured.getByTestId('version-crop')).toHaveCount(5, { timeout: WAIT.imageJob });
  const square = featured.locator('[data-ratio="1x1"]');
  const before = (await square.getByRole('img').getAttribute('src'))!;
  const squareCrop = async () => {
    const workbench = (await (await admin.request.get(`/api/admin/renders/${renderId}/workbench`)).json()) as {
      versions: Array<{ results: Record<string, { crop: Crop; width: number }> }>;
    };
    return workbench.versions[0]!.results['1x1']!;
  };
  const centred = await squareCrop();

  await square.getByRole('button', { name: 'Adjust crop 1x1 Square' }).click();
  const editor = admin.getByTestId('crop-editor');
  await expect(editor.getByRole('img')).toBeVisible();
  await editor.getByLabel('Size').fill('60');
  await expect(editor.locator('output')).toContainText('60% · 900 × 900');
  const frame = editor.getByTestId('crop-frame');
  await editor.getByRole('img').scrollIntoViewIfNeeded();
  const box = (await frame.boundingBox())!;
  await admin.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await admin.mouse.down();
  await admin.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2 + 40, { steps: 8 });
  await admin.mouse.up();
  const moved = await frame.boundingBox();
  expect(moved!.x).toBeLessThan(box.x - 50);
  await shoot(admin, 'crop-editor');

  await editor.getByRole('button', { name: 'Save crop' }).click();
  await expect(editor).toHaveCount(0);
  await expect(square.getByRole('img')).not.toHaveAttribute('src', before, { timeout: WAIT.imageJob });
  const saved = await squareCrop();
  // 60% of the largest square (1500) is 900 pixels, scaled about its centre, then dragged left.
  expect(saved.crop.width).toBe(900);
  expect(saved.crop.left).toBeLessThan(centred.crop.left + 300 - 100);
  expect(saved.width).toBe(1800);

  await featured.getByRole('button', { name: /^Publish version 1/ }).click();
  await expect(admin.getByTestId('published')).toBeVisible();
  await admin.context().close();

  // The moved square is 900 px: enlarged twice it covers 12x12 at 150 ppi, not 16x16.
  await logIn(page, customer.email, customer.password, `/product/${renderId}?ratio=1x1`);
  const sizes = page.getByLabel('Canvas Size');
  await expect(sizes).toHaveValue('12x12');
  expect(await sizes.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual([
    '12x12',
  ]);
  await expect(page.getByRole('img', { name: /Watermarked preview/ })).toBeVisible();
  await shoot(page, 'product-page');
});
