import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_OPEN_MINUTES, DISCOUNT_MESSAGES } from '@store/shared/discounts';
import { startStripeStandIn, type StripeStandIn } from '#test/stand-ins/stripe-stand-in.ts';
import { createStaff, createTestApp, saveStore, signUp, type SavedStore, type TestApp } from '#test/test-app.ts';
import { buyerWithPublishedRender, smallCanvasRenderImage } from '#test/production.ts';
import { demoWebhookSecret } from '#server/providers/payment/demo-payment-provider.ts';
import { signStripeStyle } from '#server/providers/payment/webhook-signature.ts';
import { payOnDemoPage } from '#test/demo-payment.ts';

const CARD = { name: 'Pat Buyer', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const US_ADDRESS = { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' };
const CA_ADDRESS = { line1: '1 Rue Main', city: 'Montreal', state: 'QC', postal_code: 'H2X 1Y4', country: 'CA' };
const CODE = { kind: 'percent', value: 10, expiresAt: null, usageLimit: null, oncePerCustomer: false };

/** A 12x18 canvas ($69) and the digital download ($10) of the render; canvases only or digital only when asked. */
function cartEntries(renderId: string, what: 'both' | 'canvas' | 'digital' = 'both', canvases = 1) {
  const canvas = {
    renderId,
    aspectRatio: '2x3',
    items: [{ size: '12x18', quantity: canvases, isDigital: false, borderStyle: 'white-border' }],
  };
  const digital = { renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] };
  return what === 'both' ? [canvas, digital] : what === 'canvas' ? [canvas] : [digital];
}

describe('discount codes, shipping and tax', () => {
  let t: TestApp;
  let buyer: string;
  let admin: string;
  let other: string;
  let renderId: string;

  // Every test starts from a published render: made once (its print files take seconds), each test on its own copy of that store.
  let saved: SavedStore<{ buyer: string; admin: string; renderId: string; other: string }>;
  beforeAll(async () => {
    saved = await saveStore({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, async (store) => ({
      ...(await buyerWithPublishedRender(store, smallCanvasRenderImage)),
      other: (await signUp(store.app, { name: 'Oscar Other', email: 'other@example.com' })).cookie,
    }));
  });
  afterAll(async () => saved?.drop());
  beforeEach(async () => {
    t = await saved.open();
    ({ buyer, admin, renderId, other } = saved.made);
  });
  afterEach(async () => {
    await t?.close();
  });

  function as(cookie: string) {
    return cookie ? { cookie } : {};
  }

  async function createCode(input: Record<string, unknown>) {
    return t.app.inject({ method: 'POST', url: '/api/admin/discounts', headers: { cookie: admin }, payload: { ...CODE, ...input } });
  }

  async function fillCart(cookie: string, entries: unknown[]) {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie }, payload: { entries } });
    expect(saved.statusCode).toBe(200);
  }

  function applyCode(cookie: string, code: string, region?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/cart/discount',
      headers: as(cookie),
      payload: { code, ...(region ? { region } : {}) },
    });
  }

  async function checkout(cookie: string, body?: Record<string, string>) {
    return t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie }, ...(body ? { payload: body } : {}) });
  }

  async function pay(sessionId: string, form: Record<string, string>) {
    return payOnDemoPage(t.app, sessionId, form);
  }

  async function checkoutAndPay(cookie: string, body: Record<string, string>, address: Record<string, string> | null = US_ADDRESS) {
    const started = await checkout(cookie, body);
    expect(started.statusCode).toBe(200);
    const sessionId = started.json().url.split('/demo-checkout/')[1] as string;
    expect((await pay(sessionId, { ...CARD, ...address })).statusCode).toBe(303);
    return sessionId;
  }

  it('lets only owners list, create and deactivate codes; customers check codes against their own cart', async () => {
    await fillCart(buyer, cartEntries(renderId));
    const id = (await createCode({ code: 'ACCESS10' })).json().id as string;
    const roles = { visitor: '', owner: buyer, other, staff: await createStaff(t), admin };
    const expected = {
      visitor: { shipping: 200, apply: 401, list: 401, create: 401, deactivate: 401 },
      owner: { shipping: 200, apply: 200, list: 403, create: 403, deactivate: 403 },
      other: { shipping: 200, apply: 400, list: 403, create: 403, deactivate: 403 },
      staff: { shipping: 200, apply: 400, list: 403, create: 403, deactivate: 403 },
      admin: { shipping: 200, apply: 400, list: 200, create: 200, deactivate: 200 },
    };
    for (const [role, cookie] of Object.entries(roles)) {
      const headers = as(cookie);
      const statuses = {
        shipping: (await t.app.inject({ method: 'GET', url: '/api/shipping', headers })).statusCode,
        apply: (await applyCode(cookie, 'access10')).statusCode,
        list: (await t.app.inject({ method: 'GET', url: '/api/admin/discounts', headers })).statusCode,
        create: (
          await t.app.inject({
            method: 'POST',
            url: '/api/admin/discounts',
            headers,
            payload: { ...CODE, code: `BY-${role.toUpperCase()}` },
          })
        ).statusCode,
        deactivate: (await t.app.inject({ method: 'POST', url: `/api/admin/discounts/${id}/deactivate`, headers })).statusCode,
      };
      expect({ role, ...statuses }).toEqual({ role, ...expected[role as keyof typeof expected] });
    }
    // The other customer's and the admin's carts are empty: the code means nothing there.
    expect((await applyCode(other, 'ACCESS10')).json().message).toBe(DISCOUNT_MESSAGES.emptyCart);
  });

  it('publishes the shipping rates of the regions the store ships to', async () => {
    const shipping = (await t.app.inject({ method: 'GET', url: '/api/shipping' })).json();
    expect(shipping).toEqual({
      freeThresholdCents: 10000,
      rates: [
        { region: 'US', label: 'United States', amountCents: 900 },
        { region: 'CA', label: 'Canada', amountCents: 1400 },
        { region: 'EU', label: 'EU & UK', amountCents: 1900 },
        { region: 'WORLD', label: 'Rest of the world', amountCents: 2900 },
      ],
    });
    const usOnly = await createTestApp({
      SHIPPING_COUNTRIES: 'US',
      SHIPPING_RATES: 'US:500,CA:1,EU:1,WORLD:1',
      SHIPPING_FREE_THRESHOLD_CENTS: '0',
    });
    try {
      expect((await usOnly.app.inject({ method: 'GET', url: '/api/shipping' })).json()).toEqual({
        freeThresholdCents: 0,
        rates: [{ region: 'US', label: 'United States', amountCents: 500 }],
      });
    } finally {
      await usOnly.close();
    }
  });

  it('validates what staff create, with a message per field, and keeps codes unique whatever the case', async () => {
    const invalid = await createCode({ code: 'no spaces', kind: 'percent', value: 120, usageLimit: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({
      code: DISCOUNT_MESSAGES.codeFormat,
      value: DISCOUNT_MESSAGES.percentRange,
      usageLimit: DISCOUNT_MESSAGES.usageLimit,
    });
    expect((await createCode({ code: 'FIVE', kind: 'amount', value: 0 })).json().fields).toEqual({ value: DISCOUNT_MESSAGES.amountRange });
    const past = await createCode({ code: 'PAST', expiresAt: '2020-01-01T00:00:00.000Z' });
    expect([past.statusCode, past.json().fields]).toEqual([400, { expiresAt: DISCOUNT_MESSAGES.expiryPast }]);

    const created = await createCode({ code: 'spring-10', usageLimit: 5, oncePerCustomer: true });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      code: 'SPRING-10',
      kind: 'percent',
      value: 10,
      usageLimit: 5,
      oncePerCustomer: true,
      active: true,
      uses: 0,
      createdBy: 'admin@example.com',
    });
    const duplicate = await createCode({ code: 'Spring-10' });
    expect([duplicate.statusCode, duplicate.json().message]).toEqual([409, DISCOUNT_MESSAGES.duplicate]);
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/discounts', headers: { cookie: admin } })).json();
    expect(list.codes.map((code: { code: string }) => code.code)).toEqual(['SPRING-10']);
  });

  it('prices a code on the server: percent or capped amount off the items, shipping per region, free from the threshold', async () => {
    await fillCart(buyer, cartEntries(renderId));
    await createCode({ code: 'TEN' });
    await createCode({ code: 'HUGE', kind: 'amount', value: 50000 });

    const ten = await applyCode(buyer, ' ten ', 'CA');
    expect(ten.statusCode).toBe(200);
    expect(ten.json()).toEqual({
      discount: { code: 'TEN', kind: 'percent', value: 10 },
      pricing: {
        itemsSubtotalCents: 7900,
        discountCode: 'TEN',
        discountCents: 790,
        requiresShipping: true,
        shippingRegion: 'CA',
        shippingCents: 1400,
        totalCents: 7900 - 790 + 1400,
      },
    });
    expect((await applyCode(buyer, 'HUGE')).json().pricing).toMatchObject({
      discountCents: 7900,
      shippingRegion: 'US',
      shippingCents: 900,
      totalCents: 900,
    });

    await fillCart(buyer, cartEntries(renderId, 'canvas', 3));
    expect((await applyCode(buyer, 'TEN', 'EU')).json().pricing).toMatchObject({ itemsSubtotalCents: 20700, shippingCents: 0 });

    await fillCart(buyer, cartEntries(renderId, 'digital'));
    expect((await applyCode(buyer, 'TEN', 'EU')).json().pricing).toMatchObject({
      requiresShipping: false,
      shippingRegion: null,
      shippingCents: 0,
      totalCents: 900,
    });
  });

  it('refuses unknown, expired, deactivated, used-up and already-used codes with their reasons', async () => {
    await fillCart(buyer, cartEntries(renderId));
    const refusal = async (code: string, cookie = buyer) => {
      const response = await applyCode(cookie, code);
      return [response.statusCode, response.json().message];
    };
    expect(await refusal('NOPE')).toEqual([404, DISCOUNT_MESSAGES.unknown]);

    const soon = (await createCode({ code: 'SOON', expiresAt: new Date(Date.now() + 60_000).toISOString() })).json();
    expect((await applyCode(buyer, 'SOON')).statusCode).toBe(200);
    await t.database.db
      .updateTable('discountCode')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', soon.id)
      .execute();
    expect(await refusal('SOON')).toEqual([409, DISCOUNT_MESSAGES.expired]);

    const ended = (await createCode({ code: 'ENDED' })).json();
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/discounts/${ended.id}/deactivate`,
      headers: { cookie: admin },
    });
    expect(deactivated.json()).toMatchObject({ code: 'ENDED', active: false });
    expect(await refusal('ENDED')).toEqual([409, DISCOUNT_MESSAGES.inactive]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/discounts/no-such-code/deactivate', headers: { cookie: admin } })).statusCode,
    ).toBe(404);

    await createCode({ code: 'ONCE', oncePerCustomer: true });
    await createCode({ code: 'SINGLE', usageLimit: 1 });
    await checkoutAndPay(buyer, { discountCode: 'ONCE' });
    await fillCart(buyer, cartEntries(renderId, 'canvas'));
    expect(await refusal('ONCE')).toEqual([409, DISCOUNT_MESSAGES.alreadyUsed]);
    await checkoutAndPay(buyer, { discountCode: 'SINGLE' });
    await fillCart(buyer, cartEntries(renderId, 'canvas'));
    expect(await refusal('SINGLE')).toEqual([409, DISCOUNT_MESSAGES.usedUp]);
    const checkoutRefused = await checkout(buyer, { discountCode: 'SINGLE' });
    expect([checkoutRefused.statusCode, checkoutRefused.json().message]).toEqual([409, DISCOUNT_MESSAGES.usedUp]);

    const codes = (await t.app.inject({ method: 'GET', url: '/api/admin/discounts', headers: { cookie: admin } })).json().codes;
    expect(Object.fromEntries(codes.map((code: { code: string; uses: number }) => [code.code, code.uses]))).toEqual({
      SOON: 0,
      ENDED: 0,
      ONCE: 1,
      SINGLE: 1,
    });
  });

  it('charges the discounted total with shipping on the demo page and records it on the order, once', async () => {
    await fillCart(buyer, cartEntries(renderId));
    await createCode({ code: 'TEN' });
    const started = await checkout(buyer, { discountCode: 'ten', region: 'CA' });
    const sessionId = started.json().url.split('/demo-checkout/')[1] as string;
    const page = await t.app.inject({ method: 'GET', url: `/demo-checkout/${sessionId}` });
    for (const text of ['Subtotal', '$79.00', 'Discount (TEN)', '−$7.90', 'Shipping (Canada)', '$14.00', 'Pay $85.10'])
      expect(page.body).toContain(text);

    const wrongRegion = await pay(sessionId, { ...CARD, ...US_ADDRESS });
    expect(wrongRegion.statusCode).toBe(400);
    expect(wrongRegion.body).toContain('The shipping you chose is for Canada.');
    expect((await pay(sessionId, { ...CARD, ...CA_ADDRESS })).statusCode).toBe(303);

    const order = await t.database.db.selectFrom('order').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({ amountCents: 8510, discountCode: 'TEN', discountCents: 790, shippingCents: 1400, taxCents: 0 });
    // The success page and a second completion event reach the same order and never redeem twice.
    const lookup = await t.app.inject({ method: 'GET', url: `/api/orders/by-session?session_id=${sessionId}`, headers: { cookie: buyer } });
    expect(lookup.json().order).toMatchObject({
      amountCents: 8510,
      charges: { discountCode: 'TEN', discountCents: 790, shippingCents: 1400, taxCents: 0 },
    });
    const again = JSON.stringify({
      id: 'evt_again',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session' } },
    });
    const redelivered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripeStyle(again, demoWebhookSecret(t.config.authSecret)) },
      payload: again,
    });
    expect(redelivered.statusCode).toBe(200);
    const redemptions = await t.database.db.selectFrom('discountRedemption').selectAll().execute();
    expect(redemptions).toMatchObject([{ orderId: order.id, discountCents: 790 }]);

    await t.app.mailer.deliverDue();
    const confirmation = t.mail.sent.find((sent) => sent.subject === `Your MotoMuse order ${order.id}`);
    for (const line of ['Discount (TEN): −$7.90', 'Shipping: $14.00', 'Total paid: $85.10']) expect(confirmation?.text).toContain(line);
  });

  it('asks no address of a digital-only order and charges no shipping', async () => {
    await fillCart(buyer, cartEntries(renderId, 'digital'));
    const started = await checkout(buyer, { region: 'WORLD' });
    const sessionId = started.json().url.split('/demo-checkout/')[1] as string;
    const page = await t.app.inject({ method: 'GET', url: `/demo-checkout/${sessionId}` });
    expect(page.body).not.toContain('Shipping address');
    expect(page.body).not.toContain('Shipping (');
    expect((await pay(sessionId, CARD)).statusCode).toBe(303);
    expect(await t.database.db.selectFrom('order').select(['amountCents', 'shippingCents', 'shipping']).executeTakeFirstOrThrow()).toEqual({
      amountCents: 1000,
      shippingCents: 0,
      shipping: null,
    });
  });

  function sessionOf(started: { json(): { url: string } }): string {
    return started.json().url.split('/demo-checkout/')[1]!;
  }

  it('reserves a use as a checkout starts: of ten at once with a one-use code, one holds it and one order gets it', async () => {
    await createCode({ code: 'LAST', usageLimit: 1 });
    await fillCart(buyer, cartEntries(renderId));
    const started = await Promise.all(Array.from({ length: 10 }, () => checkout(buyer, { discountCode: 'LAST' })));
    const held = started.filter((response) => response.statusCode === 200);
    expect(held).toHaveLength(1);
    for (const refused of started.filter((response) => response.statusCode !== 200))
      expect([refused.statusCode, refused.json().message]).toEqual([409, DISCOUNT_MESSAGES.allHeld]);
    expect((await pay(sessionOf(held[0]!), { ...CARD, ...US_ADDRESS })).statusCode).toBe(303);

    expect(await t.database.db.selectFrom('discountRedemption').selectAll().execute()).toHaveLength(1);
    expect(await t.database.db.selectFrom('discountReservation').selectAll().execute()).toEqual([]);
    await fillCart(buyer, cartEntries(renderId, 'canvas'));
    const after = await checkout(buyer, { discountCode: 'LAST' });
    expect([after.statusCode, after.json().message]).toEqual([409, DISCOUNT_MESSAGES.usedUp]);
  });

  it('gives a once-per-customer code to one of five checkouts started at once, and never twice', async () => {
    await createCode({ code: 'ONCE', oncePerCustomer: true });
    await fillCart(buyer, cartEntries(renderId));
    const started = await Promise.all(Array.from({ length: 5 }, () => checkout(buyer, { discountCode: 'ONCE' })));
    expect(started.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(started.find((response) => response.statusCode === 409)!.json().message).toBe(DISCOUNT_MESSAGES.heldByYou);
    const held = started.find((response) => response.statusCode === 200)!;
    expect((await pay(sessionOf(held), { ...CARD, ...US_ADDRESS })).statusCode).toBe(303);
    await fillCart(buyer, cartEntries(renderId, 'canvas'));
    const again = await checkout(buyer, { discountCode: 'ONCE' });
    expect([again.statusCode, again.json().message]).toEqual([409, DISCOUNT_MESSAGES.alreadyUsed]);
  });

  it('gives the use back when the checkout expires, by its event or by its time, and its page no longer takes payment', async () => {
    await createCode({ code: 'SOLO', usageLimit: 1 });
    await fillCart(buyer, cartEntries(renderId, 'digital'));
    const first = sessionOf(await checkout(buyer, { discountCode: 'SOLO' }));
    expect((await checkout(buyer, { discountCode: 'SOLO' })).statusCode).toBe(409);
    const payload = JSON.stringify({
      id: `evt_expired_${first}`,
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: first, object: 'checkout.session' } },
    });
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripeStyle(payload, demoWebhookSecret(t.config.authSecret)) },
      payload,
    });
    expect(expired.statusCode).toBe(200);

    const second = sessionOf(await checkout(buyer, { discountCode: 'SOLO' }));
    expect((await checkout(buyer, { discountCode: 'SOLO' })).statusCode).toBe(409);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (CHECKOUT_OPEN_MINUTES + 6) * 60_000 });
    try {
      const late = await pay(second, { ...CARD });
      expect(late.body).toContain('This checkout is no longer open.');
      const third = await checkout(buyer, { discountCode: 'SOLO' });
      expect(third.statusCode).toBe(200);
      expect((await pay(sessionOf(third), { ...CARD })).statusCode).toBe(303);
    } finally {
      vi.useRealTimers();
    }
    expect(await t.database.db.selectFrom('discountRedemption').selectAll().execute()).toHaveLength(1);
    expect(await t.database.db.selectFrom('order').select('paymentSessionId').execute()).toHaveLength(1);
  });
});

describe('discounts, shipping and tax through Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_test_discounts';
  let standIn: StripeStandIn;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(async () => standIn.close());
  afterEach(async () => {
    await t?.close();
  });

  it('sends a one-use coupon of the priced discount, the region shipping rate and automatic tax; the order keeps the tax', async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      STRIPE_SECRET_KEY: 'sk_test_discounts',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      STRIPE_AUTOMATIC_TAX: 'true',
    });
    const { buyer, admin, renderId } = await buyerWithPublishedRender(t, smallCanvasRenderImage);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: { cookie: admin },
      payload: { ...CODE, code: 'FIVE', kind: 'amount', value: 500 },
    });
    await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries: cartEntries(renderId) } });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: buyer },
      payload: { discountCode: 'FIVE', region: 'EU' },
    });
    expect(started.statusCode).toBe(200);

    const coupon = standIn.requests.find((call) => call.path === '/v1/coupons')!;
    expect(coupon.body).toEqual({ amount_off: '500', currency: 'usd', duration: 'once', max_redemptions: '1', name: 'FIVE' });
    const sent = standIn.requests.find((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions')!;
    expect(sent.body).toMatchObject({
      discounts: [{ coupon: [...standIn.coupons.keys()][0] }],
      shipping_options: [
        {
          shipping_rate_data: {
            type: 'fixed_amount',
            display_name: 'Shipping to EU & UK',
            fixed_amount: { amount: '1900', currency: 'usd' },
            tax_behavior: 'exclusive',
          },
        },
      ],
      line_items: [{ price_data: { unit_amount: '6900', tax_behavior: 'exclusive' } }, { price_data: { tax_behavior: 'exclusive' } }],
      automatic_tax: { enabled: 'true' },
    });
    const countries = (sent.body.shipping_address_collection as { allowed_countries: string[] }).allowed_countries;
    expect(countries).toEqual(expect.arrayContaining(['GB', 'DE', 'FR']));
    expect(countries).not.toContain('US');

    const sessionId = [...standIn.sessions.keys()][0]!;
    standIn.pay(sessionId, {
      email: 'pat@example.com',
      name: 'Pat Buyer',
      address: { line1: '1 High St', city: 'London', state: '', postal_code: 'N1 1AA', country: 'GB' },
    });
    const { payload, signature } = standIn.event('checkout.session.completed', sessionId, WEBHOOK_SECRET);
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(delivered.statusCode).toBe(200);
    const tax = Math.round((7900 - 500) * 0.08);
    expect(
      await t.database.db
        .selectFrom('order')
        .select(['amountCents', 'discountCents', 'shippingCents', 'taxCents'])
        .executeTakeFirstOrThrow(),
    ).toEqual({
      amountCents: 7900 - 500 + 1900 + tax,
      discountCents: 500,
      shippingCents: 1900,
      taxCents: tax,
    });
  });
});
