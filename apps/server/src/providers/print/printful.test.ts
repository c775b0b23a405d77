import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPrintfulStandIn } from '#test/stand-ins/printful-stand-in.ts';
import { createAdmin, saveStore, signUp, type SavedStore, type TestApp } from '#test/test-app.ts';
import { publishFinishedRender, sellingRenderImage, uploadRender } from '#test/production.ts';
import { payOnDemoPage } from '#test/demo-payment.ts';
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_MESSAGES } from '@store/shared/gifts';

const TOKEN = 'printful-webhook-token-123456';
let printful: Awaited<ReturnType<typeof startPrintfulStandIn>>;
beforeAll(async () => {
  printful = await startPrintfulStandIn();
});
afterAll(async () => printful.close());

describe('print fulfilment on Printful (stand-in)', () => {
  let t: TestApp;
  let buyer: string;
  let renderId: string;

  // Every test starts from Pia's published render: made once (its print files take seconds), each test on its own copy of that store.
  let saved: SavedStore<{ buyer: string; renderId: string }>;
  beforeAll(async () => {
    const environment = {
      PRINTFUL_API_KEY: 'pf-test-key',
      PRINTFUL_API_URL: printful.url,
      PRINTFUL_WEBHOOK_TOKEN: TOKEN,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    };
    saved = await saveStore(environment, async (store) => {
      const made = (await signUp(store.app, { name: 'Pia Print', email: 'pia@example.com' })).cookie;
      const admin = await createAdmin(store);
      const id = await uploadRender(store.app, made, 'Cartoon');
      await publishFinishedRender(store.app, id, { cookie: admin }, await sellingRenderImage());
      return { buyer: made, renderId: id };
    });
  });
  afterAll(async () => saved?.drop());
  beforeEach(async () => {
    t = await saved.open();
    ({ buyer, renderId } = saved.made);
  });
  afterEach(async () => {
    await t?.close();
  });

  async function buyCanvases(): Promise<string> {
    const entries = [
      { renderId, aspectRatio: '2x3', items: [{ size: '12x18', quantity: 1, isDigital: false, borderStyle: 'white-border' }] },
      { renderId, aspectRatio: '3x2', items: [{ size: '30x20', quantity: 2, isDigital: false, borderStyle: 'full-wrap' }] },
    ];
    await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries } });
    const { url } = (await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: buyer } })).json();
    const sessionId = url.split('/demo-checkout/')[1];
    const form = {
      name: 'Pia Print',
      cardNumber: '4242424242424242',
      line1: '9 Canal St',
      line2: 'Apt 2',
      city: 'Boston',
      state: 'MA',
      postal_code: '02108',
      country: 'US',
    };
    await payOnDemoPage(t.app, sessionId, form);
    const order = await t.database.db.selectFrom('order').selectAll().executeTakeFirstOrThrow();
    return order.id;
  }

  function webhook(orderId: string, token = TOKEN) {
    return t.app.inject({
      method: 'POST',
      url: `/api/print/webhook?token=${token}`,
      payload: { type: 'package_shipped', data: { order: { id: 1, external_id: orderId } } },
    });
  }

  it('variants come from the Printful catalogue, matched by normalised size', async () => {
    const catalog = (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json();
    const landscape = catalog.ratios.find((ratio: { ratio: string }) => ratio.ratio === '3x2');
    expect(landscape.sizes.map((size: { variantId: string }) => size.variantId)).toEqual(['17', '18']);
  });

  it('places the order with our id, variants, the right print files, borders and the recipient', async () => {
    const orderId = await buyCanvases();
    const body = printful.created.find((created) => created.external_id === orderId) as Record<string, unknown> & {
      items: Array<Record<string, unknown>>;
    };
    expect(body.recipient).toEqual({
      name: 'Pia Print',
      address1: '9 Canal St',
      address2: 'Apt 2',
      city: 'Boston',
      state_code: 'MA',
      country_code: 'US',
      zip: '02108',
      email: 'pia@example.com',
    });
    expect(body.items).toEqual([
      {
        variant_id: 16,
        quantity: 1,
        files: [{ type: 'default', url: expect.stringContaining(`/api/downloads/${orderId}/${renderId}/2x3?`) }],
        options: [{ id: 'edge', value: 'white' }],
      },
      {
        variant_id: 17,
        quantity: 2,
        files: [{ type: 'default', url: expect.stringContaining(`/api/downloads/${orderId}/${renderId}/3x2?`) }],
        options: [{ id: 'edge', value: 'image' }],
      },
    ]);
    const printFile = new URL((body.items[0]!.files as Array<{ url: string }>)[0]!.url);
    expect((await t.app.inject({ method: 'GET', url: printFile.pathname + printFile.search })).statusCode).toBe(200);
    const order = await t.database.db.selectFrom('order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      printProvider: 'printful',
      printStatus: 'pending',
      printDashboardUrl: expect.stringContaining('printful.com/dashboard'),
    });
  });

  it('ships a gift to its recipient with the message on a packing slip that carries no prices', async () => {
    const entries = [
      { renderId, aspectRatio: '2x3', items: [{ size: '12x18', quantity: 1, isDigital: false, borderStyle: 'white-border' }] },
    ];
    await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries } });
    const recipient = {
      name: 'Rosa Recipient',
      line1: '5 Elm Rd',
      line2: '',
      city: 'Denver',
      state: 'CO',
      postal_code: '80202',
      country: 'us',
    };
    const checkout = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: buyer }, payload });

    const tooLong = await checkout({ region: 'US', gift: { message: 'x'.repeat(GIFT_MESSAGE_MAX_LENGTH + 1), recipient } });
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, GIFT_MESSAGES.messageTooLong]);
    const abroad = await checkout({ region: 'US', gift: { message: '', recipient: { ...recipient, country: 'FR' } } });
    expect([abroad.statusCode, abroad.json().message]).toEqual([400, GIFT_MESSAGES.countryNotInRegion]);

    const started = await checkout({ region: 'US', gift: { message: 'Happy birthday, Rosa!', recipient } });
    expect(started.statusCode).toBe(200);
    const sessionId = started.json().url.split('/demo-checkout/')[1];
    const page = await t.app.inject({ method: 'GET', url: `/demo-checkout/${sessionId}` });
    expect(page.body).toContain('Ships as a gift to');
    expect(page.body).not.toContain('Shipping address');
    expect((await payOnDemoPage(t.app, sessionId, { name: 'Pia Print', cardNumber: '4242424242424242' })).statusCode).toBe(303);

    const order = await t.database.db.selectFrom('order').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({ giftMessage: 'Happy birthday, Rosa!', giftRecipientName: 'Rosa Recipient' });
    const body = printful.created.find((created) => created.external_id === order.id)!;
    expect(body.recipient).toMatchObject({
      name: 'Rosa Recipient',
      address1: '5 Elm Rd',
      city: 'Denver',
      country_code: 'US',
      zip: '80202',
    });
    expect(body.gift).toEqual({ subject: 'A gift for Rosa Recipient', message: 'Happy birthday, Rosa!' });
    expect(body.packing_slip).toEqual({ email: t.config.supportEmail, store_name: 'MotoMuse', custom_order_id: order.id });
    expect(JSON.stringify(body)).not.toMatch(/retail|price|cost/i);

    const customerOrders = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: buyer } })).json().orders;
    expect(customerOrders[0]).toMatchObject({
      gift: { message: 'Happy birthday, Rosa!', recipientName: 'Rosa Recipient' },
      shippingInfo: { name: 'Rosa Recipient', city: 'Denver' },
    });
    await t.app.mailer.deliverDue();
    const confirmation = t.mail.sent.find((sent) => sent.subject === `Your MotoMuse order ${order.id}`)!;
    expect(confirmation.text).toContain('A gift for Rosa Recipient');
    expect(confirmation.text).toContain('Your message: "Happy birthday, Rosa!"');
  });

  it('refuses a gift without a canvas: a digital download comes to the buyer', async () => {
    const entries = [{ renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }];
    await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries } });
    const recipient = { name: 'Rosa', line1: '5 Elm Rd', city: 'Denver', state: 'CO', postal_code: '80202', country: 'US' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: buyer },
      payload: { gift: { message: 'Hi', recipient } },
    });
    expect([refused.statusCode, refused.json().message]).toEqual([400, GIFT_MESSAGES.canvasOnly]);
  });

  it('retries a failed submission with back-off, and never makes a second Printful order for the same id', async () => {
    printful.failNext(1);
    const orderId = await buyCanvases();
    let order = await t.database.db.selectFrom('order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ printStatus: 'submit_failed', printAttempts: 1, printOrderId: null });
    expect(await t.modules.orders.service.fulfilment.retryDuePrints()).toBe(0);

    await t.database.db
      .updateTable('order')
      .set({ printNextAttemptAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await t.modules.orders.service.fulfilment.retryDuePrints()).toBe(1);
    order = await t.database.db.selectFrom('order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.printOrderId).not.toBeNull();

    // A retry after a lost answer finds the existing Printful order instead of placing another.
    await t.database.db
      .updateTable('order')
      .set({ printOrderId: null, printStatus: 'submit_failed', printNextAttemptAt: new Date(0).toISOString() })
      .execute();
    await t.modules.orders.service.fulfilment.retryDuePrints();
    expect(printful.created.filter((created) => created.external_id === orderId)).toHaveLength(1);
  });

  it('webhooks: re-read the order; the first tracking number ships it and emails the customer once; a second package adds a number; never backwards', async () => {
    const orderId = await buyCanvases();
    expect((await webhook(orderId, 'wrong-token-wrong-token')).statusCode).toBe(403);

    printful.setStatus(orderId, 'inprocess');
    await webhook(orderId);
    let order = await t.database.db.selectFrom('order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('in-production');

    printful.ship(orderId, 'TRACK-ONE');
    await webhook(orderId);
    printful.ship(orderId, 'TRACK-TWO');
    await webhook(orderId);
    order = await t.database.db.selectFrom('order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('shipped');
    expect(JSON.parse(order.trackingNumbers)).toEqual(['TRACK-ONE', 'TRACK-TWO']);

    printful.setStatus(orderId, 'inprocess');
    await webhook(orderId);
    expect((await t.database.db.selectFrom('order').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe(
      'shipped',
    );

    await t.app.mailer.deliverDue();
    const shipping = t.mail.sent.filter((email) => email.subject.startsWith('Your MotoMuse print has shipped'));
    expect(shipping.map((email) => email.text.match(/TRACK-\w+/)?.[0])).toEqual(['TRACK-ONE']);
  });

  it('a failed or held Printful order becomes an issue for staff', async () => {
    const orderId = await buyCanvases();
    printful.setStatus(orderId, 'onhold');
    await webhook(orderId);
    expect((await t.database.db.selectFrom('order').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe(
      'issue',
    );
  });
});
