import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '#test/stand-ins/stripe-stand-in.ts';
import { createAdmin, createTestApp, signUp, type TestApp } from '#test/test-app.ts';
import { digitalOnlyRenderImage, publishFinishedRender, uploadRender } from '#test/production.ts';
import { createStripePaymentProvider, createStripePriceSource } from './stripe-payment-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_stand_in';
let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(async () => standIn.close());

describe('Stripe adapter against the stand-in', () => {
  const settings = () => ({
    secretKey: 'sk_test_standin',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: standIn.url,
    shippingCountries: ['US', 'CA'],
  });

  it('creates a session with server prices, an idempotency key, the user and shipping collection', async () => {
    const stripe = createStripePaymentProvider(settings());
    const request = {
      userId: 'user-1',
      email: 'pat@example.com',
      lines: [
        {
          name: 'Retro render: 12″ × 18″ canvas',
          description: '2x3 Portrait, Full Wrap',
          unitAmountCents: 6900,
          quantity: 2,
          priceId: null,
          imageUrl: null,
        },
        {
          name: 'Retro render: digital download',
          description: 'All 5',
          unitAmountCents: 1000,
          quantity: 1,
          priceId: 'price_digital',
          imageUrl: null,
        },
      ],
      requiresShipping: true,
      discount: null,
      shipping: null,
      successUrl: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/dashboard',
      idempotencyKey: 'checkout-abc',
      expiresAt: new Date(Date.now() + 30 * 60_000),
    };
    standIn.prices.set('price_digital', { id: 'price_digital', unit_amount: 1000, currency: 'usd' });
    const created = await stripe.createCheckoutSession(request);
    expect(created.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const sent = standIn.requests.find((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions')!;
    expect(sent.idempotencyKey).toBe('checkout-abc');
    expect(sent.body).toMatchObject({
      mode: 'payment',
      client_reference_id: 'user-1',
      metadata: { userId: 'user-1' },
      customer_email: 'pat@example.com',
      shipping_address_collection: { allowed_countries: ['US', 'CA'] },
      line_items: [
        { quantity: '2', price_data: { currency: 'usd', unit_amount: '6900' } },
        { quantity: '1', price: 'price_digital' },
      ],
    });
    expect((await stripe.createCheckoutSession(request)).id).toBe(created.id);

    expect(await stripe.retrieveSession(created.id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid', amountTotalCents: 14800 });
    standIn.pay(created.id, {
      email: 'pat@example.com',
      name: 'Pat Buyer',
      address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
    });
    expect(await stripe.retrieveSession(created.id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      customerName: 'Pat Buyer',
      shipping: { name: 'Pat Buyer', line1: '1 Main St', city: 'Austin', country: 'US' },
    });
    expect((await stripe.listPaidSessions(0)).map((session) => session.id)).toContain(created.id);
    expect(await stripe.retrieveSession('cs_test_missing')).toBeNull();
  });

  it('verifies signed events and refuses others', () => {
    const stripe = createStripePaymentProvider(settings());
    const { payload, signature } = standIn.event('checkout.session.completed', [...standIn.sessions.keys()][0]!, WEBHOOK_SECRET);
    expect(stripe.verifyEvent(payload, signature)).toMatchObject({
      type: 'checkout.session.completed',
      sessionId: [...standIn.sessions.keys()][0],
    });
    const forged = standIn.event('checkout.session.completed', [...standIn.sessions.keys()][0]!, 'whsec_other');
    expect(() => stripe.verifyEvent(forged.payload, forged.signature)).toThrow();
  });

  it('reads unit prices by price id', async () => {
    standIn.prices.set('price_12x18', { id: 'price_12x18', unit_amount: 7500, currency: 'usd' });
    const prices = createStripePriceSource(settings(), { '12x18': 'price_12x18' });
    expect(await prices.priceCents('12x18')).toEqual({ unitPriceCents: 7500, priceId: 'price_12x18' });
    expect(await prices.priceCents('24x36')).toBeNull();
  });
});

describe('the store on Stripe (stand-in)', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('checks out through Stripe and makes the order from its signed completion event', async () => {
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const buyer = (await signUp(t.app, { name: 'Sam Stripe', email: 'sam@example.com' })).cookie;
    const admin = await createAdmin(t);
    const renderId = await uploadRender(t.app, buyer, 'Anime');
    await publishFinishedRender(t.app, renderId, { cookie: admin }, await digitalOnlyRenderImage());
    await t.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: { cookie: buyer },
      payload: { entries: [{ renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }] },
    });

    const checkout = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: buyer } });
    expect(checkout.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const sessionId = [...standIn.sessions.values()].at(-1)!.id;
    expect(standIn.sessions.get(sessionId)).toMatchObject({ amount_total: 1000, client_reference_id: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: `/demo-checkout/${sessionId}` })).statusCode).toBe(404);

    standIn.pay(sessionId, { email: 'sam@example.com', name: 'Sam Stripe' });
    const { payload, signature } = standIn.event('checkout.session.completed', sessionId, WEBHOOK_SECRET);
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(delivered.statusCode).toBe(200);
    const orders = await t.database.db.selectFrom('order').selectAll().execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ email: 'sam@example.com', name: 'Sam Stripe', amountCents: 1000, shipping: null });
  });

  it('answers 400 to signed junk and 200 to a well-formed event it does not act on', async () => {
    const store = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    });
    onTestFinished(() => store.close());
    const send = (payload: string) =>
      store.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        payload,
      });
    const junk = await send('{"id":5,"type":[],"data":null}');
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toMatchObject({ error: 'INVALID_EVENT' });
    expect(
      (await send('{"id":"evt_x","type":"checkout.session.completed","data":{"object":{"id":7,"object":"checkout.session"}}}')).statusCode,
    ).toBe(400);
    expect(
      (
        await send(
          JSON.stringify({
            id: 'evt_charge',
            object: 'event',
            type: 'charge.refunded',
            data: { object: { id: 'ch_1', object: 'charge' } },
          }),
        )
      ).statusCode,
    ).toBe(200);
  });
});
