import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DIGITAL_DOWNLOAD_SIZE } from '@store/shared/catalog';
import { digitalEntryId, physicalEntryId, type Cart, type CartEntry } from '@store/shared/cart';
import type { CartInput } from '@store/shared/cart-schemas';
import { DISCOUNT_MESSAGES } from '@store/shared/discounts';
import type { ShippingSettings } from '@store/shared/shipping-schemas';
import { updateCheckoutChoices } from '#web/lib/cart/checkout-choices.ts';
import { CART_SAVE_DELAY_MS } from '#web/lib/cart/cart-store.ts';
import { analyticsRoute, fakeServer, json, sessionOf, type FakeReply } from '#web/testing/fake-server.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { CartDrawer } from './cart-drawer.tsx';

/** The server's prices; 12x12 has none. */
const PRICES: Record<string, number> = { '30x20': 18900, '12x12': 0, [DIGITAL_DOWNLOAD_SIZE]: 1000 };

function canvas(renderId: string, size: string, quantity: number): CartEntry {
  const aspectRatio = size === '12x12' ? '1x1' : '3x2';
  return {
    id: physicalEntryId(renderId, aspectRatio, 'full-wrap'),
    renderId,
    image: '',
    style: 'Anime',
    aspectRatio,
    items: [{ size, quantity, isDigital: false, borderStyle: 'full-wrap', unitPriceCents: PRICES[size]! }],
  };
}

function digital(renderId: string): CartEntry {
  return {
    id: digitalEntryId(renderId),
    renderId,
    image: '',
    style: 'Watercolor',
    aspectRatio: '1x1',
    items: [{ size: DIGITAL_DOWNLOAD_SIZE, quantity: 1, isDigital: true, unitPriceCents: PRICES[DIGITAL_DOWNLOAD_SIZE]! }],
  };
}

/** As the server answers a saved cart: each entry priced again from its catalogue. */
function priced(input: CartInput): Cart {
  return input.map((entry) => {
    const [item] = entry.items;
    return item!.isDigital ? digital(entry.renderId) : canvas(entry.renderId, item!.size, item!.quantity);
  });
}

/** Shipping is free from $400 of canvases; $9 to the US, $14 to Canada. */
const shipping: ShippingSettings = {
  freeThresholdCents: 40000,
  rates: [
    { region: 'US', label: 'United States', amountCents: 900 },
    { region: 'CA', label: 'Canada', amountCents: 1400 },
  ],
};

type Replies = { discount?: FakeReply; checkout?: FakeReply };

/** A signed-in customer's saved cart, the drawer open over a page. */
function openCart(cart: Cart, replies: Replies = {}) {
  updateCheckoutChoices({ discount: null, region: 'US' });
  const onClose = vi.fn();
  const server = fakeServer({
    ...analyticsRoute,
    'GET /api/auth/get-session': () => sessionOf({ id: 'u1' }),
    'GET /api/cart': () => json({ entries: cart }),
    'PUT /api/cart': ({ body }) => json({ entries: priced((body as { entries: CartInput }).entries) }),
    'GET /api/shipping': () => json(shipping),
    'POST /api/cart/discount': () => replies.discount ?? json({ error: 'NOT_FOUND', message: DISCOUNT_MESSAGES.unknown }, 404),
    'POST /api/checkout': () => replies.checkout ?? json({ url: '' }),
  });
  const app = renderInApp([{ path: '*', element: <CartDrawer onClose={onClose} /> }], '/');
  return { server, onClose, ...app };
}

const amount = (testId: string) => screen.getByTestId(testId).textContent;
const entries = () => screen.findAllByTestId('cart-entry');
const entryOf = async (title: string) => (await entries()).find((entry) => within(entry).queryByText(title))!;

describe('cart drawer: lines and totals', () => {
  it('shows each line with its price and total, then subtotal, shipping to the chosen region and total', async () => {
    openCart([canvas('r1', '30x20', 2), digital('r2')]);
    const [print, download] = await entries();
    expect(within(print!).getByText(/30″.×.20″ canvas/)).toBeTruthy();
    expect(within(print!).getByText('Full Wrap · 3x2 Landscape')).toBeTruthy();
    expect(within(print!).getByText('$189.00 each')).toBeTruthy();
    expect(within(print!).getByTestId('line-total').textContent).toBe('$378.00');
    expect(within(download!).getByText('Qty 1')).toBeTruthy();
    expect(amount('cart-subtotal')).toBe('$388.00');
    await waitFor(() => expect(amount('cart-shipping')).toBe('$9.00'));
    expect(amount('cart-total')).toBe('$397.00');
    expect(screen.getByText('Free shipping on canvas orders of $400.00 or more.')).toBeTruthy();
  });

  it('shipping follows the region chosen', async () => {
    const { user } = openCart([canvas('r1', '30x20', 1)]);
    const region = await screen.findByRole('combobox', { name: 'Ship canvases to' });
    await user.selectOptions(region, 'CA');
    expect(amount('cart-shipping')).toBe('$14.00');
    expect(amount('cart-total')).toBe('$203.00');
  });

  it('canvases from the free-shipping amount ship free', async () => {
    openCart([canvas('r1', '30x20', 3)]);
    await waitFor(() => expect(amount('cart-shipping')).toBe('Free'));
    expect(amount('cart-total')).toBe('$567.00');
  });

  it('a cart of digital files asks for no shipping', async () => {
    openCart([digital('r2')]);
    await entries();
    expect(screen.queryByRole('combobox', { name: 'Ship canvases to' })).toBeNull();
    expect(screen.queryByTestId('cart-shipping')).toBeNull();
    expect(amount('cart-total')).toBe('$10.00');
  });
});

describe('cart drawer: changing the cart', () => {
  it('plus, minus and a typed quantity change the line and the totals, and the cart is saved', async () => {
    const { user, server } = openCart([canvas('r1', '30x20', 1), digital('r2')]);
    const print = await entryOf('Anime render');
    await user.click(within(print).getByRole('button', { name: /^Increase quantity of 30″.×.20″ canvas$/ }));
    expect(within(print).getByTestId('line-total').textContent).toBe('$378.00');
    expect(amount('cart-subtotal')).toBe('$388.00');

    const quantity = within(print).getByRole('textbox', { name: /^Quantity of 30″.×.20″ canvas$/ });
    await user.clear(quantity);
    await user.type(quantity, '5{Enter}');
    expect(within(print).getByTestId('line-total').textContent).toBe('$945.00');
    expect(amount('cart-total')).toBe('$955.00');

    await user.click(within(print).getByRole('button', { name: /^Decrease quantity of 30″.×.20″ canvas$/ }));
    expect(within(print).getByTestId('line-total').textContent).toBe('$756.00');

    await waitFor(() => expect(server.bodiesSentTo('PUT /api/cart')).toHaveLength(1), { timeout: CART_SAVE_DELAY_MS * 3 });
    expect(server.bodiesSentTo('PUT /api/cart')[0]).toMatchObject({
      entries: [
        { renderId: 'r1', items: [{ size: '30x20', quantity: 4 }] },
        { renderId: 'r2', items: [{ isDigital: true }] },
      ],
    });
  });

  it('a quantity that is not a whole number of at least 1 becomes 1', async () => {
    const { user } = openCart([canvas('r1', '30x20', 3)]);
    const quantity = await screen.findByRole('textbox', { name: /^Quantity of 30″.×.20″ canvas$/ });
    await user.clear(quantity);
    await user.type(quantity, '-2{Enter}');
    expect(quantity).toHaveProperty('value', '1');
    expect(amount('cart-subtotal')).toBe('$189.00');
  });

  it('minus at 1 takes the line out, as Remove does; an emptied cart says so', async () => {
    const { user } = openCart([canvas('r1', '30x20', 1), digital('r2')]);
    const print = await entryOf('Anime render');
    await user.click(within(print).getByRole('button', { name: /^Decrease quantity of/ }));
    expect((await entries()).map((entry) => entry.dataset.entryId)).toEqual([digitalEntryId('r2')]);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.queryByTestId('cart-total')).toBeNull();
  });

  it('Escape and the close button close the drawer', async () => {
    const { user, onClose } = openCart([digital('r2')]);
    await entries();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('cart drawer: discount code', () => {
  it("saves the cart, asks the server about the code for the region, and prices the cart with the server's terms", async () => {
    const terms = { code: 'SPRING', kind: 'percent', value: 10 };
    const { user, server } = openCart([canvas('r1', '30x20', 2), digital('r2')], { discount: json({ discount: terms, pricing: {} }) });
    await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), ' spring ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('SPRING')).toBeTruthy();
    expect(screen.getByText(/10% off/)).toBeTruthy();
    expect(server.bodiesSentTo('POST /api/cart/discount')).toEqual([{ code: 'spring', region: 'US' }]);
    const asked = server.requests.map((request) => `${request.method} ${request.path}`);
    expect(asked.indexOf('PUT /api/cart')).toBeGreaterThan(-1);
    expect(asked.indexOf('PUT /api/cart')).toBeLessThan(asked.indexOf('POST /api/cart/discount'));
    expect(amount('cart-discount')).toBe('−$38.80');
    expect(amount('cart-shipping')).toBe('$9.00');
    expect(amount('cart-total')).toBe('$358.20');

    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(amount('cart-total')).toBe('$397.00');
  });

  it("a code the server refuses shows the server's reason, and nothing comes off", async () => {
    const { user } = openCart([canvas('r1', '30x20', 1)]);
    await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DISCOUNT_MESSAGES.unknown);
    expect(screen.queryByTestId('cart-discount')).toBeNull();
  });

  it('an empty code is not sent', async () => {
    const { user, server } = openCart([canvas('r1', '30x20', 1)]);
    await screen.findByRole('textbox', { name: 'Discount code' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a discount code.');
    expect(server.bodiesSentTo('POST /api/cart/discount')).toEqual([]);
  });
});

describe('cart drawer: checkout', () => {
  it('a line without a price keeps the cart from checking out', async () => {
    openCart([canvas('r1', '30x20', 1), canvas('r3', '12x12', 1)]);
    await entries();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Some items have no price right now and cannot be bought yet.')).toBeTruthy();
  });

  it("asks for a payment page with the region and the code, and shows the server's refusal", async () => {
    const refusal = { error: 'PRINTS_SOFT', message: 'A canvas in your cart no longer prints sharply.' };
    const terms = { code: 'SPRING', kind: 'amount', value: 500 };
    const { user, server } = openCart([canvas('r1', '30x20', 1)], { discount: json({ discount: terms }), checkout: json(refusal, 400) });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Ship canvases to' }), 'CA');
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'SPRING');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('cart-discount')).toHaveProperty('textContent', '−$5.00');

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal.message);
    expect(server.bodiesSentTo('POST /api/checkout')).toEqual([{ region: 'CA', discountCode: 'SPRING' }]);
  });
});
