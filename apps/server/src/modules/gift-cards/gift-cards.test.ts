import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GIFT_CARD_CODE_TRIES, GIFT_CARD_MESSAGES } from '@store/shared/gift-cards';
import { orderMoney } from '@store/shared/order-money';
import { demoWebhookSecret } from '#server/providers/payment/demo-payment-provider.ts';
import { signStripeStyle } from '#server/providers/payment/webhook-signature.ts';
import { payOnDemoPage } from '#test/demo-payment.ts';
import { buyerWithPublishedRender, smallCanvasRenderImage } from '#test/production.ts';
import { startStripeStandIn, type StripeStandIn } from '#test/stand-ins/stripe-stand-in.ts';
import { createStaff, createTestApp, saveStore, signUp, type SavedStore, type TestApp } from '#test/test-app.ts';
import { createGiftCardRepository } from './gift-card-repository.ts';

const CARD = { name: 'Pat Buyer', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const US_ADDRESS = { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' };
const RECIPIENT = { recipientName: 'Gil Gifted', recipientEmail: 'gil@example.com', message: 'Ride safe!' };

function sessionOf(response: { json(): { url: string } }): string {
  return response.json().url.split('/demo-checkout/')[1]!;
}

describe('gift cards', () => {
  let t: TestApp;
  let buyer: string;
  let admin: string;
  let renderId: string;

  // Every test starts from Pat's published render: made once, each test on its own copy of that store.
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

  function buy(cookie: string, payload: Record<string, unknown>) {
    return t.app.inject({ method: 'POST', url: '/api/gift-cards', headers: { cookie }, payload });
  }

  /** Buys a card as another customer and answers the code from the recipient's email. */
  async function giftCard(amountCents: number): Promise<string> {
    const giver = (await signUp(t.app, { name: 'Gail Giver', email: `giver-${randomUUID()}@example.com` })).cookie;
    const started = await buy(giver, { ...RECIPIENT, amountCents });
    expect(started.statusCode).toBe(200);
    expect((await payOnDemoPage(t.app, sessionOf(started), CARD)).statusCode).toBe(303);
    await t.app.mailer.deliverDue();
    const email = t.mail.sent.findLast((sent) => sent.to === RECIPIENT.recipientEmail)!;
    return /Your gift card code: ([A-Z0-9-]+)/.exec(email.text)![1]!;
  }

  async function fillCart(what: 'canvas' | 'digital') {
    const entries =
      what === 'canvas'
        ? [{ renderId, aspectRatio: '2x3', items: [{ size: '12x18', quantity: 1, isDigital: false, borderStyle: 'white-border' }] }]
        : [{ renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }];
    expect((await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries } })).statusCode).toBe(
      200,
    );
  }

  function checkout(body: Record<string, unknown>) {
    return t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: buyer }, payload: body });
  }

  async function balanceOf(code: string): Promise<number> {
    const checked = await t.app.inject({ method: 'POST', url: '/api/gift-cards/check', headers: { cookie: buyer }, payload: { code } });
    return checked.json().balanceCents;
  }

  async function lastOrder() {
    const orders = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: buyer } })).json().orders;
    return orders[0];
  }

  it('is bought for a valid amount by a signed-in customer; the recipient is emailed the code once, the buyer never sees it', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/gift-cards', payload: { ...RECIPIENT, amountCents: 5000 } })).statusCode).toBe(
      401,
    );
    for (const amountCents of [500, 2550, 60000]) {
      const refused = await buy(buyer, { ...RECIPIENT, amountCents });
      expect([refused.statusCode, refused.json().message]).toEqual([400, GIFT_CARD_MESSAGES.amount]);
    }
    expect((await buy(buyer, { ...RECIPIENT, recipientEmail: 'nope' })).statusCode).toBe(400);

    const started = await buy(buyer, { ...RECIPIENT, amountCents: 5000 });
    const sessionId = sessionOf(started);
    const awaiting = (await t.app.inject({ method: 'GET', url: '/api/gift-cards', headers: { cookie: buyer } })).json().giftCards;
    expect(awaiting).toMatchObject([{ amountCents: 5000, status: 'awaiting-payment', codeEnding: null }]);
    expect((await payOnDemoPage(t.app, sessionId, CARD)).statusCode).toBe(303);

    // A second delivery of the payment event, and the buyer's return page, issue nothing more.
    const again = JSON.stringify({
      id: 'evt_again',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session' } },
    });
    const signature = signStripeStyle(again, demoWebhookSecret(t.config.authSecret));
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: again,
    });
    const returned = await t.app.inject({ method: 'GET', url: `/api/gift-cards/purchases/${sessionId}`, headers: { cookie: buyer } });
    expect(returned.json().giftCard).toMatchObject({ amountCents: 5000, status: 'sent', recipientName: 'Gil Gifted' });
    const other = (await signUp(t.app, { name: 'Oscar Other', email: 'oscar@example.com' })).cookie;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/gift-cards/purchases/${sessionId}`, headers: { cookie: other } })).statusCode,
    ).toBe(404);

    await t.app.mailer.deliverDue();
    const toRecipient = t.mail.sent.filter((sent) => sent.to === 'gil@example.com');
    expect(toRecipient).toHaveLength(1);
    expect(toRecipient[0]!.subject).toBe('Pat Buyer sent you a $50.00 MotoMuse gift card');
    expect(toRecipient[0]!.text).toContain('"Ride safe!"');
    const code = /Your gift card code: ([A-Z0-9-]+)/.exec(toRecipient[0]!.text)![1]!;
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);

    const receipt = t.mail.sent.find((sent) => sent.to === 'pat@example.com' && sent.subject.startsWith('Your MotoMuse gift card'))!;
    expect(receipt.text).not.toContain(code);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/gift-cards', headers: { cookie: buyer } })).json().giftCards;
    expect(mine).toEqual([expect.objectContaining({ status: 'sent', codeEnding: code.slice(-4) })]);
    expect(JSON.stringify(mine)).not.toContain(code.replace(/-/g, '').slice(0, 12));
    const stored = await t.database.db.selectFrom('giftCard').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''));
    expect(await balanceOf(code.toLowerCase())).toBe(5000);
    // The gift card sale is not an order.
    expect(await t.database.db.selectFrom('order').selectAll().execute()).toEqual([]);
  });

  it('refuses an unknown code with a clear 404', async () => {
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards/check',
      headers: { cookie: buyer },
      payload: { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' },
    });
    expect([checked.statusCode, checked.json().message]).toEqual([404, GIFT_CARD_MESSAGES.unknown]);
    await fillCart('digital');
    const started = await checkout({ giftCardCode: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' });
    expect([started.statusCode, started.json().message]).toEqual([404, GIFT_CARD_MESSAGES.unknown]);
    expect(await t.database.db.selectFrom('checkout').selectAll().execute()).toEqual([]);
  });

  it('counts code tries per account as well as per address, and checkout tries with the checks', async () => {
    const tryCode = (cookie: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/gift-cards/check',
        remoteAddress: address,
        headers: { cookie },
        payload: { code: `ZZZZ-ZZZZ-ZZZZ-${randomUUID().slice(0, 4)}` },
      });
    for (let guess = 0; guess < GIFT_CARD_CODE_TRIES.max; guess += 1) expect((await tryCode(buyer, '10.3.0.1')).statusCode).toBe(404);
    const fromElsewhere = await tryCode(buyer, '10.3.0.2');
    expect([fromElsewhere.statusCode, fromElsewhere.json()]).toEqual([
      429,
      { error: 'TOO_MANY_GIFT_CARD_CODES', message: GIFT_CARD_MESSAGES.tooManyTries },
    ]);
    const other = (await signUp(t.app, { name: 'Oscar Other', email: 'oscar@example.com' })).cookie;
    expect((await tryCode(other, '10.3.0.2')).statusCode).toBe(404);
    expect((await tryCode(other, '10.3.0.1')).statusCode).toBe(429);
  });

  it('counts codes given at checkout toward the same limit as the checks', async () => {
    await fillCart('digital');
    const guesses = await Promise.all(
      Array.from({ length: GIFT_CARD_CODE_TRIES.max + 5 }, () => checkout({ giftCardCode: `ZZZZ-ZZZZ-ZZZZ-${randomUUID().slice(0, 4)}` })),
    );
    const statuses = guesses.map((guess) => guess.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(GIFT_CARD_CODE_TRIES.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(guesses.find((guess) => guess.statusCode === 429)!.json().message).toBe(GIFT_CARD_MESSAGES.tooManyTries);
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards/check',
      headers: { cookie: buyer },
      payload: { code: 'ZZZZ' },
    });
    expect(checked.statusCode).toBe(429);
  });

  it('pays part of an order when the balance is lower, the payment card the rest; used up afterwards', async () => {
    const code = await giftCard(2500);
    await fillCart('canvas');
    const started = await checkout({ giftCardCode: code, region: 'US' });
    expect(started.statusCode).toBe(200);
    const sessionId = sessionOf(started);
    const page = await t.app.inject({ method: 'GET', url: `/demo-checkout/${sessionId}` });
    expect(page.body).toContain(`Gift card (…${code.slice(-4)})`);
    expect((await payOnDemoPage(t.app, sessionId, { ...CARD, ...US_ADDRESS })).statusCode).toBe(303);

    const order = await lastOrder();
    const totalCents = order.amountCents + 2500;
    expect(order.charges.giftCardCents).toBe(2500);
    expect(totalCents).toBe(6900 + order.charges.shippingCents);
    // The card's sale was the revenue: the order's gross is what the payment card paid.
    expect(orderMoney(order).grossCents).toBe(order.amountCents);
    expect(await balanceOf(code)).toBe(0);

    await fillCart('digital');
    const again = await checkout({ giftCardCode: code });
    expect([again.statusCode, again.json().message]).toEqual([409, GIFT_CARD_MESSAGES.usedUp]);
  });

  it('pays all of an order, which completes without a card; the balance spans a second order', async () => {
    const code = await giftCard(10000);
    await fillCart('digital');
    const started = await checkout({ giftCardCode: code });
    const sessionId = sessionOf(started);
    const page = await t.app.inject({ method: 'GET', url: `/demo-checkout/${sessionId}` });
    expect(page.body).toContain('Place order');
    expect(page.body).not.toContain('Card number');
    expect((await payOnDemoPage(t.app, sessionId, { name: 'Pat Buyer' })).statusCode).toBe(303);
    const first = await lastOrder();
    expect([first.amountCents, first.charges.giftCardCents]).toEqual([0, 1000]);
    expect(await balanceOf(code)).toBe(9000);

    await fillCart('canvas');
    const second = sessionOf(await checkout({ giftCardCode: code, region: 'US' }));
    expect((await payOnDemoPage(t.app, second, { name: 'Pat Buyer', ...US_ADDRESS })).statusCode).toBe(303);
    const order = await lastOrder();
    const total = 6900 + order.charges.shippingCents;
    expect([order.amountCents, order.charges.giftCardCents]).toEqual([0, total]);
    expect(await balanceOf(code)).toBe(9000 - total);
  });

  it('refunds the payment card first, then puts the rest back on the gift card', async () => {
    const code = await giftCard(2500);
    await fillCart('canvas');
    const sessionId = sessionOf(await checkout({ giftCardCode: code, region: 'US' }));
    await payOnDemoPage(t.app, sessionId, { ...CARD, ...US_ADDRESS });
    const order = await lastOrder();
    const refund = (amountCents: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refunds`,
        headers: { cookie: admin },
        payload: { amountCents, reason: 'Damaged', idempotencyKey: randomUUID() },
      });

    const tooMuch = await refund(order.amountCents + 2501);
    expect(tooMuch.statusCode).toBe(400);
    const partial = await refund(order.amountCents + 1000);
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      refundedCents: order.amountCents,
      giftCardRefundedCents: 1000,
      paymentStatus: 'partially-refunded',
    });
    expect(await balanceOf(code)).toBe(1000);
    const demoRefunds = await t.database.db.selectFrom('demoPaymentRefund').select('amountCents').execute();
    expect(demoRefunds).toEqual([{ amountCents: order.amountCents }]);
    expect(partial.json().timeline.map((event: { message: string }) => event.message)).toContain(
      `Refunded $${((order.amountCents + 1000) / 100).toFixed(2)} ($${(order.amountCents / 100).toFixed(2)} to the payment card, $10.00 back onto the gift card): Damaged`,
    );

    // The rest is the gift card's alone: no payment provider refund.
    const rest = await refund(1500);
    expect(rest.json()).toMatchObject({ giftCardRefundedCents: 2500, paymentStatus: 'refunded' });
    expect(await balanceOf(code)).toBe(2500);
    expect(await t.database.db.selectFrom('demoPaymentRefund').selectAll().execute()).toHaveLength(1);
    const money = orderMoney((await lastOrder()) as Parameters<typeof orderMoney>[0]);
    expect(money.netCents).toBe(0);
  });

  it('keeps no live code readable in any table after a purchase, a spend, a refund and a replacement', async () => {
    const code = await giftCard(2500);
    await fillCart('digital');
    await payOnDemoPage(t.app, sessionOf(await checkout({ giftCardCode: code })), { name: 'Pat Buyer' });
    const order = await lastOrder();
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: { cookie: admin },
      payload: { amountCents: 500, reason: 'Goodwill', idempotencyKey: randomUUID() },
    });
    expect(refunded.json()).toMatchObject({ giftCardRefundedCents: 500 });
    const [card] = (await t.app.inject({ method: 'GET', url: '/api/admin/gift-cards', headers: { cookie: admin } })).json().giftCards;
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/admin/gift-cards/${card.id}/code`,
      headers: { cookie: admin },
      payload: { replacing: card.codeEnding },
    });
    expect(replaced.statusCode).toBe(200);
    await t.app.mailer.deliverDue();
    const newCode = /Your new gift card code: ([A-Z0-9-]+)/.exec(t.mail.sent.at(-1)!.text)![1]!;
    expect(await balanceOf(newCode)).toBe(2000);

    // Every table of every schema: the store's, and on PostgreSQL the job queue's.
    const everything: string[] = [];
    for (const table of await t.database.db.introspection.getTables()) {
      const db = table.schema ? t.database.db.withSchema(table.schema) : t.database.db;
      everything.push(
        JSON.stringify(
          await db
            .selectFrom(table.name as 'giftCard')
            .selectAll()
            .execute(),
        ),
      );
    }
    const dump = everything.join('\n');
    for (const secret of [code, newCode]) {
      expect(dump).not.toContain(secret);
      expect(dump).not.toContain(secret.replace(/-/g, ''));
    }
    // The mailbox still shows what was sent, opened with a key that is not in the database.
    const mailbox = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', query: { to: RECIPIENT.recipientEmail } });
    expect(
      mailbox
        .json()
        .emails.map((email: { text: string }) => email.text)
        .join('\n'),
    ).toContain(newCode);
  });

  it('shows the owner each card with its balance, holds and orders; a lost code is replaced, the old one void, the new one emailed', async () => {
    const code = await giftCard(5000);
    await fillCart('digital');
    await payOnDemoPage(t.app, sessionOf(await checkout({ giftCardCode: code })), { name: 'Pat Buyer' });
    const order = await lastOrder();
    const list = (search?: string, cookie = admin) =>
      t.app.inject({ method: 'GET', url: '/api/admin/gift-cards', query: search === undefined ? {} : { search }, headers: { cookie } });

    const staff = await createStaff(t);
    expect((await list(undefined, staff)).statusCode).toBe(403);
    expect((await list(undefined, buyer)).statusCode).toBe(403);
    const listed = await list();
    expect(listed.statusCode).toBe(200);
    const [card] = listed.json().giftCards;
    expect(card).toMatchObject({
      status: 'sent',
      codeEnding: code.replace(/-/g, '').slice(-4),
      amountCents: 5000,
      balanceCents: 4000,
      heldCents: 0,
      recipientEmail: RECIPIENT.recipientEmail,
      buyerName: 'Gail Giver',
      codeReplacedAt: null,
      orders: [{ orderId: order.id, giftCardCents: 1000, giftCardRefundedCents: 0 }],
    });
    expect(JSON.stringify(listed.json())).not.toContain(code.replace(/-/g, ''));
    for (const search of ['GIL@EXAMPLE', 'gail giv', card.codeEnding.toLowerCase()])
      expect((await list(search)).json().giftCards).toHaveLength(1);
    for (const search of ['nobody', '%', '_']) expect((await list(search)).json().giftCards).toHaveLength(0);

    const replace = (id: string, cookie = admin) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/gift-cards/${id}/code`,
        headers: { cookie },
        payload: { replacing: card.codeEnding },
      });
    expect((await replace(card.id, staff)).statusCode).toBe(403);
    expect((await replace('no-such-card')).statusCode).toBe(404);
    const replaced = await replace(card.id);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ balanceCents: 4000, codeReplacedBy: 'Ada Admin', orders: [{ orderId: order.id }] });
    expect(replaced.json().codeReplacedAt).not.toBeNull();

    await t.app.mailer.deliverDue();
    const email = t.mail.sent.findLast((sent) => sent.to === RECIPIENT.recipientEmail)!;
    expect(email.subject).toBe('Your new MotoMuse gift card code');
    const newCode = /Your new gift card code: ([A-Z0-9-]+)/.exec(email.text)![1]!;
    expect(newCode.replace(/-/g, '').slice(-4)).toBe(replaced.json().codeEnding);
    expect(email.text).toContain('Balance: $40.00');
    const old = await t.app.inject({ method: 'POST', url: '/api/gift-cards/check', headers: { cookie: buyer }, payload: { code } });
    expect([old.statusCode, old.json().message]).toEqual([404, GIFT_CARD_MESSAGES.unknown]);
    expect(await balanceOf(newCode)).toBe(4000);

    // A checkout still open holds its part: neither in the balance nor spent.
    await fillCart('canvas');
    expect((await checkout({ giftCardCode: newCode, region: 'US' })).statusCode).toBe(200);
    expect((await list()).json().giftCards[0]).toMatchObject({ balanceCents: 0, heldCents: 4000 });
  });

  it('makes one new code when two owners replace the same one at once', async () => {
    await giftCard(2500);
    const [card] = (await t.app.inject({ method: 'GET', url: '/api/admin/gift-cards', headers: { cookie: admin } })).json().giftCards;
    const cards = createGiftCardRepository(t.database.db, t.database.kind);
    // The other owner's replacement landed between this one's read and its write.
    expect(await cards.replaceCode(card.id, 'ZZZZ', { hash: 'h', ending: 'WXYZ' }, 'Other Owner')).toBe(false);
    expect(await cards.replaceCode(card.id, card.codeEnding, { hash: 'h', ending: 'WXYZ' }, 'Other Owner')).toBe(true);
    const [after] = (await t.app.inject({ method: 'GET', url: '/api/admin/gift-cards', headers: { cookie: admin } })).json().giftCards;
    expect(after).toMatchObject({ codeEnding: 'WXYZ', codeReplacedBy: 'Other Owner', balanceCents: 2500 });
  });

  it('makes one new code when the owner presses twice: the second press names a code already gone', async () => {
    await giftCard(2500);
    const [card] = (await t.app.inject({ method: 'GET', url: '/api/admin/gift-cards', headers: { cookie: admin } })).json().giftCards;
    const press = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/gift-cards/${card.id}/code`,
        headers: { cookie: admin },
        payload: { replacing: card.codeEnding },
      });
    const presses = await Promise.all([press(), press()]);
    const late = await press();
    expect(presses.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect([late.statusCode, late.json()]).toEqual([
      409,
      { error: 'GIFT_CARD_CODE_CHANGED', message: GIFT_CARD_MESSAGES.replacedMeanwhile },
    ]);
    await t.app.mailer.deliverDue();
    expect(t.mail.sent.filter((sent) => sent.subject === 'Your new MotoMuse gift card code')).toHaveLength(1);
    const missing = await t.app.inject({ method: 'POST', url: `/api/admin/gift-cards/${card.id}/code`, headers: { cookie: admin } });
    expect(missing.statusCode).toBe(400);
  });

  it('replaces no code of a card not paid for yet', async () => {
    await buy(buyer, { ...RECIPIENT, amountCents: 2500 });
    const [card] = (await t.app.inject({ method: 'GET', url: '/api/admin/gift-cards', headers: { cookie: admin } })).json().giftCards;
    expect(card).toMatchObject({ status: 'awaiting-payment', codeEnding: null, issuedAt: null });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/gift-cards/${card.id}/code`,
      headers: { cookie: admin },
      payload: { replacing: 'AB23' },
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, GIFT_CARD_MESSAGES.notIssued]);
    expect(t.mail.sent.filter((sent) => sent.to === RECIPIENT.recipientEmail)).toHaveLength(0);
  });

  it("keeps a card working for its recipient when its giver deletes their account; the giver's name and message go", async () => {
    const giver = (await signUp(t.app, { name: 'Gail Giver', email: 'gail@example.com', password: 'secret-123' })).cookie;
    const started = await buy(giver, { ...RECIPIENT, amountCents: 2500 });
    await payOnDemoPage(t.app, sessionOf(started), CARD);
    await t.app.mailer.deliverDue();
    const code = /Your gift card code: ([A-Z0-9-]+)/.exec(t.mail.sent.find((sent) => sent.to === RECIPIENT.recipientEmail)!.text)![1]!;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { origin: 'http://localhost:3000', cookie: giver },
      payload: { confirmation: 'DELETE', password: 'secret-123' },
    });
    expect(deleted.statusCode).toBe(200);
    const card = await t.database.db.selectFrom('giftCard').select(['buyerName', 'message', 'balanceCents']).executeTakeFirstOrThrow();
    expect(card).toEqual({ buyerName: expect.not.stringContaining('Gail'), message: '', balanceCents: 2500 });
    expect(await balanceOf(code)).toBe(2500);
  });

  it('never spends more than the balance when checkouts start at once; an ended checkout gives its hold back', async () => {
    const code = await giftCard(10000);
    await fillCart('canvas');
    const started = await Promise.all(Array.from({ length: 4 }, () => checkout({ giftCardCode: code, region: 'US' })));
    const holds = await t.database.db.selectFrom('giftCardHold').select(['amountCents', 'status']).execute();
    const heldCents = holds.reduce((sum, hold) => sum + hold.amountCents, 0);
    expect(heldCents).toBe(10000);
    expect(await balanceOf(code)).toBe(0);
    const refused = started.filter((response) => response.statusCode !== 200);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const response of refused) expect([response.statusCode, response.json().message]).toEqual([409, GIFT_CARD_MESSAGES.allHeld]);

    // One checkout's page expires and gives its part back; the others are paid and spend exactly what they held.
    const open = started.filter((response) => response.statusCode === 200).map(sessionOf);
    const expired = JSON.stringify({
      id: 'evt_expired',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: open[0], object: 'checkout.session' } },
    });
    const signature = signStripeStyle(expired, demoWebhookSecret(t.config.authSecret));
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: expired,
    });
    const released = await t.database.db
      .selectFrom('giftCardHold')
      .select(['amountCents', 'status'])
      .where('paymentSessionId', '=', open[0]!)
      .executeTakeFirstOrThrow();
    expect(released.status).toBe('released');
    const releasedCents = released.amountCents;
    expect(await balanceOf(code)).toBe(releasedCents);
    for (const sessionId of open.slice(1)) expect((await payOnDemoPage(t.app, sessionId, { ...CARD, ...US_ADDRESS })).statusCode).toBe(303);
    const spent = await t.database.db.selectFrom('order').select(['giftCardCents']).execute();
    expect(spent.reduce((sum, order) => sum + order.giftCardCents, 0) + releasedCents).toBe(10000);
    expect(await balanceOf(code)).toBe(releasedCents);
  });
});

describe('gift cards and gifts through Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_gift_cards';
  let standIn: StripeStandIn;
  let t: TestApp;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(async () => standIn.close());
  afterEach(async () => {
    await t?.close();
  });

  it("issues a card bought on Stripe; a card and a gift send Stripe the card's part and the recipient, not an address form", async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      STRIPE_SECRET_KEY: 'sk_test_gift_cards',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    });
    const { buyer, renderId } = await buyerWithPublishedRender(t, smallCanvasRenderImage);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards',
      headers: { cookie: buyer },
      payload: { ...RECIPIENT, amountCents: 7500 },
    });
    expect(bought.statusCode).toBe(200);
    const purchaseSession = [...standIn.sessions.keys()].at(-1)!;
    standIn.pay(purchaseSession, { email: 'pat@example.com', name: 'Pat Buyer' });
    const { payload, signature } = standIn.event('checkout.session.completed', purchaseSession, WEBHOOK_SECRET);
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    await t.app.mailer.deliverDue();
    const code = /Your gift card code: ([A-Z0-9-]+)/.exec(t.mail.sent.find((sent) => sent.to === RECIPIENT.recipientEmail)!.text)![1]!;

    const entries = [
      { renderId, aspectRatio: '2x3', items: [{ size: '12x18', quantity: 1, isDigital: false, borderStyle: 'white-border' }] },
    ];
    await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries } });
    const recipient = { name: 'Rosa Recipient', line1: '5 Elm Rd', city: 'Denver', state: 'CO', postal_code: '80202', country: 'US' };
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: buyer },
      payload: { region: 'US', giftCardCode: code, gift: { message: 'Enjoy', recipient } },
    });
    expect(started.statusCode).toBe(200);
    const checkout = await t.database.db.selectFrom('checkout').selectAll().executeTakeFirstOrThrow();
    const shipping = checkout.shippingCents;
    expect(checkout.giftCardCents).toBe(7500);

    const coupon = standIn.requests.findLast((call) => call.path === '/v1/coupons')!;
    expect(coupon.body).toMatchObject({ amount_off: '6900', name: `Gift card ${code.slice(-4)}` });
    const sent = standIn.requests.findLast((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions')!;
    expect(sent.body.shipping_address_collection).toBeUndefined();
    expect(sent.body.shipping_options).toBeUndefined();
    expect(sent.body).toMatchObject({
      line_items: [
        { price_data: { unit_amount: '6900' } },
        { price_data: { unit_amount: String(shipping - 600), product_data: { name: 'Shipping to United States' } } },
      ],
      payment_intent_data: { shipping: { name: 'Rosa Recipient', address: { line1: '5 Elm Rd', city: 'Denver', country: 'US' } } },
    });
  });
});
