import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payOnDemoPage } from '#test/demo-payment.ts';
import { buyerWithPublishedRender, digitalOnlyRenderImage } from '#test/production.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const ORIGIN = { origin: 'http://localhost:3000' };

describe('account deletion and the outbox', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ STAFF_ALERT_EMAIL: 'studio@shop.example', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterEach(async () => {
    await t?.close();
  });

  it('erases the staff alerts and support emails that name the customer, sent or not', async () => {
    const { buyer, renderId } = await buyerWithPublishedRender(t, digitalOnlyRenderImage);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...ORIGIN, cookie: buyer },
      payload: { name: 'Pat Buyer', email: 'pat@example.com', message: 'Where is my render?' },
    });
    expect(contact.statusCode).toBe(201);
    const entries = [{ renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }];
    expect((await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries } })).statusCode).toBe(
      200,
    );
    const started = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: buyer } });
    await payOnDemoPage(t.app, started.json().url.split('/demo-checkout/')[1], { name: 'Pat Buyer', cardNumber: '4242 4242 4242 4242' });
    await t.app.mailer.deliverDue();

    const namesPat = async () =>
      (await t.database.db.selectFrom('outboxEmail').selectAll().execute()).filter((row) =>
        [row.recipient, row.replyTo, row.subject, row.text, row.html].some((field) => /Pat Buyer|pat@example\.com/.test(field ?? '')),
      );
    expect((await namesPat()).map((row) => row.recipient)).toEqual(
      expect.arrayContaining(['studio@shop.example', 'support@motomuse.local']),
    );

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { ...ORIGIN, cookie: buyer },
      payload: { confirmation: 'DELETE', password: 'secret-123' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await namesPat()).toEqual([]);
  });
});
