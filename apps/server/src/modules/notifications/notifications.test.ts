import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDollars } from '@store/shared/prices';
import { publishFinishedRender, smallCanvasRenderImage, uploadRender } from '#test/production.ts';
import { startPrintfulStandIn } from '#test/stand-ins/printful-stand-in.ts';
import { createAdmin, createTestApp, signUp, type TestApp } from '#test/test-app.ts';
import { payOnDemoPage } from '#test/demo-payment.ts';

const TOKEN = 'printful-webhook-token-123456';

async function delivered(t: TestApp) {
  await t.app.mailer.deliverDue();
  return t.mail.sent;
}

describe('staff alerts and customer emails', () => {
  let printful: Awaited<ReturnType<typeof startPrintfulStandIn>>;
  let t: TestApp;
  let buyer: string;
  let admin: string;
  let renderId: string;

  beforeAll(async () => {
    printful = await startPrintfulStandIn();
    t = await createTestApp({
      PRINTFUL_API_KEY: 'pf-test-key',
      PRINTFUL_API_URL: printful.url,
      PRINTFUL_WEBHOOK_TOKEN: TOKEN,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
    buyer = (await signUp(t.app, { name: 'Pia Print', email: 'pia@example.com' })).cookie;
    admin = await createAdmin(t);
    renderId = await uploadRender(t.app, buyer, 'Cartoon');
    await publishFinishedRender(t.app, renderId, { cookie: admin }, await smallCanvasRenderImage());
  });
  afterAll(async () => {
    await t?.close();
    await printful?.close();
  });

  async function buyCanvas(): Promise<string> {
    const entries = [
      { renderId, aspectRatio: '2x3', items: [{ size: '12x18', quantity: 1, isDigital: false, borderStyle: 'white-border' }] },
    ];
    expect((await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries } })).statusCode).toBe(
      200,
    );
    const checkout = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: buyer }, payload: {} });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sessionId: string = checkout.json().url.split('/demo-checkout/')[1];
    const form = {
      name: 'Pia Print',
      cardNumber: '4242424242424242',
      line1: '9 Canal St',
      city: 'Boston',
      state: 'MA',
      postal_code: '02108',
      country: 'US',
    };
    await payOnDemoPage(t.app, sessionId, form);
    return (await t.database.db.selectFrom('order').select('id').where('paymentSessionId', '=', sessionId).executeTakeFirstOrThrow()).id;
  }

  it('a new upload: the customer gets a receipt, every admin an alert linking to the workbench', async () => {
    const sent = await delivered(t);
    const receipt = sent.find((email) => email.to === 'pia@example.com' && email.subject === 'We got your photo');
    expect(receipt?.text).toContain('Thanks, Pia Print: your Cartoon render is in the queue');
    expect(receipt?.text).toContain('There is nothing you need to do meanwhile.');
    expect(receipt?.text).toContain('Renders are usually ready in about an hour. We will email you as soon as yours is ready to view.');
    const alert = sent.find((email) => email.subject === 'New render request: Cartoon for Pia Print');
    expect(alert?.to).toBe('admin@example.com');
    expect(alert?.text).toContain(`http://localhost:3000/admin/renders/${renderId}`);
  });

  it('a paid order and a print problem alert staff with a link to the order in fulfilment; delivered emails the customer', async () => {
    printful.failNext(1);
    const orderId = await buyCanvas();
    const fulfilmentLink = `http://localhost:3000/admin/fulfillment?search=${orderId}`;
    let sent = await delivered(t);
    const { amountCents } = await t.database.db
      .selectFrom('order')
      .select('amountCents')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const paid = sent.find((email) => email.subject === `New order ${orderId}: ${formatDollars(amountCents)}`);
    expect(paid?.to).toBe('admin@example.com');
    expect(paid?.text).toContain('1 canvas print');
    expect(paid?.text).toContain(fulfilmentLink);
    const failed = sent.find((email) => email.subject === `Print problem on order ${orderId}`);
    expect(failed?.text).toContain('It is retried automatically.');
    expect(failed?.text).toContain(fulfilmentLink);

    await t.database.db
      .updateTable('order')
      .set({ printNextAttemptAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await t.modules.orders.service.fulfilment.retryDuePrints();
    printful.setStatus(orderId, 'onhold');
    await t.app.inject({
      method: 'POST',
      url: `/api/print/webhook?token=${TOKEN}`,
      payload: { type: 'order_put_hold', data: { order: { id: 1, external_id: orderId } } },
    });
    sent = await delivered(t);
    expect(sent.filter((email) => email.subject === `Print problem on order ${orderId}`).map((email) => email.text)).toEqual([
      expect.stringContaining('It is retried automatically.'),
      expect.stringContaining('printful reports the print order as onhold.'),
    ]);

    const patch = (status: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}`, headers: { cookie: admin }, payload: { status } });
    expect((await patch('delivered')).statusCode).toBe(200);
    await patch('delivered');
    const deliveredEmails = (await delivered(t)).filter((email) => email.subject === `Your MotoMuse print has arrived (order ${orderId})`);
    expect(deliveredEmails).toHaveLength(1);
    expect(deliveredEmails[0]!.to).toBe('pia@example.com');
  });

  it('a revision request alerts staff with the note and the workbench link', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/renders/${renderId}/revision`,
      headers: { cookie: buyer },
      payload: { note: 'Make the tank a deeper red, please' },
    });
    expect(asked.statusCode).toBe(200);
    const alert = (await delivered(t)).find((email) => email.subject === 'Revision requested: Cartoon render for Pia Print');
    expect(alert?.to).toBe('admin@example.com');
    expect(alert?.text).toContain('"Make the tank a deeper red, please"');
    expect(alert?.text).toContain(`http://localhost:3000/admin/renders/${renderId}`);
  });
});

describe('STAFF_ALERT_EMAIL', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('sends every staff alert to that one address instead of the admins', async () => {
    t = await createTestApp({ STAFF_ALERT_EMAIL: 'studio@example.com' });
    await createAdmin(t);
    const customer = (await signUp(t.app, { name: 'Cora Customer', email: 'cora@example.com' })).cookie;
    await uploadRender(t.app, customer, 'Retro');
    const alerts = (await delivered(t)).filter((email) => email.subject.startsWith('New render request'));
    expect(alerts.map((email) => email.to)).toEqual(['studio@example.com']);
  });
});
