import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Insights } from '@store/shared/insights';
import { orderMoney } from '@store/shared/order-money';
import { adminOrderDetailSchema, type OrderItem } from '@store/shared/orders';
import { insertOrderLines } from '#test/order-lines.ts';
import { saveStore, signInRoles, type Role, type SavedStore, type TestApp } from '#test/test-app.ts';

const canvas: OrderItem = {
  renderId: 'r1',
  style: 'Anime',
  image: '',
  aspectRatio: '2x3',
  size: '16x24',
  quantity: 2,
  isDigital: false,
  unitPriceCents: 8900,
};
const download: OrderItem = { ...canvas, size: 'Digital Download', quantity: 1, isDigital: true, unitPriceCents: 1000 };

/** Orders with discounts, shipping, tax and refunds, over two days of a three-day range. */
const FIXTURE = [
  {
    id: 'MM-A',
    day: '2026-04-01',
    items: [canvas],
    discountCode: 'RIDE10',
    discountCents: 1780,
    shippingCents: 999,
    taxCents: 1256,
    refundedCents: 900,
  },
  {
    id: 'MM-B',
    day: '2026-04-01',
    items: [download],
    discountCode: null,
    discountCents: 0,
    shippingCents: 0,
    taxCents: 80,
    refundedCents: 1080,
  },
  {
    id: 'MM-C',
    day: '2026-04-03',
    items: [canvas, download],
    discountCode: 'FIVE',
    discountCents: 500,
    shippingCents: 1499,
    taxCents: 0,
    giftCardCents: 2500,
    refundedCents: 0,
  },
] as const;

const cents = (dollars: string) => Math.round(Number(dollars) * 100);

describe('money adds up the same on every screen and export', () => {
  let t: TestApp;
  let as: (role: Role) => Record<string, string>;
  // Every test starts with its people signed in (password hashing: most of a test app's CPU), done once; each test on its own copy of that store.
  let saved: SavedStore<(role: Role) => Record<string, string>>;
  beforeAll(async () => {
    saved = await saveStore({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, signInRoles);
  });
  afterAll(async () => saved?.drop());
  beforeEach(async () => {
    t = await saved.open();
    as = saved.made;
  });
  afterEach(async () => {
    await t?.close();
  });

  it('insights, orders.csv, customers.csv and the order detail agree on gross, gift cards, refunds and net', async () => {
    const owner = await t.database.db.selectFrom('user').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow();
    for (const order of FIXTURE) {
      const createdAt = `${order.day}T12:00:00.000Z`;
      const subtotal = order.items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
      const giftCardCents = 'giftCardCents' in order ? order.giftCardCents : 0;
      await t.database.db
        .insertInto('order')
        .values({
          id: order.id,
          paymentSessionId: `cs_${order.id}`,
          userId: owner.id,
          name: 'Olive Owner',
          email: 'owner@example.com',
          status: 'in-production',
          shipping: null,
          amountCents: subtotal - order.discountCents + order.shippingCents + order.taxCents - giftCardCents,
          refundedCents: order.refundedCents,
          discountCode: order.discountCode,
          discountCents: order.discountCents,
          shippingCents: order.shippingCents,
          taxCents: order.taxCents,
          giftCardCents,
          printProvider: 'manual',
          createdAt,
          updatedAt: createdAt,
        })
        .execute();
      await insertOrderLines(t.database.db, { id: order.id, createdAt }, [...order.items]);
    }
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: as('admin') });

    const details = await Promise.all(
      FIXTURE.map(async (order) => adminOrderDetailSchema.parse((await get(`/api/admin/orders/${order.id}`)).json())),
    );
    const money = details.map((detail) => orderMoney(detail));
    expect(money[0]).toMatchObject({ subtotalCents: 17800, grossCents: 18275, refundedCents: 900, netCents: 17375 });

    const csv = (await get('/api/admin/exports/orders.csv?from=2026-04-01&to=2026-04-03')).body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const header = csv[0]!.split(',');
    const column = (name: string) => header.indexOf(name);
    const rows = csv.slice(1).map((line) => line.split(','));
    expect(rows.map((row) => row[0])).toEqual(FIXTURE.map((order) => order.id));
    for (const [index, row] of rows.entries()) {
      const expected = money[index]!;
      expect({
        subtotal: cents(row[column('Subtotal (USD)')]!),
        code: row[column('Discount code')] || null,
        discount: cents(row[column('Discount (USD)')]!),
        shipping: cents(row[column('Shipping (USD)')]!),
        tax: cents(row[column('Tax (USD)')]!),
        giftCard: cents(row[column('Gift card (USD)')]!),
        paid: cents(row[column('Paid (USD)')]!),
        refunded: cents(row[column('Refunded (USD)')]!),
        net: cents(row[column('Net (USD)')]!),
        fulfilment: row[column('Fulfilment')],
      }).toEqual({
        subtotal: expected.subtotalCents,
        code: expected.discountCode,
        discount: expected.discountCents,
        shipping: expected.shippingCents,
        tax: expected.taxCents,
        giftCard: expected.giftCardCents,
        paid: expected.grossCents,
        refunded: expected.refundedCents,
        net: expected.netCents,
        fulfilment: 'In production',
      });
    }

    const insights: Insights = (await get('/api/admin/insights?from=2026-04-01&to=2026-04-03')).json();
    const total = (of: 'grossCents' | 'refundedCents' | 'netCents') => money.reduce((sum, order) => sum + order[of], 0);
    expect(insights.totals).toMatchObject({
      orders: 3,
      grossCents: total('grossCents'),
      refundedCents: total('refundedCents'),
      netCents: total('netCents'),
    });
    expect(money[2]).toMatchObject({ giftCardCents: 2500 });
    expect(insights.giftCards.spentCents).toBe(2500);
    expect(insights.sales.map((day) => [day.day, day.orders, day.netCents])).toEqual([
      ['2026-04-01', 2, money[0]!.netCents + money[1]!.netCents],
      ['2026-04-02', 0, 0],
      ['2026-04-03', 1, money[2]!.netCents],
    ]);

    const customers = (await get('/api/admin/exports/customers.csv')).body.split('\r\n');
    expect(customers.find((line) => line.includes('owner@example.com'))).toMatch(
      new RegExp(`,3,${(total('netCents') / 100).toFixed(2).replace('.', '\\.')}$`),
    );
  });
});
