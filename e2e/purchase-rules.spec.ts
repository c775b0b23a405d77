import type { Page } from '@playwright/test';
import { ASPECT_RATIO_INFO, ASPECT_RATIOS, sizesFor } from '../packages/shared/src/catalog.ts';
import {
  canvasPriceCents,
  digitalDownloadPriceCents,
  fromPriceText,
  lowestCanvasPriceCents,
} from '../packages/shared/src/catalog-prices.ts';
import type { Catalog } from '../packages/shared/src/catalog-schemas.ts';
import { formatShortDollars } from '../packages/shared/src/prices.ts';
import { PURCHASE_MESSAGES } from '../packages/shared/src/purchase-rules.ts';
import { customerWithCompletedRender, logIn, fillDemoCard } from './factories.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';
import { baseUrl } from './base-url.ts';

async function liveCatalog(page: Page): Promise<Catalog> {
  return (await (await page.request.get('/api/catalog')).json()) as Catalog;
}

/** "Canvas prints from $49 · Digital download $10", as the catalogue prices them. */
function priceSummary(catalog: Catalog): string {
  return `Canvas prints ${fromPriceText(lowestCanvasPriceCents(catalog)!)} · Digital download ${formatShortDollars(digitalDownloadPriceCents(catalog)!)}`;
}

test.describe('prices where customers decide', () => {
  test('home, gallery, sizing guide and FAQ show the catalogue’s prices', async ({ page }) => {
    const catalog = await liveCatalog(page);

    await page.goto('/');
    await expect(page.getByTestId('price-summary')).toHaveText(priceSummary(catalog));

    await page.goto('/gallery');
    await expect(page.getByTestId('price-summary')).toHaveText(priceSummary(catalog));

    await page.goto('/sizing');
    for (const ratio of ASPECT_RATIOS) {
      const section = page.getByRole('region', { name: ASPECT_RATIO_INFO[ratio].label });
      await expect(section.getByTestId('size-price')).toHaveText(
        sizesFor(ratio).map((size) => formatShortDollars(canvasPriceCents(catalog, ratio, size)!)),
      );
    }
    await expect(page.getByText(`The ${formatShortDollars(digitalDownloadPriceCents(catalog)!)} digital download includes`)).toBeVisible();

    await page.goto('/faq');
    await page.getByText('How much does it cost?').click();
    await expect(page.getByTestId('faq-canvas-price')).toHaveText(fromPriceText(lowestCanvasPriceCents(catalog)!));
    await expect(page.getByTestId('faq-digital-price')).toHaveText(formatShortDollars(digitalDownloadPriceCents(catalog)!));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the prices are in the first HTML of each page', async ({ page }) => {
      const catalog = await liveCatalog(page);
      for (const path of ['/', '/gallery']) {
        await page.goto(path);
        await expect(page.getByTestId('price-summary')).toHaveText(priceSummary(catalog));
      }
      await page.goto('/sizing');
      await expect(page.getByTestId('size-price')).toHaveCount(ASPECT_RATIOS.flatMap((ratio) => sizesFor(ratio)).length);
      await page.goto('/faq');
      await expect(page.getByTestId('faq-canvas-price')).toHaveText(fromPriceText(lowestCanvasPriceCents(catalog)!));
    });
  });
});

test('after buying the digital download: "Purchased" with its links on the dashboard, and the product page does not sell it again', async ({
  page,
  playwright,
}) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Bea Buyer');
  await logIn(page, customer.email, customer.password, `/product/${renderId}`);
  await page.getByRole('button', { name: 'Add Digital Download ($10)' }).click();
  await expect(page.getByRole('button', { name: 'Digital Download Added' })).toBeDisabled();

  // The cart drawer's own path to the payment page is walked by checkout.spec.ts; here the saved cart is paid for.
  await expect.poll(async () => ((await (await page.request.get('/api/cart')).json()) as { entries: unknown[] }).entries.length).toBe(1);
  const checkout = await page.request.post('/api/checkout', { data: {}, headers: { origin: baseUrl() } });
  expect(checkout.status()).toBe(200);
  await page.goto(((await checkout.json()) as { url: string }).url);
  await fillDemoCard(page, 'Bea Buyer');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_demo_/);
  await expect(page.getByTestId('order-summary')).toBeVisible();

  await page.goto('/dashboard');
  const card = page.locator(`[data-testid="completed-render"][data-render-id="${renderId}"]`);
  const purchased = card.getByTestId('purchased-downloads');
  await expect(purchased).toContainText(PURCHASE_MESSAGES.purchased);
  await expect(purchased.getByRole('link')).toHaveCount(ASPECT_RATIOS.length);
  await expect(purchased.getByRole('link').first()).toHaveAttribute('href', new RegExp(`/api/downloads/[^/]+/${renderId}/1x1\\?`));
  await expect(card.getByRole('button', { name: /Digital Download/ })).toHaveCount(0);

  await card.getByRole('link', { name: 'View Print Options' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cyberpunk Render' })).toBeVisible();
  const offer = page.getByTestId('digital-download-purchased');
  await expect(offer).toContainText(PURCHASE_MESSAGES.purchased);
  await expect(offer.getByRole('link', { name: 'Download them from your dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('button', { name: /Digital Download/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('another customer and a visitor are told why the render is not for sale, and offered no cart button', async ({ page, playwright }) => {
  const { renderId } = await customerWithCompletedRender(playwright, 'Olive Owner');

  await page.goto(`/product/${renderId}`);
  const visitorNotice = page.getByTestId('purchase-notice');
  await expect(visitorNotice.getByRole('heading', { name: 'Is this your render?' })).toBeVisible();
  await expect(visitorNotice).toContainText(PURCHASE_MESSAGES.signIn);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Digital Download/ })).toHaveCount(0);
  await expect(visitorNotice.getByRole('link', { name: 'Log in to buy' })).toHaveAttribute(
    'href',
    `/login?returnTo=${encodeURIComponent(`/product/${renderId}`)}`,
  );

  const other = { name: 'Oscar Other', email: uniqueEmail('oscar-other'), password: 'secret-123' };
  expect((await page.request.post('/api/auth/sign-up/email', { data: other, headers: { origin: baseUrl() } })).ok()).toBe(true);
  await page.goto(`/product/${renderId}`);
  const notice = page.getByTestId('purchase-notice');
  await expect(notice.getByRole('heading', { name: 'Not for sale here' })).toBeVisible();
  await expect(notice).toContainText(PURCHASE_MESSAGES.notOwner);
  await expect(notice.getByRole('link', { name: 'Start your own render' })).toHaveAttribute('href', '/upload');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Digital Download/ })).toHaveCount(0);
});

test('a visitor’s cart holding someone else’s render is refused out loud at login, not dropped in silence', async ({
  page,
  playwright,
}) => {
  const { renderId } = await customerWithCompletedRender(playwright, 'Rita Render');
  await page.goto('/');
  await page.evaluate(
    (id) =>
      localStorage.setItem(
        'motomuse.cart',
        JSON.stringify([
          {
            id: `${id}-digital`,
            renderId: id,
            image: '',
            style: 'Cyberpunk',
            aspectRatio: '1x1',
            items: [{ size: 'Digital Download', quantity: 1, isDigital: true, unitPriceCents: 1000 }],
          },
        ]),
      ),
    renderId,
  );
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  const other = { name: 'Vera Visitor', email: uniqueEmail('vera-visitor'), password: 'secret-123' };
  expect((await page.request.post('/api/auth/sign-up/email', { data: other, headers: { origin: baseUrl() } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(PURCHASE_MESSAGES.notOwnerInCart)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});
