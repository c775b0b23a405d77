import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegPhoto } from '#test/images.ts';
import { publishFinishedRender, uploadRender } from '#test/production.ts';
import { startStripeStandIn, type StripeStandIn } from '#test/stand-ins/stripe-stand-in.ts';
import { createAdmin, createTestApp, signUp, type TestApp } from '#test/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_refunds';

describe('refunds through Stripe (stand-in)', () => {
  let standIn: StripeStandIn;
  let t: TestApp;
  let admin: string;
  let orderId: string;
  let sessionId: string;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const buyer = (await signUp(t.app, { name: 'Sam Stripe', email: 'sam@example.com' })).cookie;
    admin = await createAdmin(t);
    const renderId = await uploadRender(t.app, buyer, 'Anime');
    await publishFinishedRender(t.app, renderId, { cookie: admin }, await jpegPhoto(1200, 800));
    await t.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: { cookie: buyer },
      payload: { entries: [{ renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }] },
    });
    await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: buyer }, payload: {} });
    sessionId = [...standIn.sessions.values()].at(-1)!.id;
    standIn.pay(sessionId, { email: 'sam@example.com', name: 'Sam Stripe' });
    const { payload, signature } = standIn.event('checkout.session.completed', sessionId, WEBHOOK_SECRET);
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    orderId = (await t.database.db.selectFrom('order').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  function refund(amountCents: number, idempotencyKey: string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { cookie: admin },
      payload: { amountCents, reason: 'Customer asked', idempotencyKey },
    });
  }

  it("refunds the checkout's payment intent with the Idempotency-Key, once for a repeated key", async () => {
    const idempotencyKey = randomUUID();
    expect((await refund(400, idempotencyKey)).statusCode).toBe(200);
    const repeat = await refund(400, idempotencyKey);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toMatchObject({ status: 'paid', paymentStatus: 'partially-refunded', refundedCents: 400 });

    const calls = standIn.requests.filter((call) => call.method === 'POST' && call.path === '/v1/refunds');
    expect(calls.every((call) => call.idempotencyKey === idempotencyKey)).toBe(true);
    expect(calls[0]!.body).toMatchObject({
      payment_intent: standIn.sessions.get(sessionId)!.payment_intent,
      amount: '400',
      metadata: { reason: 'Customer asked' },
    });
    expect([...standIn.refunds.values()].map((made) => made.amount)).toEqual([400]);
    const rows = await t.database.db.selectFrom('refund').select(['status', 'providerRefundId']).execute();
    expect(rows).toEqual([{ status: 'succeeded', providerRefundId: [...standIn.refunds.keys()][0] }]);
  });

  it('tells staff when Stripe refuses, and gives the amount back to what is left', async () => {
    const paymentIntent = standIn.sessions.get(sessionId)!.payment_intent;
    standIn.sessions.get(sessionId)!.payment_intent = null;
    try {
      const refused = await refund(300, randomUUID());
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        error: 'REFUND_REFUSED',
        message: 'The payment provider refused the refund: This checkout has no payment to refund.',
      });
    } finally {
      standIn.sessions.get(sessionId)!.payment_intent = paymentIntent;
    }
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: { cookie: admin } })).json();
    expect(detail).toMatchObject({ refundedCents: 400, status: 'paid', paymentStatus: 'partially-refunded' });
    expect(detail.timeline.map((event: { message: string }) => event.message)).toContain(
      'Refund of $3.00 refused by the payment provider: This checkout has no payment to refund.',
    );
    expect((await refund(600, randomUUID())).json()).toMatchObject({ status: 'paid', paymentStatus: 'refunded', refundedCents: 1000 });
    expect([...standIn.refunds.values()].map((made) => made.amount)).toEqual([400, 600]);
  });
});
