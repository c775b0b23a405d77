import { AxeBuilder } from '@axe-core/playwright';
import { customerWithCompletedRender, logIn } from './factories.ts';
import { expect, test } from './fixtures.ts';

const PUBLIC_PAGES = [
  '/',
  '/gallery',
  '/about',
  '/contact',
  '/login',
  '/faq',
  '/privacy',
  '/terms',
  '/upload-checklist',
  '/sizing',
  '/reset-password?oobCode=x',
];

for (const path of PUBLIC_PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  });
}

test('the product page has no serious or critical accessibility violations', async ({ page, playwright }) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Alli Access');
  await logIn(page, customer.email, customer.password, `/product/${renderId}`);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
});
