import { customerWithCompletedRender, logIn } from './factories.ts';
import { expect, test } from './fixtures.ts';

// The finished demo render is 1600x1000: only its 4x5 crop (800x1000) prints one canvas, 8x10, sharply.
test('the print advice says what prints sharply, and the choices live in the address through the sizing guide and back', async ({
  page,
  playwright,
}) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Sid Sizing');
  await logIn(page, customer.email, customer.password, `/product/${renderId}`);
  const ratios = page.getByRole('radiogroup', { name: 'Aspect Size' });
  const sides = page.getByRole('radiogroup', { name: 'Canvas Sides' });
  const advice = page.getByTestId('print-advice');
  await expect(ratios.getByRole('radio', { name: /3x2 Landscape/ })).toHaveAttribute('aria-checked', 'true');
  await expect(advice).toContainText(
    "This render's resolution is too low for any 3x2 Landscape canvas to print sharply. 8″ × 10″ in 4x5 Portrait prints crisply, or choose the digital download.",
  );

  await advice.getByRole('link', { name: 'See the digital download' }).click();
  await expect(page.getByRole('heading', { name: 'Digital Download' })).toBeInViewport();

  await advice.getByRole('button', { name: 'Switch to 8″ × 10″ 4x5 Portrait' }).click();
  await expect(ratios.getByRole('radio', { name: /4x5 Portrait/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Canvas Size')).toHaveValue('8x10');
  await expect(page.getByLabel('Canvas Size')).toBeFocused();
  await expect(advice).toHaveCount(0);

  await page.getByLabel('Canvas Size').selectOption('16x20');
  await expect(advice).toContainText(
    "This render's resolution is too low for 16″ × 20″ to print sharply. Choose 8″ × 10″ or smaller for a crisp print.",
  );
  await sides.getByRole('radio', { name: 'White Border' }).click();
  const chosen = `/product/${renderId}?ratio=4x5&size=16x20&border=white-border`;
  await expect(page).toHaveURL(chosen);

  await page.reload();
  await expect(ratios.getByRole('radio', { name: /4x5 Portrait/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Canvas Size')).toHaveValue('16x20');
  await expect(sides.getByRole('radio', { name: 'White Border' })).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('main').getByRole('link', { name: 'Sizing guide' }).click();
  await expect(page).toHaveURL(`/sizing?from=${encodeURIComponent(chosen)}`);
  await page.getByRole('link', { name: 'Back to your render' }).first().click();
  await expect(page).toHaveURL(chosen);
  await expect(ratios.getByRole('radio', { name: /4x5 Portrait/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Canvas Size')).toHaveValue('16x20');
  await expect(sides.getByRole('radio', { name: 'White Border' })).toHaveAttribute('aria-checked', 'true');

  await page.goto(`/product/${renderId}?ratio=9x9&size=99x99&border=gold`);
  await expect(ratios.getByRole('radio', { name: /3x2 Landscape/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Canvas Size')).toHaveValue('30x20');
  await expect(sides.getByRole('radio', { name: 'Full Wrap' })).toHaveAttribute('aria-checked', 'true');
});

test('the sizing guide links back only to a product page of this site', async ({ page }) => {
  await page.goto(`/sizing?from=${encodeURIComponent('https://evil.example/product/x')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your render' })).toHaveCount(0);
  await page.goto('/sizing');
  await expect(page.getByRole('link', { name: 'Back to your render' })).toHaveCount(0);
});
