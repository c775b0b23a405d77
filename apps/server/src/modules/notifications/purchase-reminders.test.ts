import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerWithPublishedRender, digitalOnlyRenderImage, uploadRender } from '#test/production.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { payOnDemoPage } from '#test/demo-payment.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('purchase reminders', () => {
  let t: TestApp;
  let buyer: string;
  let boughtId: string;
  let waitingId: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    ({ buyer, renderId: boughtId } = await buyerWithPublishedRender(t, digitalOnlyRenderImage));
    const entries = [{ renderId: boughtId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }];
    await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries } });
    const checkout = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: buyer }, payload: {} });
    await payOnDemoPage(t.app, checkout.json().url.split('/demo-checkout/')[1], { name: 'Pat Buyer', cardNumber: '4242424242424242' });
    expect(await t.database.db.selectFrom('order').select('id').execute()).toHaveLength(1);
    // A second render staff finished, not bought: its state is what the sweep reads.
    waitingId = await uploadRender(t.app, buyer, 'Cyberpunk');
    await t.database.db.updateTable('render').set({ status: 'complete' }).where('id', '=', waitingId).execute();
  });
  afterAll(async () => t?.close());

  async function finishedDaysAgo(renderId: string, days: number) {
    await t.database.db
      .updateTable('render')
      .set({ completedAt: new Date(Date.now() - days * DAY_MS).toISOString() })
      .where('id', '=', renderId)
      .execute();
  }

  async function reminders() {
    await t.app.mailer.deliverDue();
    return t.mail.sent.filter((email) => email.subject.endsWith('render is waiting for you'));
  }

  it('waits three days, skips bought renders and old ones, and sends one reminder only once', async () => {
    await finishedDaysAgo(waitingId, 2);
    await finishedDaysAgo(boughtId, 4);
    expect(await t.modules.notifications.service.reminders.sendDue()).toBe(0);
    await finishedDaysAgo(waitingId, 30);
    expect(await t.modules.notifications.service.reminders.sendDue()).toBe(0);

    await finishedDaysAgo(waitingId, 4);
    expect(await t.modules.notifications.service.reminders.sendDue()).toBe(1);
    expect(await t.modules.notifications.service.reminders.sendDue()).toBe(0);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'pat@example.com', subject: 'Your Cyberpunk render is waiting for you' });
    expect(sent[0]!.text).toContain(`http://localhost:3000/product/${waitingId}`);
    expect(sent[0]!.text).toContain(sent[0]!.listUnsubscribe);
    expect(sent[0]!.listUnsubscribe).toMatch(/^http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=/);
    expect(await t.database.db.selectFrom('purchaseReminder').select(['renderId', 'outcome']).orderBy('outcome').execute()).toEqual([
      { renderId: boughtId, outcome: 'bought' },
      { renderId: waitingId, outcome: 'sent' },
    ]);
  });

  it('the unsubscribe link turns reminders off with a plain page; a forged one is refused', async () => {
    const link = /http:\/\/localhost:3000(\/api\/email\/unsubscribe\?token=\S+)/.exec((await reminders())[0]!.text)![1]!;
    const forged = await t.app.inject({ method: 'GET', url: `${link.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This unsubscribe link is not valid.');
    expect((await t.app.inject({ method: 'GET', url: '/api/email/unsubscribe' })).statusCode).toBe(400);

    const confirmed = await t.app.inject({ method: 'GET', url: link });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toMatch(/^text\/html/);
    expect(confirmed.body).toContain('You are unsubscribed');
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);

    await t.database.db.deleteFrom('purchaseReminder').execute();
    expect(await t.modules.notifications.service.reminders.sendDue()).toBe(0);
    expect(await reminders()).toHaveLength(1);
  });
});
