import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, customerWithCompletedRender, logIn, newPageLoggedIn, fillDemoCard } from './factories.ts';
import { expect, signUpThroughUi, test, uniqueEmail } from './fixtures.ts';

const today = new Date().toISOString().slice(0, 10);
const todayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
  new Date(`${today}T00:00:00Z`),
);

function funnelCount(page: Page, step: string) {
  return page.getByTestId('insights-funnel').locator(`[data-step="${step}"]`).getByTestId('funnel-count');
}

async function paidOrdersShown(page: Page): Promise<number> {
  if (await page.getByTestId('insights-empty').isVisible()) return 0;
  return Number((await funnelCount(page, 'order_paid').textContent())!.replaceAll(',', ''));
}

test.describe('the owner’s insights', () => {
  test('a paid order in the demo checkout is counted in the funnel, the tiles and the day’s sales', async ({
    page,
    browser,
    playwright,
  }) => {
    const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Insights' }).click();
    await expect(admin).toHaveURL('/admin/insights');
    await expect(admin.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(admin.getByTestId('insights-range')).toBeVisible();
    await expect(admin.getByTestId('insights-funnel').or(admin.getByTestId('insights-empty'))).toBeVisible();
    const paidBefore = await paidOrdersShown(admin);

    const { customer, renderId } = await customerWithCompletedRender(playwright, 'Ivy Insight');
    await logIn(page, customer.email, customer.password, '/dashboard');
    await page.goto(`/product/${renderId}`);
    await page.getByRole('button', { name: /^Add Digital Download/ }).click();
    await page.getByRole('button', { name: /^Cart/ }).first().click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/demo-checkout\/cs_demo_/);
    await fillDemoCard(page, 'Ivy Insight');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/success\?session_id=cs_demo_/);
    await expect(page.getByTestId('order-summary')).toContainText(customer.email);

    await admin.reload();
    await expect(funnelCount(admin, 'order_paid')).toHaveText(String(paidBefore + 1));
    for (const step of ['visited', 'product_viewed', 'add_to_cart', 'checkout_started'])
      expect(Number(await funnelCount(admin, step).textContent()), step).toBeGreaterThanOrEqual(1);
    await expect(admin.getByTestId('insights-funnel').locator('[data-step="order_paid"]')).toContainText('of previous');

    const sales = admin.getByRole('figure', { name: /Revenue, refunds and orders by day/ });
    await sales.getByText('Show as table').click();
    const todayRow = sales.getByRole('row', { name: new RegExp(`^${todayLabel} `) });
    await expect(todayRow).toBeVisible();
    expect(Number(await todayRow.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);
    await expect(admin.getByRole('heading', { name: 'Best sellers' })).toBeVisible();
    await expect(admin.getByRole('table').filter({ hasText: 'Digital Download' })).toBeVisible();
    await expect(admin.getByRole('heading', { name: 'Render turnaround' })).toBeVisible();
    await expect(admin.getByRole('figure', { name: /Visitors by day/ })).toBeVisible();
    const results = await new AxeBuilder({ page: admin }).analyze();
    expect(
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await admin.context().close();
  });

  test('the period is kept in the address; a reversed range is refused and an empty one says so', async ({ page }) => {
    await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/insights');
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/\/admin\/insights\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    const custom = page.getByRole('form', { name: 'Custom period' });
    await custom.getByLabel('From').fill('2020-01-09');
    await custom.getByLabel('To').fill('2020-01-02');
    await custom.getByRole('button', { name: 'Show' }).click();
    await expect(custom.getByRole('alert')).toHaveText('The start date must be on or before the end date.');
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);

    await custom.getByLabel('From').fill('2020-01-01');
    await custom.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL('/admin/insights?from=2020-01-01&to=2020-01-02');
    await expect(page.getByTestId('insights-range')).toHaveText('Jan 1, 2020 – Jan 2, 2020');
    await expect(page.getByTestId('insights-empty')).toContainText('No visits or orders in this period');
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');

    await page.reload();
    await expect(page.getByTestId('insights-empty')).toBeVisible();
    await expect(page.getByLabel('From')).toHaveValue('2020-01-01');
  });

  test('visitors are sent to log in and customers to their dashboard', async ({ page }) => {
    await page.goto('/admin/insights');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Finsights/);
    await signUpThroughUi(page, { name: 'Cody Customer', email: uniqueEmail('cody'), password: 'secret-123' });
    await page.goto('/admin/insights');
    await expect(page).toHaveURL('/dashboard');
  });
});
