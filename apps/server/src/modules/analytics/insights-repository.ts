import type { Kysely } from 'kysely';
import { BROWSER_EVENTS, SERVER_EVENTS } from '@store/shared/analytics';
import type { InsightsRange } from '@store/shared/insights';
import type { Database } from '#server/db/schema.ts';

export type EventTotals = { events: number; visitors: number };

/** PostgreSQL answers counts and sums as bigint strings, SQLite as numbers. */
const toCount = (value: string | number | bigint | null): number => Number(value ?? 0);

/**
 * The owner's numbers from the events, read with SQL both databases run. Events are only ever read
 * by event name over a range of days, which the (name, day, visitorHash) index answers without the
 * table; the money comes from the orders module (the order table is the truth about money).
 */
export function createInsightsRepository(db: Kysely<Database>) {
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
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
