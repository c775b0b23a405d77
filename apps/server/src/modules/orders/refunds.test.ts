import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDollars } from '@store/shared/prices';
import { buyerWithPublishedRender } from '#test/production.ts';
import { createStaff, saveStore, signUp, type SavedStore, type TestApp } from '#test/test-app.ts';
import { DEMO_PAYMENT_FORM, payOnDemoPage } from '#test/demo-payment.ts';

describe('refunds', () => {
  /** What the order cost: a digital download, two canvases and their shipping. */
  let paidCents: number;
  let t: TestApp;
  let buyer: string;
  let admin: string;
  let renderId: string;
  let orderId: string;

  /** What a customer does: a digital download and two canvases in the cart, paid on the demo checkout page. */
  async function placeOrder(): Promise<string> {
    const entries = [
      { renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] },
      { renderId, aspectRatio: '3x2', items: [{ size: '30x20', quantity: 2, isDigital: false, borderStyle: 'white-border' }] },
    ];
    expect((await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries } })).statusCode).toBe(
      200,
    );
    const checkout = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: buyer }, payload: {} });
    const sessionId: string = checkout.json().url.split('/demo-checkout/')[1];
    const paid = await payOnDemoPage(t.app, sessionId, DEMO_PAYMENT_FORM);
    expect(paid.statusCode).toBe(303);
    const order = await t.database.db.selectFrom('order').select('id').where('paymentSessionId', '=', sessionId).executeTakeFirstOrThrow();
    return order.id;
  }

  function refund(
    body: { amountCents: number; reason?: string; idempotencyKey?: string },
    headers: Record<string, string> = { cookie: admin },
  ) {
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers,
      payload: { reason: '', idempotencyKey: randomUUID(), ...body },
    });
  }

  async function refundRows() {
    return t.database.db.selectFrom('refund').selectAll().where('orderId', '=', orderId).execute();
  }

  async function demoRefundRows() {
    return t.database.db.selectFrom('demoPaymentRefund').selectAll().execute();
  }

  async function refundEmails() {
    await t.app.mailer.deliverDue();
    return t.mail.sent.filter((email) => email.subject === `Your MotoMuse refund (order ${orderId})`);
  }

  // Every test starts from a published render: made once (its print files take seconds), each test on its own copy of that store.
  let saved: SavedStore<{ buyer: string; admin: string; renderId: string }>;
  beforeAll(async () => {
    saved = await saveStore({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, (store) => buyerWithPublishedRender(store));
  });
  afterAll(async () => saved?.drop());
  beforeEach(async () => {
    t = await saved.open();
    ({ buyer, admin, renderId } = saved.made);
    orderId = await placeOrder();
    paidCents = (await t.database.db.selectFrom('order').select('amountCents').executeTakeFirstOrThrow()).amountCents;
  });
  afterEach(async () => {
    await t?.close();
  });

  it('is for owners only: visitor 401, the buyer, another customer and staff 403', async () => {
    const other = (await signUp(t.app, { name: 'Oscar Other', email: 'other@example.com' })).cookie;
    expect((await refund({ amountCents: 100 }, { cookie: await createStaff(t) })).statusCode).toBe(403);
    expect((await refund({ amountCents: 100 }, {})).statusCode).toBe(401);
    expect((await refund({ amountCents: 100 }, { cookie: buyer })).statusCode).toBe(403);
    expect((await refund({ amountCents: 100 }, { cookie: other })).statusCode).toBe(403);
    expect((await refund({ amountCents: 100 })).statusCode).toBe(200);
    expect(await refundRows()).toHaveLength(1);
  });

  it('refuses amounts that are not above zero or more than what is left, and unknown orders', async () => {
    const zero = await refund({ amountCents: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ error: 'INVALID_AMOUNT', message: 'Enter an amount above $0.00.' });
    const tooMuch = await refund({ amountCents: paidCents + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(`You can refund at most ${formatDollars(paidCents)}.`);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/MM-NOPE/refunds',
      headers: { cookie: admin },
      payload: { amountCents: 100, reason: '', idempotencyKey: randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await refund({ amountCents: 100, idempotencyKey: 'short' })).statusCode).toBe(400);
    expect(await refundRows()).toHaveLength(0);
    expect(await demoRefundRows()).toHaveLength(0);
  });

  it('a partial refund, then the rest: statuses, timeline, emails, and digital access ends with the full refund', async () => {
    const partial = await refund({ amountCents: 12900, reason: 'One canvas arrived damaged' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      status: 'paid',
      paymentStatus: 'partially-refunded',
      refundedCents: 12900,
      downloadsRevokedAt: null,
    });
    expect(partial.json().timeline.map((event: { message: string }) => event.message)).toEqual(
      expect.arrayContaining(['Refunded $129.00: One canvas arrived damaged', 'Paid in full → Partially refunded', 'Refund email sent']),
    );
    const [first] = await refundEmails();
    expect(first?.to).toBe('pat@example.com');
    expect(first?.text).toContain(`we have refunded $129.00 of your order ${orderId}`);
    expect(first?.text).not.toContain('download links');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/renders/${renderId}/results/1x1`, headers: { cookie: buyer } })).statusCode,
    ).toBe(200);
    const boughtDownload = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/renders/${renderId}`, headers: { cookie: buyer } })).json().purchase
        .digitalDownloadOrderId;
    expect(await boughtDownload()).toBe(orderId);

    const rest = await refund({ amountCents: paidCents - 12900 });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({
      status: 'paid',
      paymentStatus: 'refunded',
      refundedCents: paidCents,
      downloadsRevokedAt: expect.any(String),
    });
    expect(rest.json().timeline.map((event: { message: string }) => event.message)).toEqual(
      expect.arrayContaining(['Partially refunded → Refunded', 'Download links turned off (full refund)']),
    );
    const emails = await refundEmails();
    expect(emails).toHaveLength(2);
    expect(emails[1]!.text).toContain('The download links of this order no longer work.');
    const downloads = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/downloads`, headers: { cookie: buyer } });
    expect(downloads.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/renders/${renderId}/results/1x1`, headers: { cookie: buyer } })).statusCode,
    ).toBe(403);
    expect(await boughtDownload()).toBeNull();
    expect((await demoRefundRows()).map((row) => row.amountCents)).toEqual([12900, paidCents - 12900]);

    const nothingLeft = await refund({ amountCents: 1 });
    expect(nothingLeft.statusCode).toBe(400);
    expect(nothingLeft.json().message).toBe('This order has been fully refunded.');
  });

  it('refunds once for a repeated key, even at the same moment, and never past what was paid', async () => {
    const idempotencyKey = randomUUID();
    const twice = await Promise.all([refund({ amountCents: 500, idempotencyKey }), refund({ amountCents: 500, idempotencyKey })]);
    expect(twice.map((response) => response.statusCode)).toEqual([200, 200]);
    const again = await refund({ amountCents: 500, idempotencyKey });
    expect(again.json()).toMatchObject({ refundedCents: 500 });
    expect(await refundRows()).toHaveLength(1);
    expect(await demoRefundRows()).toHaveLength(1);
    expect(await refundEmails()).toHaveLength(1);

    const reused = await refund({ amountCents: 700, idempotencyKey });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe('IDEMPOTENCY_KEY_REUSED');

    const left = paidCents - 500;
    const racing = await Promise.all([refund({ amountCents: left }), refund({ amountCents: left })]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(racing.find((response) => response.statusCode === 400)!.json().message).toBe('This order has been fully refunded.');
    const order = await t.database.db
      .selectFrom('order')
      .select(['refundedCents', 'status', 'paymentStatus'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ refundedCents: paidCents, status: 'paid', paymentStatus: 'refunded' });
    expect((await demoRefundRows()).reduce((total, row) => total + row.amountCents, 0)).toBe(paidCents);
  });
});
