import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { GALLERY_CONSENT_TEXT } from '@store/shared/gallery';
import { BASE_URL } from './base-url.ts';
import { customerWithCompletedRender, DEMO_STAFF, newPageLoggedIn, fillDemoCard } from './factories.ts';
import { expect, test } from './fixtures.ts';

// Unique per run: reviews and gallery entries of an earlier attempt stay in the store a retry runs on.
const REVIEW = `The cyberpunk canvas glows above my workbench. Everyone asks about it (${crypto.randomUUID().slice(0, 8)}).`;

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${page.url()} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The signed-in buyer puts the digital download in the cart and pays for it on the demo payment page. */
async function buyDigitalDownload(buyer: Page, renderId: string): Promise<void> {
  const entries = [{ renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }];
  const headers = { origin: BASE_URL };
  expect((await buyer.request.put('/api/cart', { data: { entries }, headers })).ok()).toBe(true);
  const checkout = (await (await buyer.request.post('/api/checkout', { headers })).json()) as { url: string };
  await buyer.goto(checkout.url);
  await fillDemoCard(buyer, 'Riley Review');
  await buyer.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(buyer.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({ timeout: 15_000 });
}

test('a buyer shares their bike and reviews it; staff curate and approve; visitors see both; withdrawing takes the bike out', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Riley Review');
  const buyer = await newPageLoggedIn(browser, customer.email, customer.password, '/dashboard');
  await buyDigitalDownload(buyer, renderId);

  const consentOnSuccess = buyer.getByTestId('gallery-consent').getByLabel(GALLERY_CONSENT_TEXT);
  await consentOnSuccess.check();
  await expect(consentOnSuccess).toBeChecked();
  await expect(consentOnSuccess).toBeEnabled();

  const staff = await newPageLoggedIn(browser, DEMO_STAFF.email, DEMO_STAFF.password, '/admin/reviews');
  const candidate = staff.locator(`[data-testid="gallery-candidate"][data-render-id="${renderId}"]`);
  await candidate.getByRole('button', { name: 'Add to gallery' }).click();
  await expect(candidate.getByRole('button', { name: 'Remove from gallery' })).toBeVisible();

  await page.goto('/gallery');
  const shown = page.locator(`[data-testid="gallery-real-work"][data-render-id="${renderId}"]`);
  await expect(shown).toHaveCount(1);
  const photo = shown.getByRole('img', { name: "The customer's photo it was made from" });
  await expect(shown.getByRole('img', { name: /Cyberpunk render of a customer's motorcycle/ })).toBeVisible();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await buyer.goto('/dashboard');
  const order = buyer.locator(`[data-testid="order-render-feedback"][data-render-id="${renderId}"]`);
  await order.getByRole('link', { name: 'Write a review' }).click();
  await expect(buyer.getByRole('heading', { name: 'Review your Cyberpunk render' })).toBeVisible();
  expect(await seriousViolations(buyer)).toEqual([]);
  await buyer.getByRole('radio', { name: '5 stars' }).check();
  await buyer.getByLabel('Your review').fill(REVIEW);
  await buyer.getByRole('button', { name: 'Send review' }).click();
  await expect(buyer.getByRole('status')).toHaveText('Thank you! Your review will appear once our team has read it.');

  await page.goto(`/product/${renderId}`);
  await expect(page.getByRole('heading', { name: 'Cyberpunk Render' })).toBeVisible();
  await expect(page.getByTestId('review').filter({ hasText: REVIEW })).toHaveCount(0);

  await staff.reload();
  const waiting = staff.getByTestId('moderated-review').filter({ hasText: REVIEW });
  await expect(waiting).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(waiting).toHaveCount(0);

  for (const path of [`/product/${renderId}`, '/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const reviews = page.getByTestId('buyer-reviews');
    await expect(reviews.getByTestId('review-rating')).toHaveText(/5\.0 out of 5 from \d+ reviews?/);
    const card = reviews.getByTestId('review').filter({ hasText: REVIEW });
    await expect(card.getByText('Verified purchase')).toBeVisible();
    await expect(card.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(card).toContainText('Riley · Cyberpunk render');
  }

  await buyer.goto('/dashboard');
  await expect(order.getByTestId('review-state')).toHaveText('Your review is published. Thank you!');
  const consentOnDashboard = order.getByLabel(GALLERY_CONSENT_TEXT);
  await expect(consentOnDashboard).toBeChecked();
  await consentOnDashboard.uncheck();
  await expect(consentOnDashboard).not.toBeChecked();
  await expect(consentOnDashboard).toBeEnabled();

  await page.goto('/gallery');
  await expect(page.getByTestId('gallery-card').first()).toBeVisible();
  await expect(shown).toHaveCount(0);
});
