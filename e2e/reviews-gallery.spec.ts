import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { GALLERY_CONSENT_TEXT } from '@store/shared/gallery';
import { baseUrl } from './base-url.ts';
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
  const headers = { origin: baseUrl() };
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

test("the gallery link in the download email opens a page that asks; opening it changes nothing, the customer's click does", async ({
  browser,
  playwright,
}) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Lina Link');
  const buyer = await newPageLoggedIn(browser, customer.email, customer.password, '/dashboard');
  await buyDigitalDownload(buyer, renderId);
  const consentOnSuccess = buyer.getByTestId('gallery-consent').getByLabel(GALLERY_CONSENT_TEXT);
  await expect(consentOnSuccess).not.toBeChecked();
  const consentLink = async () => {
    const { emails } = (await (await buyer.request.get(`/api/dev/mailbox?to=${encodeURIComponent(customer.email)}`)).json()) as {
      emails: { text: string }[];
    };
    return emails.map((email) => /https?:\/\/\S+\/api\/gallery\/consent\?token=[\w.-]+/.exec(email.text)?.[0]).find(Boolean);
  };
  await expect.poll(consentLink).toBeTruthy();
  const link = (await consentLink())!;

  // A link scanner, or a preview in the mail client: no cookie, only a fetch.
  const scanner = await playwright.request.newContext();
  expect((await scanner.get(link)).status()).toBe(200);
  await scanner.dispose();
  await buyer.reload();
  await expect(buyer.getByTestId('gallery-consent').getByLabel(GALLERY_CONSENT_TEXT)).not.toBeChecked();

  const mailClient = await browser.newContext();
  const opened = await mailClient.newPage();
  for (const width of [1280, 375]) {
    await opened.setViewportSize({ width, height: 800 });
    await opened.goto(link);
    await expect(opened.getByRole('heading', { name: 'Show your bike in our gallery?' })).toBeVisible();
    await expect(opened.locator('main')).toContainText(
      'With your yes, staff may show your render and the photo it was made from in the public gallery on our site. You can withdraw at any time from your dashboard, and your bike leaves the gallery at once.',
    );
    await opened.screenshot({ path: test.info().outputPath(`gallery-consent-page-${width}.png`), fullPage: true });
  }
  expect(await seriousViolations(opened)).toEqual([]);
  await opened.getByRole('button', { name: 'Yes, show my bike' }).click();
  await expect(opened.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(opened.locator('main')).toContainText(
    'Thank you! Staff may now add your bike to the gallery. You can withdraw at any time from your dashboard, and your bike leaves the gallery at once.',
  );
  await opened.screenshot({ path: test.info().outputPath('gallery-consent-given-375.png'), fullPage: true });
  await mailClient.close();
  await buyer.reload();
  await expect(buyer.getByTestId('gallery-consent').getByLabel(GALLERY_CONSENT_TEXT)).toBeChecked();

  const tampered = await browser.newPage();
  await tampered.goto(`${link}x`);
  await expect(tampered.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  await expect(tampered.locator('main')).toContainText(
    'This gallery link is not valid. Copy the whole link from the email, or answer from your dashboard.',
  );
  await tampered.close();
  await buyer.context().close();
});
