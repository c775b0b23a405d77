import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStore, signUp, type SavedStore, type TestApp } from '#test/test-app.ts';
import { buyerWithPublishedRender, smallCanvasRenderImage } from '#test/production.ts';
import { demoWebhookSecret } from '#server/providers/payment/demo-payment-provider.ts';
import { signStripeStyle } from '#server/providers/payment/webhook-signature.ts';
import { createDownloadLinks, MAX_DOWNLOADS_PER_LINK } from './download-links.ts';
import { DEMO_PAYMENT_FORM, payOnDemoPage as payDemoSession } from '#test/demo-payment.ts';
import { SEARCH_MESSAGES } from '@store/shared/search';

describe('checkout and orders', () => {
  let t: TestApp;
  let buyer: string;
  let admin: string;
  let renderId: string;

  // Every test starts from a published render: made once (its print files take seconds), each test on its own copy of that store.
  let saved: SavedStore<{ buyer: string; admin: string; renderId: string }>;
  beforeAll(async () => {
    saved = await saveStore({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, (store) => buyerWithPublishedRender(store, smallCanvasRenderImage));
  });
  afterAll(async () => saved?.drop());
  beforeEach(async () => {
    t = await saved.open();
    ({ buyer, admin, renderId } = saved.made);
  });
  afterEach(async () => {
    await t?.close();
  });

  async function fillCart(withCanvas = true) {
    const entries = [
      { renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true, unitPriceCents: 1 }] },
      ...(withCanvas
        ? [
            {
              renderId,
              aspectRatio: '2x3',
              items: [{ size: '12x18', quantity: 2, isDigital: false, borderStyle: 'white-border', unitPriceCents: 1 }],
            },
          ]
        : []),
    ];
    expect((await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries } })).statusCode).toBe(
      200,
    );
  }

  async function startCheckout(): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: buyer } });
    expect(response.statusCode).toBe(200);
    return response.json().url.split('/demo-checkout/')[1];
  }

  function payOnDemoPage(sessionId: string, form: Record<string, string> = DEMO_PAYMENT_FORM) {
    return payDemoSession(t.app, sessionId, form);
  }

  async function orderRows() {
    return t.database.db.selectFrom('order').selectAll().execute();
  }

  function completionEvent(sessionId: string) {
    return JSON.stringify({
      id: `evt_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session' } },
    });
  }

  it('refuses checkout signed out with the catalogue text', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/checkout' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('You must be signed in to checkout.');
  });

  it('charges the server prices, whatever the browser claimed; shows them on the payment page', async () => {
    await fillCart();
    const sessionId = await startCheckout();
    const session = await t.app.demoPayments.retrieveSession(sessionId);
    expect(session?.amountTotalCents).toBe(1000 + 2 * 6900);
    const page = await t.app.inject({ method: 'GET', url: `/demo-checkout/${sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$148.00');
    expect(page.body).toContain('Shipping address');
  });

  it('a paid demo checkout makes one order, clears the cart, emails confirmation and downloads', async () => {
    await fillCart();
    const sessionId = await startCheckout();
    const paid = await payOnDemoPage(sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/success?session_id=${sessionId}`);

    const rows = await orderRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', email: 'pat@example.com', name: 'Pat Buyer', amountCents: 14800 });
    expect(JSON.parse(rows[0]!.shipping!)).toMatchObject({
      line1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'US',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: buyer } })).json().entries).toEqual([]);

    const lookup = await t.app.inject({ method: 'GET', url: `/api/orders/by-session?session_id=${sessionId}`, headers: { cookie: buyer } });
    expect(lookup.json()).toMatchObject({
      status: 'paid',
      order: { id: rows[0]!.id, name: 'Pat Buyer', shippingInfo: { city: 'Austin' } },
    });

    await t.app.mailer.deliverDue();
    const subjects = t.mail.sent.filter((email) => email.to === 'pat@example.com').map((email) => email.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([`Your MotoMuse order ${rows[0]!.id}`, `Your MotoMuse downloads (order ${rows[0]!.id})`]),
    );
    const downloads = t.mail.sent.find((email) => email.subject.startsWith('Your MotoMuse downloads'))!;
    expect(downloads.text.match(/\/api\/downloads\//g)).toHaveLength(5);
  });

  it('a declined card makes no order and leaves the cart', async () => {
    await fillCart();
    const sessionId = await startCheckout();
    const declined = await payOnDemoPage(sessionId, { ...DEMO_PAYMENT_FORM, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect(await orderRows()).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: buyer } })).json().entries).toHaveLength(2);
  });

  it('refuses an event with a bad signature, and makes no order', async () => {
    await fillCart();
    const sessionId = await startCheckout();
    await t.app.demoPayments.pay(sessionId, {
      cardNumber: '4242424242424242',
      name: 'Pat',
      shipping: { line1: 'x', city: 'y', state: 'z', postal_code: '1', country: 'US' },
    });
    const payload = completionEvent(sessionId);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripeStyle(payload, 'not-the-secret') },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await orderRows()).toHaveLength(0);
  });

  it('answers 400 with the error body to signed junk, 200 to a well-formed event of an unknown type, 500 only for our own faults', async () => {
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signStripeStyle(payload, demoWebhookSecret(t.config.authSecret)),
        },
        payload,
      });
    for (const junk of [
      '{"id":5,"type":[],"data":null}',
      'not json',
      'null',
      '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{"object":"checkout.session"}}}',
      '{"id":"evt_2","type":"checkout.session.expired"}',
    ]) {
      const response = await send(junk);
      expect(response.statusCode, junk).toBe(400);
      expect(response.json(), junk).toMatchObject({
        error: 'INVALID_EVENT',
        message: expect.stringMatching(/not a payment event we can read/),
      });
    }
    const unknown = await send(
      JSON.stringify({ id: 'evt_unknown', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1', object: 'invoice' } } }),
    );
    expect(unknown.statusCode).toBe(200);
    expect(await t.database.db.selectFrom('processedPaymentEvent').select('type').where('id', '=', 'evt_unknown').execute()).toEqual([
      { type: 'invoice.paid' },
    ]);

    await fillCart(false);
    const sessionId = await startCheckout();
    vi.spyOn(t.app.demoPayments, 'retrieveSession').mockRejectedValueOnce(new Error('database unavailable'));
    const ours = await send(completionEvent(sessionId));
    expect(ours.statusCode).toBe(500);
    expect(await t.database.db.selectFrom('processedPaymentEvent').select('id').where('id', '=', `evt_${sessionId}`).execute()).toEqual([]);
  });

  it('the same event three times, twice at once, and racing the success page make one order', async () => {
    await fillCart();
    const sessionId = await startCheckout();
    const result = await t.app.demoPayments.pay(sessionId, {
      cardNumber: '4242424242424242',
      name: 'Pat',
      shipping: { line1: 'x', city: 'y', state: 'z', postal_code: '1', country: 'US' },
    });
    if (result.outcome !== 'paid') throw new Error('payment failed');
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': result.event.signature },
        payload: result.event.payload,
      });
    const lookup = () => t.app.inject({ method: 'GET', url: `/api/orders/by-session?session_id=${sessionId}`, headers: { cookie: buyer } });
    const responses = await Promise.all([deliver(), deliver(), lookup()]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect((await deliver()).statusCode).toBe(200);
    expect(await orderRows()).toHaveLength(1);
    const events = await t.database.db.selectFrom('orderEvent').select('kind').where('kind', '=', 'created').execute();
    expect(events).toHaveLength(1);
  });

  it('signed download links work for whoever holds them, expire, and refuse tampering', async () => {
    await fillCart(false);
    const sessionId = await startCheckout();
    await payOnDemoPage(sessionId, { name: 'Pat', cardNumber: '4242424242424242' });
    const [order] = await orderRows();
    const fresh = await t.app.inject({ method: 'GET', url: `/api/orders/${order!.id}/downloads`, headers: { cookie: buyer } });
    const link = new URL(fresh.json().downloads[0].links.find((candidate: { ratio: string }) => candidate.ratio === '4x5').url);
    const path = link.pathname + link.search;

    const asBuyer = await t.app.inject({ method: 'GET', url: path, headers: { cookie: buyer } });
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.headers['content-disposition']).toMatch(/attachment/);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);

    const stranger = (await signUp(t.app, { email: 'stranger@example.com' })).cookie;
    expect((await t.app.inject({ method: 'GET', url: path, headers: { cookie: stranger } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: path.replace('4x5', '1x1') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: path.replace(/expires=\d+/, 'expires=9999999999') })).statusCode).toBe(403);

    const expired = createDownloadLinks(t.config.authSecret, 'http://localhost:3000').forRender(
      order!.id,
      renderId,
      null,
      Date.now() - 8 * 24 * 3600_000,
    )[0]!;
    const expiredUrl = new URL(expired.url);
    const gone = await t.app.inject({ method: 'GET', url: expiredUrl.pathname + expiredUrl.search, headers: { cookie: buyer } });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('This download link has expired. Get a fresh one from your dashboard.');

    // Buying the download also opens the full-resolution files to the buyer.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/renders/${renderId}/results/1x1`, headers: { cookie: buyer } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/renders/${renderId}/results/1x1`, headers: { cookie: stranger } })).statusCode,
    ).toBe(403);
  });

  it('one link answers everyone alike up to 20 downloads; staff revoke all links of an order', async () => {
    await fillCart(false);
    await payOnDemoPage(await startCheckout(), { name: 'Pat', cardNumber: '4242424242424242' });
    const [order] = await orderRows();
    const linkPath = (now: number) => {
      const url = new URL(
        createDownloadLinks(t.config.authSecret, 'http://localhost:3000')
          .forRender(order!.id, renderId, null, now)
          .find((link) => link.ratio === '2x3')!.url,
      );
      return url.pathname + url.search;
    };
    const stranger = (await signUp(t.app, { email: 'stranger@example.com' })).cookie;
    const download = (path: string, cookie?: string) => t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });

    const path = linkPath(Date.now());
    for (let use = 0; use < MAX_DOWNLOADS_PER_LINK; use += 1)
      expect((await download(path, [undefined, buyer, stranger][use % 3])).statusCode).toBe(200);
    for (const cookie of [undefined, buyer, stranger]) {
      const usedUp = await download(path, cookie);
      expect(usedUp.statusCode).toBe(410);
      expect(usedUp.json()).toEqual({
        error: 'LINK_USED_UP',
        message: 'This download link has been used 20 times, its limit. Get a fresh link from your orders page.',
      });
    }
    const freshPath = linkPath(Date.now() + 5000);
    expect((await download(freshPath)).statusCode).toBe(200);

    const revoke = (cookie?: string, id = order!.id) =>
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/revoke-downloads`, headers: cookie ? { cookie } : {} });
    expect((await revoke()).statusCode).toBe(401);
    expect((await revoke(buyer)).statusCode).toBe(403);
    expect((await revoke(admin, 'MM-NOSUCHID')).statusCode).toBe(404);
    const revoked = await revoke(admin);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().timeline).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'downloads', actor: 'admin@example.com' })]),
    );
    expect((await revoke(admin)).json().timeline.filter((event: { kind: string }) => event.kind === 'downloads')).toHaveLength(1);

    const later = linkPath(Date.now() + 10_000);
    for (const [path, cookie] of [
      [freshPath, undefined],
      [freshPath, buyer],
      [later, stranger],
    ] as const) {
      const refused = await download(path, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'LINK_REVOKED',
        message: 'The download links of this order were turned off by our staff. Please contact us if you need your files.',
      });
    }
    const dashboard = await t.app.inject({ method: 'GET', url: `/api/orders/${order!.id}/downloads`, headers: { cookie: buyer } });
    expect(dashboard.statusCode).toBe(403);
    expect(dashboard.json().error).toBe('LINK_REVOKED');
  });

  it('staff move an order to shipped with a tracking number: timeline and shipping email', async () => {
    await fillCart();
    await payOnDemoPage(await startCheckout());
    const [order] = await orderRows();
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=paid&search=PAT@EXAMPLE',
      headers: { cookie: admin },
    });
    expect(search.json().orders.map((found: { id: string }) => found.id)).toEqual([order!.id]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders?status=shipped&search=pat', headers: { cookie: admin } })).json().orders,
    ).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders?search=${order!.id.toLowerCase()}`, headers: { cookie: admin } })).json()
        .orders,
    ).toHaveLength(1);

    const shipped = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order!.id}`,
      headers: { cookie: admin },
      payload: { status: 'shipped', trackingNumber: '1Z999AA10123456784' },
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', trackingNumbers: ['1Z999AA10123456784'] });
    const second = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order!.id}`,
      headers: { cookie: admin },
      payload: { trackingNumber: '1Z999AA10123456785', notes: 'Second box' },
    });
    expect(second.json()).toMatchObject({ trackingNumbers: ['1Z999AA10123456784', '1Z999AA10123456785'], notes: 'Second box' });
    expect(second.json().timeline.map((event: { kind: string }) => event.kind)).toEqual(
      expect.arrayContaining(['created', 'status', 'email', 'note']),
    );

    await t.app.mailer.deliverDue();
    const shipping = t.mail.sent.filter((email) => email.subject.startsWith('Your MotoMuse print has shipped'));
    expect(shipping).toHaveLength(1);
    expect(shipping[0]!.text).toContain('1Z999AA10123456784');

    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/orders/${order!.id}`,
          headers: { cookie: buyer },
          payload: { status: 'delivered' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/orders/${order!.id}`,
          headers: { cookie: admin },
          payload: { status: 'lost' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses a search with control characters instead of reading it as no search', async () => {
    await fillCart();
    await payOnDemoPage(await startCheckout());
    for (const search of ['%00', 'pat%00', '%0A']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/orders?search=${search}`, headers: { cookie: admin } });
      expect(response.statusCode, search).toBe(400);
      expect(response.json().fields.search).toBe(SEARCH_MESSAGES.controlCharacters);
    }
  });

  it('a partial refund during production keeps the order in production, in its filter; a tracking number ships it and emails once', async () => {
    await fillCart();
    await payOnDemoPage(await startCheckout());
    const [order] = await orderRows();
    const started = await t.database.db.selectFrom('analyticsEvent').select('amountCents').where('name', '=', 'checkout_started').execute();
    expect(started).toEqual([{ amountCents: order!.amountCents }]);
    const patch = (payload: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order!.id}`, headers: { cookie: admin }, payload });
    const listed = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: { cookie: admin } }))
        .json()
        .orders.map((found: { id: string }) => found.id);
    expect((await patch({ status: 'in-production' })).statusCode).toBe(200);
    for (const status of ['refunded', 'partially-refunded']) expect((await patch({ status })).statusCode).toBe(400);

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order!.id}/refunds`,
      headers: { cookie: admin },
      payload: { amountCents: 900, reason: 'Scuffed frame', idempotencyKey: 'refund-nine-dollars-once' },
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ status: 'in-production', paymentStatus: 'partially-refunded', refundedCents: 900 });
    expect(await listed('status=in-production')).toEqual([order!.id]);
    expect(await listed('status=in-production&paymentStatus=partially-refunded')).toEqual([order!.id]);
    expect(await listed('paymentStatus=paid')).toEqual([]);
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: buyer } });
    expect(mine.json().orders[0]).toMatchObject({ status: 'in-production', paymentStatus: 'partially-refunded', refundedCents: 900 });

    const tracked = await patch({ trackingNumber: '1Z999AA10123456784' });
    expect(tracked.json()).toMatchObject({
      status: 'shipped',
      paymentStatus: 'partially-refunded',
      trackingNumbers: ['1Z999AA10123456784'],
    });
    const corrected = await patch({ trackingNumber: '1Z999AA10123456799', replacesTrackingNumber: '1Z999AA10123456784' });
    expect(corrected.json()).toMatchObject({ status: 'shipped', trackingNumbers: ['1Z999AA10123456799'] });
    expect((await patch({ trackingNumber: '1Z999AA10123456700', replacesTrackingNumber: 'NOT-ON-IT' })).statusCode).toBe(400);
    expect((await patch({ status: 'in-production' })).statusCode).toBe(200);
    expect((await patch({ status: 'shipped' })).statusCode).toBe(200);
    expect((await patch({ trackingNumber: '1Z999AA10123456785' })).json().status).toBe('shipped');

    await t.app.mailer.deliverDue();
    const shipping = t.mail.sent.filter((email) => email.subject.startsWith('Your MotoMuse print has shipped'));
    expect(shipping).toHaveLength(1);
    expect(shipping[0]!.text).toContain('1Z999AA10123456784');
    const timeline = corrected.json().timeline.map((event: { message: string }) => event.message);
    expect(timeline).toEqual(
      expect.arrayContaining([
        'Paid in full → Partially refunded',
        'In production → Shipped',
        'Tracking number 1Z999AA10123456784 corrected to 1Z999AA10123456799',
      ]),
    );
  });

  it('reconcile finds a paid session whose event was lost, and recreate makes exactly one order', async () => {
    await fillCart();
    const sessionId = await startCheckout();
    await t.app.demoPayments.pay(sessionId, {
      cardNumber: '4242424242424242',
      name: 'Pat',
      shipping: { line1: 'x', city: 'y', state: 'z', postal_code: '1', country: 'US' },
    });
    const reconcile = await t.app.inject({ method: 'GET', url: '/api/admin/reconcile', headers: { cookie: admin } });
    expect(reconcile.json().missingOrders).toEqual([expect.objectContaining({ sessionId, email: 'pat@example.com', amount: 14800 })]);

    const recreate = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/recreate-order',
        headers: { cookie: admin },
        payload: { sessionId, tempId: sessionId },
      });
    const results = await Promise.all([recreate(), recreate()]);
    expect(results.map((response) => response.json().success)).toEqual([true, true]);
    expect(await orderRows()).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reconcile', headers: { cookie: admin } })).json().missingOrders).toEqual(
      [],
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reconcile', headers: { cookie: buyer } })).statusCode).toBe(403);
  });

  it('delayed payments: a failed or expired session makes no order, a later success makes one', async () => {
    await fillCart();
    const send = (type: string, sessionId: string) => {
      const payload = JSON.stringify({
        id: `evt_${type}_${sessionId}`,
        object: 'event',
        type,
        data: { object: { id: sessionId, object: 'checkout.session' } },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signStripeStyle(payload, demoWebhookSecret(t.config.authSecret)),
        },
        payload,
      });
    };
    const failed = await startCheckout();
    expect((await send('checkout.session.async_payment_failed', failed)).statusCode).toBe(200);
    const expired = await startCheckout();
    expect((await send('checkout.session.expired', expired)).statusCode).toBe(200);
    const statuses = await t.database.db.selectFrom('checkout').select(['sessionId', 'status']).execute();
    expect(Object.fromEntries(statuses.map((row) => [row.sessionId, row.status]))).toMatchObject({
      [failed]: 'failed',
      [expired]: 'expired',
    });
    expect(await orderRows()).toHaveLength(0);

    const later = await startCheckout();
    // Completed but not yet paid (a bank transfer, say): no order until the money arrives.
    expect((await send('checkout.session.completed', later)).statusCode).toBe(200);
    expect(await orderRows()).toHaveLength(0);
    await t.app.demoPayments.pay(later, {
      cardNumber: '4242424242424242',
      name: 'Pat',
      shipping: { line1: 'x', city: 'y', state: 'z', postal_code: '1', country: 'US' },
    });
    expect((await send('checkout.session.async_payment_succeeded', later)).statusCode).toBe(200);
    expect(await orderRows()).toHaveLength(1);
  });

  it('lists the customer their orders', async () => {
    await fillCart();
    await payOnDemoPage(await startCheckout());
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: buyer } });
    expect(mine.json().orders).toHaveLength(1);
    expect(mine.json().orders[0].items).toHaveLength(2);
  });
});
