import { sql, type Kysely } from 'kysely';
import { BROWSER_EVENTS, SERVER_EVENTS } from '@store/shared/analytics';
import { nextDay, type InsightsRange } from '@store/shared/insights';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';

export type OrderMoneyRow = { day: string; amountCents: number; refundedCents: number };
export type EventTotals = { events: number; visitors: number };
/** What the lines of one size in one style sold: units and their revenue at the prices paid. */
export type LineSales = { size: string; style: string; quantity: number; revenueCents: number };

/** PostgreSQL answers counts and sums as bigint strings, SQLite as numbers. */
const toCount = (value: string | number | bigint | null): number => Number(value ?? 0);

/**
 * The owner's numbers, read with SQL both databases run. Events are only ever read by event name
 * over a range of days, which the (name, day, visitorHash) index answers without the table; orders
 * come from the order table, the truth about money.
 */
export function createInsightsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const orderDay =
    kind === 'postgres' ? sql<string>`to_char("createdAt" at time zone 'UTC', 'YYYY-MM-DD')` : sql<string>`substr("createdAt", 1, 10)`;

  function ordersIn(range: InsightsRange) {
    return db
      .selectFrom('order')
      .where('createdAt', '>=', `${range.from}T00:00:00.000Z`)
      .where('createdAt', '<', `${nextDay(range.to)}T00:00:00.000Z`);
  }

  return {
    /** Per event name: how many events, and how many distinct visitors sent them. */
    async eventTotals(range: InsightsRange): Promise<Map<string, EventTotals>> {
      const rows = await db
        .selectFrom('analyticsEvent')
        .select((eb) => ['name', eb.fn.countAll<number>().as('events'), eb.fn.count<number>('visitorHash').distinct().as('visitors')])
        .where('name', 'in', [...BROWSER_EVENTS, ...SERVER_EVENTS])
        .where('day', '>=', range.from)
        .where('day', '<=', range.to)
        .groupBy('name')
        .execute();
      return new Map(rows.map((row) => [row.name, { events: toCount(row.events), visitors: toCount(row.visitors) }]));
    },

    /** Page views and distinct visitors per day, for the days that had any. */
    async traffic(range: InsightsRange): Promise<{ day: string; visitors: number; pageViews: number }[]> {
      const rows = await db
        .selectFrom('analyticsEvent')
        .select((eb) => ['day', eb.fn.count<number>('visitorHash').distinct().as('visitors'), eb.fn.countAll<number>().as('pageViews')])
        .where('name', '=', 'page_view')
        .where('day', '>=', range.from)
        .where('day', '<=', range.to)
        .groupBy('day')
        .execute();
      return rows.map((row) => ({ day: row.day, visitors: toCount(row.visitors), pageViews: toCount(row.pageViews) }));
    },

    /** Seconds from request to first published version, for each render first published in the range, shortest first. */
    async turnaroundSeconds(range: InsightsRange): Promise<number[]> {
      const rows = await db
        .selectFrom('analyticsEvent')
        .select('durationSeconds')
        .where('name', '=', 'render_completed')
        .where('day', '>=', range.from)
        .where('day', '<=', range.to)
        .where('durationSeconds', 'is not', null)
        .orderBy('durationSeconds')
        .execute();
      return rows.map((row) => row.durationSeconds!);
    },

    /** Each order of the range with its UTC day, what was paid and what was refunded: the money is added up by the shared rule. */
    async orderMoney(range: InsightsRange): Promise<OrderMoneyRow[]> {
      const rows = await ordersIn(range)
        .select([orderDay.as('day'), 'amountCents', 'refundedCents'])
        .execute();
      return rows.map((row) => ({ day: row.day, amountCents: toCount(row.amountCents), refundedCents: toCount(row.refundedCents) }));
    },

    /** Gift cards issued in the range (paid for), and what the range's orders paid with gift cards. */
    async giftCards(range: InsightsRange): Promise<{ sold: number; soldCents: number; spentCents: number }> {
      const [sold, spent] = await Promise.all([
        db
          .selectFrom('giftCard')
          .select((eb) => [eb.fn.countAll<number>().as('sold'), eb.fn.sum<number | string>('amountCents').as('soldCents')])
          .where('issuedAt', '>=', `${range.from}T00:00:00.000Z`)
          .where('issuedAt', '<', `${nextDay(range.to)}T00:00:00.000Z`)
          .executeTakeFirstOrThrow(),
        ordersIn(range)
          .select((eb) => eb.fn.sum<number | string>('giftCardCents').as('spentCents'))
          .executeTakeFirstOrThrow(),
      ]);
      return { sold: toCount(sold.sold), soldCents: toCount(sold.soldCents), spentCents: toCount(spent.spentCents) };
    },

    /** Units and revenue of the lines of the orders in the range, per size and style: one pass over the lines serves both best-seller lists. */
    async lineSales(range: InsightsRange): Promise<LineSales[]> {
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
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
