import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DIGITAL_DOWNLOAD_SIZE } from '@store/shared/catalog';
import type { Catalog, CatalogSize } from '@store/shared/catalog-schemas';
import type { Render } from '@store/shared/renders';
import type { PublicReview, ReviewPage } from '@store/shared/reviews-schemas';
import type { ShippingSettings } from '@store/shared/shipping-schemas';
import { routes } from '#web/config/paths.ts';
import { analyticsRoute, fakeServer, json, sessionOf, type FakeReply } from '#web/testing/fake-server.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { setViewport } from '#web/testing/viewport.ts';
import ProductPage from './product-page.tsx';

function size(name: string, unitPriceCents: number): CatalogSize {
  return { size: name, unitPriceCents, variantId: null, priceId: null };
}

/** 16x16 has no price: the payment provider had none for it. */
const catalog: Catalog = {
  ratios: [
    { ratio: '1x1', label: '1x1 Square', sizes: [size('12x12', 6900), size('16x16', 0), size('24x24', 12900), size('36x36', 19900)] },
    { ratio: '2x3', label: '2x3 Portrait', sizes: [size('12x18', 7900), size('20x30', 14900), size('24x36', 17900)] },
    { ratio: '3x2', label: '3x2 Landscape', sizes: [size('30x20', 18900), size('36x24', 24900)] },
  ],
  digital: size(DIGITAL_DOWNLOAD_SIZE, 1000),
};

function printFile(width: number, height: number) {
  return { preview: `/files/preview-${width}x${height}.jpg`, width, height };
}

/**
 * A landscape photo's render. At 150 pixels per inch its 3x2 file covers 30x20 but not 36x24, its
 * square file every square size, and its 2x3 file no canvas at all.
 */
function finishedRender(changes: Partial<Render> = {}): Render {
  return {
    id: 'r1',
    style: 'Anime',
    aspectRatio: '3x2',
    status: 'complete',
    submittedAt: '2025-05-01T10:00:00.000Z',
    completedAt: '2025-05-02T10:00:00.000Z',
    results: { '3x2': printFile(4500, 3000), '1x1': printFile(5400, 5400), '2x3': printFile(1200, 1800) },
    width: 3000,
    height: 2000,
    purchase: { mayBuy: true, refusal: null, digitalDownloadOrderId: null },
    ...changes,
  };
}

const shipping: ShippingSettings = {
  freeThresholdCents: 20000,
  rates: [
    { region: 'US', label: 'United States', amountCents: 900 },
    { region: 'EU', label: 'EU & UK', amountCents: 1900 },
  ],
};

type Replies = { render?: FakeReply; catalog?: FakeReply; signedIn?: boolean; reviews?: ReviewPage[] };

const NO_REVIEWS: ReviewPage = { reviews: [], summary: { count: 0, average: null }, hasMore: false };

function review(id: string, stars: number, text: string): PublicReview {
  return {
    id,
    stars,
    text,
    reviewerName: 'Pat',
    style: 'Retro',
    createdAt: '2026-11-20T10:00:00.000Z',
    photoUrl: null,
    verifiedPurchase: true,
  };
}

function openProductPage(path = routes.product.href({ renderId: 'r1' }), replies: Replies = {}) {
  const server = fakeServer({
    ...analyticsRoute,
    'GET /api/auth/get-session': () => sessionOf(replies.signedIn === false ? null : { id: 'u1' }),
    'GET /api/cart': () => json({ entries: [] }),
    'PUT /api/cart': ({ body }) => json(body),
    'GET /api/renders/r1': () => replies.render ?? json(finishedRender()),
    'GET /api/catalog': () => replies.catalog ?? json(catalog),
    'GET /api/shipping': () => json(shipping),
    'GET /api/reviews': ({ query }) => json(replies.reviews?.[Number(query.page ?? 1) - 1] ?? NO_REVIEWS),
  });
  const app = renderInApp([{ path: routes.product.pattern, Component: ProductPage }], path);
  return { server, ...app };
}

const sizeSelect = () => screen.findByRole('combobox', { name: 'Canvas Size' });
const offeredSizes = async () =>
  within(await sizeSelect())
    .getAllByRole('option')
    .map((option) => option.textContent);
const total = () => screen.getByTestId('product-total').textContent;
const ratioRadio = (name: RegExp) => within(screen.getByRole('radiogroup', { name: 'Aspect Size' })).getByRole('radio', { name });

describe('product page: ratio and size', () => {
  it('opens on the ratio closest to the photo, marked recommended, and offers only the sizes its print file covers', async () => {
    openProductPage();
    expect(await offeredSizes()).toEqual(['30″ × 20″ — $189.00']);
    expect(ratioRadio(/3x2 Landscape/).getAttribute('aria-checked')).toBe('true');
    expect(ratioRadio(/3x2 Landscape/).textContent).toContain('Recommended');
    const ratios = within(screen.getByRole('radiogroup', { name: 'Aspect Size' })).getAllByRole('radio');
    expect(ratios.map((radio) => radio.textContent)).toEqual(['1x1 Square', '3x2 LandscapeRecommended']);
    expect(total()).toBe('$189.00');
  });

  it('choosing a ratio offers its sizes, picks the smallest, and keeps the choice in the address', async () => {
    const { user, router } = openProductPage();
    await sizeSelect();
    await user.click(ratioRadio(/1x1 Square/));
    expect(await offeredSizes()).toEqual(['12″ × 12″ — $69.00', '16″ × 16″ — $0.00', '24″ × 24″ — $129.00', '36″ × 36″ — $199.00']);
    expect(await sizeSelect()).toHaveProperty('value', '12x12');
    expect(total()).toBe('$69.00');
    expect(new URLSearchParams(router.state.location.search).get('ratio')).toBe('1x1');

    await user.selectOptions(await sizeSelect(), '24x24');
    expect(total()).toBe('$129.00');
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('24x24');
  });

  it('a size without a price is listed but cannot be added to the cart', async () => {
    const { user } = openProductPage(`${routes.product.href({ renderId: 'r1' })}?ratio=1x1&size=16x16`);
    expect(await sizeSelect()).toHaveProperty('value', '16x16');
    expect(screen.getByText('This size has no price available right now, so it can’t be added to the cart.')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(add).toHaveProperty('disabled', true);

    await user.selectOptions(await sizeSelect(), '12x12');
    expect(add).toHaveProperty('disabled', false);
  });

  it('opens with the choices in its address, and falls back where this render does not offer them', async () => {
    openProductPage(`${routes.product.href({ renderId: 'r1' })}?ratio=1x1&size=24x24&border=white-border`);
    expect(await sizeSelect()).toHaveProperty('value', '24x24');
    expect(ratioRadio(/1x1 Square/).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'White Border' }).getAttribute('aria-checked')).toBe('true');
  });

  it('a ratio with no sharp size, or a size the file cannot print, in the address gives the defaults', async () => {
    openProductPage(`${routes.product.href({ renderId: 'r1' })}?ratio=2x3&size=12x18&border=gold-leaf`);
    expect(await sizeSelect()).toHaveProperty('value', '30x20');
    expect(ratioRadio(/3x2 Landscape/).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Full Wrap' }).getAttribute('aria-checked')).toBe('true');
  });

  it('when no canvas prints sharply, says so and points to the digital download', async () => {
    const small = finishedRender({ results: { '3x2': printFile(1500, 1000), '1x1': printFile(1000, 1000) } });
    openProductPage(undefined, { render: json(small) });
    expect(await screen.findByText(/No canvas of this shape prints sharply from this render\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The digital download' }).getAttribute('href')).toBe('#digital-download');
    expect(screen.queryByRole('combobox', { name: 'Canvas Size' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add Digital Download ($10)' })).toHaveProperty('disabled', false);
  });

  it('on a narrow screen the ratios are a dropdown naming the recommended one', async () => {
    setViewport(375, 800);
    openProductPage();
    const ratios = await screen.findByRole('combobox', { name: 'Aspect Size' });
    expect(
      within(ratios)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1x1 Square', '3x2 Landscape (Recommended)']);
  });
});

describe('product page: border and quantity', () => {
  it('the border choice changes the preview and goes in the address', async () => {
    const { user, router } = openProductPage();
    await sizeSelect();
    expect(screen.getByTestId('edge-overlays').dataset.borderStyle).toBe('full-wrap');
    await user.click(screen.getByRole('radio', { name: 'White Border' }));
    expect(screen.getByRole('radio', { name: 'White Border' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('edge-overlays').dataset.borderStyle).toBe('white-border');
    expect(screen.getByText('The white edges show the plain white sides of the frame.')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('border')).toBe('white-border');
  });

  it('plus and minus change the quantity and the total; minus stops at 1', async () => {
    const { user } = openProductPage();
    await sizeSelect();
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(decrease).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '3');
    expect(total()).toBe('$567.00');
    await user.click(decrease);
    expect(total()).toBe('$378.00');
  });

  it('a typed quantity counts up to 99, and anything that is not a whole number becomes 1 when the box is left', async () => {
    const { user } = openProductPage();
    await sizeSelect();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '150');
    expect(total()).toBe('$18,711.00');
    await user.tab();
    expect(quantity).toHaveProperty('value', '99');

    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveProperty('value', '1');
    expect(total()).toBe('$189.00');
  });
});

describe('product page: buying', () => {
  it('Add to Cart saves the canvas with its ratio, size, border and quantity, says so, and starts again at 1', async () => {
    const { user, server } = openProductPage(`${routes.product.href({ renderId: 'r1' })}?ratio=1x1&size=24x24&border=white-border`);
    await sizeSelect();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Added to cart successfully!')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '1');
    await waitFor(() => expect(server.bodiesSentTo('PUT /api/cart')).toHaveLength(1), { timeout: 3000 });
    expect(server.bodiesSentTo('PUT /api/cart')).toEqual([
      {
        entries: [
          { renderId: 'r1', aspectRatio: '1x1', items: [{ size: '24x24', quantity: 2, isDigital: false, borderStyle: 'white-border' }] },
        ],
      },
    ]);
  });

  it('the digital download is added once per render', async () => {
    const { user } = openProductPage();
    await user.click(await screen.findByRole('button', { name: 'Add Digital Download ($10)' }));
    const added = screen.getByRole('button', { name: 'Digital Download Added' });
    expect(added).toHaveProperty('disabled', true);
    expect(screen.getByText('Digital download added to your cart.')).toBeTruthy();
  });

  it('a digital download already bought is not sold again: its files are on the dashboard', async () => {
    const bought = finishedRender({ purchase: { mayBuy: true, refusal: null, digitalDownloadOrderId: 'o1' } });
    openProductPage(undefined, { render: json(bought) });
    const offer = await screen.findByTestId('digital-download-purchased');
    expect(within(offer).getByText('Purchased')).toBeTruthy();
    expect(within(offer).getByRole('link', { name: 'Download them from your dashboard' }).getAttribute('href')).toBe(
      routes.dashboard.href(),
    );
    expect(screen.queryByRole('button', { name: /Add Digital Download/ })).toBeNull();
  });

  it('a digital download without a price cannot be added', async () => {
    openProductPage(undefined, { catalog: json({ ...catalog, digital: size(DIGITAL_DOWNLOAD_SIZE, 0) }) });
    expect(
      await screen.findByText('The digital download has no price available right now, so it can’t be added to the cart.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add Digital Download/ })).toHaveProperty('disabled', true);
  });

  it('a visitor sees every option but no price to pay, and is asked to log in to buy', async () => {
    const visitorRead = finishedRender({ purchase: { mayBuy: false, refusal: 'sign-in', digitalDownloadOrderId: null } });
    openProductPage(undefined, { render: json(visitorRead), signedIn: false });
    await sizeSelect();
    expect(screen.getByRole('heading', { name: 'Is this your render?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to buy' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/product/r1')}`,
    );
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.queryByTestId('product-total')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Digital Download' })).toBeNull();
  });

  it("another customer's render is not for sale to them", async () => {
    const othersRead = finishedRender({ purchase: { mayBuy: false, refusal: 'not-owner', digitalDownloadOrderId: null } });
    openProductPage(undefined, { render: json(othersRead) });
    expect(await screen.findByRole('heading', { name: 'Not for sale here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your own render' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });
});

describe('product page: when it cannot show the render', () => {
  it('a render that does not exist, or is not finished, is "Render not found."', async () => {
    openProductPage(undefined, { render: json({ error: 'NOT_FOUND', message: 'Render not found' }, 404) });
    expect(await screen.findByRole('heading', { name: 'Render not found.' })).toBeTruthy();
  });

  it('a render still being made is "Render not found."', async () => {
    openProductPage(undefined, { render: json(finishedRender({ status: 'pending', results: {} })) });
    expect(await screen.findByRole('heading', { name: 'Render not found.' })).toBeTruthy();
  });

  it('a failed catalogue says prices could not be loaded, and Try again loads them', async () => {
    const { user, server } = openProductPage(undefined, { catalog: json({ error: 'INTERNAL', message: 'Boom' }, 500) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load prices and sizes.');
    server.route('GET /api/catalog', () => json(catalog));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await offeredSizes()).toEqual(['30″ × 20″ — $189.00']);
  });
});

describe('product page: delivery and details', () => {
  const facts = () => screen.getByTestId('delivery-facts');

  it('quotes shipping for the chosen canvas and region, with the free threshold, and the days to the door', async () => {
    const { user } = openProductPage();
    await sizeSelect();
    await waitFor(() => expect(within(facts()).queryByText(/^\$9\.00/)).toBeTruthy());
    expect(facts().textContent).toContain('$9.00, free on canvas orders from $200');
    expect(facts().textContent).toContain('7–19 business days: printed to order in 5–14, then 2–5 in transit, tracked');
    expect(screen.getByTestId('delivery-window').textContent).toMatch(/^\w{3}, \w{3} \d{1,2} – \w{3}, \w{3} \d{1,2}$/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ship to' }), 'EU');
    expect(facts().textContent).toContain('$19.00, free on canvas orders from $200');
    expect(facts().textContent).toContain('9–22 business days');

    await user.click(ratioRadio(/1x1 Square/));
    await user.selectOptions(await sizeSelect(), '36x36');
    await user.clear(screen.getByRole('spinbutton', { name: /Quantity/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Quantity/ }), '2');
    await waitFor(() => expect(within(facts()).getByText('Free')).toBeTruthy());
  });

  it('says what the canvas is, how it hangs and what the free revision covers', async () => {
    openProductPage();
    await sizeSelect();
    expect(facts().textContent).toContain('1.25 in (3.2 cm) deep solid wood stretcher frame');
    expect(facts().textContent).toContain('ready to hang');
    expect(facts().textContent).toContain('One free revision per render');
  });
});

describe('product page: reviews from buyers', () => {
  it('shows none, and no empty box, until a review is approved', async () => {
    openProductPage();
    await sizeSelect();
    expect(screen.queryByTestId('buyer-reviews')).toBeNull();
  });

  it('shows approved reviews newest first with the count and average, each a verified purchase, and more on asking', async () => {
    const summary = { count: 3, average: 4.7 };
    const { user } = openProductPage(undefined, {
      reviews: [
        {
          reviews: [review('a', 5, 'Looks brilliant on the wall.'), review('b', 4, 'Great colours, fast delivery.')],
          summary,
          hasMore: true,
        },
        { reviews: [review('c', 5, 'My favourite thing in the garage.')], summary, hasMore: false },
      ],
    });
    expect((await screen.findByTestId('review-rating')).textContent).toContain('4.7 out of 5 from 3 reviews');
    const shown = () => screen.getAllByTestId('review');
    expect(shown().map((card) => card.textContent)).toEqual([
      expect.stringContaining('Looks brilliant on the wall.'),
      expect.stringContaining('Great colours, fast delivery.'),
    ]);
    for (const card of shown()) expect(within(card).getByText('Verified purchase')).toBeTruthy();
    expect(within(shown()[1]!).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'More reviews' }));
    await waitFor(() => expect(shown()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'More reviews' })).toBeNull();
  });
});
