import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseAt } from '#test/old-database.ts';
import type { TestDatabase } from '#test/test-app.ts';
import { createAccountDirectoryRepository } from '#server/modules/accounts/account-directory-repository.ts';
import { createOrderRepository } from '#server/modules/orders/order-repository.ts';
import { createChangeNotices } from '#server/db/change-notices.ts';
import { toIso } from '../values.ts';

/** Orders as the code before migration 017 left them: the status, and the status events a refund wrote. */
const OLD_ORDERS = [
  { id: 'o-paid', status: 'paid', events: [] },
  { id: 'o-production', status: 'in-production', events: ['Paid → In production'] },
  { id: 'o-shipped', status: 'shipped', events: ['Paid → Shipped'], shippingEmail: true },
  { id: 'o-delivered', status: 'delivered', events: ['Paid → Shipped', 'Shipped → Delivered'] },
  { id: 'o-issue', status: 'issue', events: ['Paid → Issue'] },
  { id: 'o-partial-production', status: 'partially-refunded', events: ['Paid → In production', 'In production → Partially refunded'] },
  {
    id: 'o-refunded-shipped',
    status: 'refunded',
    events: ['Paid → Shipped', 'Shipped → Partially refunded', 'Partially refunded → Refunded'],
    shippingEmail: true,
  },
  { id: 'o-refunded-paid', status: 'refunded', events: ['Paid → Refunded'] },
  { id: 'o-partial-no-events', status: 'partially-refunded', events: [] },
] as const;

describe('migration 017: payment status apart from fulfilment status', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it('gives refunded orders their payment status and their fulfilment status back, and keeps the others as they were', async () => {
    const before = await testDatabaseAt('015-order-lines');
    database = before.database;
    const { old } = before;
    const { db } = database.handle;
    const start = Date.parse('2026-03-01T10:00:00.000Z');
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    await old
      .insertInto('user')
      .values({ id: 'u1', name: 'Rider', email: 'r@example.com', createdAt: at(0), updatedAt: at(0) })
      .execute();
    for (const order of OLD_ORDERS) {
      const refunded = order.status === 'refunded' ? 5000 : order.status === 'partially-refunded' ? 900 : 0;
      await old
        .insertInto('order')
        .values({
          id: order.id,
          paymentSessionId: `cs_${order.id}`,
          userId: 'u1',
          name: 'Rider',
          email: 'r@example.com',
          status: order.status,
          amountCents: 5000,
          refundedCents: refunded,
          printProvider: 'manual',
          createdAt: at(0),
          updatedAt: at(0),
        })
        .execute();
      const messages: { kind: string; message: string }[] = order.events.map((message) => ({ kind: 'status', message }));
      if ('shippingEmail' in order) messages.push({ kind: 'email', message: 'Shipping email sent (tracking 1Z1)' });
      for (const [index, event] of messages.entries())
        await old
          .insertInto('orderEvent')
          .values({ id: `${order.id}-${index}`, orderId: order.id, ...event, actor: 'staff', createdAt: at(index + 1) })
          .execute();
    }

    await before.migrateRest();

    const rows = await db.selectFrom('order').select(['id', 'status', 'paymentStatus', 'refundedCents', 'shippedEmailAt']).execute();
    const byId = new Map(rows.map((row) => [row.id, { ...row, shippedEmailAt: row.shippedEmailAt ? toIso(row.shippedEmailAt) : null }]));
    expect(Object.fromEntries(OLD_ORDERS.map((order) => [order.id, byId.get(order.id)]))).toEqual({
      'o-paid': { id: 'o-paid', status: 'paid', paymentStatus: 'paid', refundedCents: 0, shippedEmailAt: null },
      'o-production': { id: 'o-production', status: 'in-production', paymentStatus: 'paid', refundedCents: 0, shippedEmailAt: null },
      'o-shipped': { id: 'o-shipped', status: 'shipped', paymentStatus: 'paid', refundedCents: 0, shippedEmailAt: at(2) },
      'o-delivered': { id: 'o-delivered', status: 'delivered', paymentStatus: 'paid', refundedCents: 0, shippedEmailAt: null },
      'o-issue': { id: 'o-issue', status: 'issue', paymentStatus: 'paid', refundedCents: 0, shippedEmailAt: null },
      'o-partial-production': {
        id: 'o-partial-production',
        status: 'in-production',
        paymentStatus: 'partially-refunded',
        refundedCents: 900,
        shippedEmailAt: null,
      },
      'o-refunded-shipped': {
        id: 'o-refunded-shipped',
        status: 'shipped',
        paymentStatus: 'refunded',
        refundedCents: 5000,
        shippedEmailAt: at(4),
      },
      'o-refunded-paid': { id: 'o-refunded-paid', status: 'paid', paymentStatus: 'refunded', refundedCents: 5000, shippedEmailAt: null },
      'o-partial-no-events': {
        id: 'o-partial-no-events',
        status: 'paid',
        paymentStatus: 'partially-refunded',
        refundedCents: 900,
        shippedEmailAt: null,
      },
    });

    const repository = createOrderRepository(db, createAccountDirectoryRepository(db), await createChangeNotices(database.handle));
    expect((await repository.search({ status: 'in-production' }, 50)).map((order) => order.id).sort()).toEqual([
      'o-partial-production',
      'o-production',
    ]);
    expect((await repository.search({ paymentStatus: 'refunded' }, 50)).map((order) => order.id).sort()).toEqual([
      'o-refunded-paid',
      'o-refunded-shipped',
    ]);
    expect(await repository.claimShippedEmail('o-shipped')).toBe(false);
    expect(await repository.claimShippedEmail('o-production')).toBe(true);
  });
});
