import { sql, type Kysely } from 'kysely';
import { nextDay, type InsightsRange } from '@store/shared/insights';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { inSlices } from '#server/db/slices.ts';
import { toIso } from '#server/db/values.ts';

export type OrderMoneyRow = { day: string; amountCents: number; refundedCents: number };
/** What the lines of one size in one style sold: units and their revenue at the prices paid. */
export type LineSales = { size: string; style: string; quantity: number; revenueCents: number };
/** An order a card paid for, as staff see it on the card. */
export type GiftCardOrder = {
  giftCardId: string;
  orderId: string;
  createdAt: string;
  giftCardCents: number;
  giftCardRefundedCents: number;
};
export type GiftCardSpending = { spentCents: number; refundedCents: number };

/** PostgreSQL answers counts and sums as bigint strings, SQLite as numbers. */
const toCount = (value: string | number | bigint | null): number => Number(value ?? 0);

/** Units and revenue of the lines of the orders in the range, per size and style: one pass over the lines serves both best-seller lists. */
async function lineSales(db: Kysely<Database>, range: InsightsRange): Promise<LineSales[]> {
  const rows = await db
    .selectFrom('orderLine')
    .select((eb) => [
      'size',
      'style',
      eb.fn.sum<number | string>('quantity').as('quantity'),
      eb.fn.sum<number | string>(eb('quantity', '*', eb.ref('unitPriceCents'))).as('revenueCents'),
    ])
    .where('createdAt', '>=', `${range.from}T00:00:00.000Z`)
    .where('createdAt', '<', `${nextDay(range.to)}T00:00:00.000Z`)
    .groupBy(['size', 'style'])
    .execute();
  return rows.map((row) => ({
    size: row.size,
    style: row.style,
    quantity: toCount(row.quantity),
    revenueCents: toCount(row.revenueCents),
  }));
}

/**
 * What the orders tell other modules about sales: the owner's insights (money per day, lines per
 * size and style, what gift cards paid), which renders were ordered, and what each gift card paid
 * for. The order table is the truth about money.
 */
export function createOrderSalesRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const orderDay =
    kind === 'postgres' ? sql<string>`to_char("createdAt" at time zone 'UTC', 'YYYY-MM-DD')` : sql<string>`substr("createdAt", 1, 10)`;

  function ordersIn(range: InsightsRange) {
    return db
      .selectFrom('order')
      .where('createdAt', '>=', `${range.from}T00:00:00.000Z`)
      .where('createdAt', '<', `${nextDay(range.to)}T00:00:00.000Z`);
  }

  return {
    /** Each order of the range with its UTC day, what was paid and what was refunded: the money is added up by the shared rule. */
    async orderMoney(range: InsightsRange): Promise<OrderMoneyRow[]> {
      const rows = await ordersIn(range)
        .select([orderDay.as('day'), 'amountCents', 'refundedCents'])
        .execute();
      return rows.map((row) => ({ day: row.day, amountCents: toCount(row.amountCents), refundedCents: toCount(row.refundedCents) }));
    },

    /** What the range's orders paid with gift cards. */
    async giftCardCentsIn(range: InsightsRange): Promise<number> {
      const row = await ordersIn(range)
        .select((eb) => eb.fn.sum<number | string>('giftCardCents').as('spentCents'))
        .executeTakeFirstOrThrow();
      return toCount(row.spentCents);
    },

    lineSales: (range: InsightsRange) => lineSales(db, range),

    /** Which of these renders an order includes (order lines are indexed by render). */
    async orderedAmong(renderIds: readonly string[]): Promise<Set<string>> {
      const ordered = new Set<string>();
      for (const slice of inSlices([...new Set(renderIds)])) {
        const rows = await db.selectFrom('orderLine').select('renderId').distinct().where('renderId', 'in', slice).execute();
        for (const row of rows) ordered.add(row.renderId);
      }
      return ordered;
    },

    /** The orders each card paid for, oldest first. */
    async paidWithGiftCards(giftCardIds: readonly string[]): Promise<GiftCardOrder[]> {
      if (giftCardIds.length === 0) return [];
      const rows = await db
        .selectFrom('order')
        .select(['id', 'giftCardId', 'createdAt', 'giftCardCents', 'giftCardRefundedCents'])
        .where('giftCardId', 'in', [...giftCardIds])
        .orderBy('createdAt')
        .execute();
      return rows.map((row) => ({
        giftCardId: row.giftCardId!,
        orderId: row.id,
        createdAt: toIso(row.createdAt),
        giftCardCents: row.giftCardCents,
        giftCardRefundedCents: row.giftCardRefundedCents,
      }));
    },

    /** What orders took from each card, and what refunds put back on it. */
    async giftCardSpending(giftCardIds: readonly string[]): Promise<Map<string, GiftCardSpending>> {
      const spending = new Map<string, GiftCardSpending>();
      for (const slice of inSlices(giftCardIds)) {
        const rows = await db
          .selectFrom('order')
          .select((eb) => [
            'giftCardId',
            eb.fn.sum<number | string>('giftCardCents').as('spentCents'),
            eb.fn.sum<number | string>('giftCardRefundedCents').as('refundedCents'),
          ])
          .where('giftCardId', 'in', slice)
          .groupBy('giftCardId')
          .execute();
        for (const row of rows)
          spending.set(row.giftCardId!, { spentCents: toCount(row.spentCents), refundedCents: toCount(row.refundedCents) });
      }
      return spending;
    },
  };
}

export type OrderSalesRepository = ReturnType<typeof createOrderSalesRepository>;
