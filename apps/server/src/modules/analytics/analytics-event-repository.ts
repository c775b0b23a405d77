import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { utcDay } from '@store/shared/insights';
import type { Database } from '#server/db/schema.ts';

/** An event as recorded: its name and whatever of the rest it has. */
export type NewAnalyticsEvent = {
  name: string;
  visitorHash?: string;
  path?: string;
  renderId?: string;
  orderId?: string;
  amountCents?: number;
  size?: string;
  style?: string;
  durationSeconds?: number;
};

/** Writes analytics events and keeps the one salt of the day. */
export function createAnalyticsEventRepository(db: Kysely<Database>) {
  return {
    async add(event: NewAnalyticsEvent, at: Date): Promise<void> {
      await db
        .insertInto('analyticsEvent')
        .values({
          id: randomUUID(),
          name: event.name,
          day: utcDay(at),
          createdAt: at.toISOString(),
          visitorHash: event.visitorHash ?? null,
          path: event.path ?? null,
          renderId: event.renderId ?? null,
          orderId: event.orderId ?? null,
          amountCents: event.amountCents ?? null,
          size: event.size ?? null,
          style: event.style ?? null,
          durationSeconds: event.durationSeconds ?? null,
        })
        .execute();
    },

    /** Seconds from request to first published version of the latest finished renders, newest first. */
    async latestTurnaroundSeconds(limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('analyticsEvent')
        .select('durationSeconds')
        .where('name', '=', 'render_completed')
        .where('durationSeconds', 'is not', null)
        .orderBy('day', 'desc')
        .orderBy('createdAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.durationSeconds!);
    },

    /**
     * The day's salt: the candidate when this is the first ask of the day, else the one another
     * request (or instance) stored first. Earlier days' salts are deleted on the way.
     */
    async saltOf(day: string, candidate: string): Promise<string> {
      await db
        .insertInto('analyticsSalt')
        .values({ day, salt: candidate })
        .onConflict((conflict) => conflict.column('day').doNothing())
        .execute();
      await db.deleteFrom('analyticsSalt').where('day', '<', day).execute();
      const row = await db.selectFrom('analyticsSalt').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
      return row.salt;
    },
  };
}

export type AnalyticsEventRepository = ReturnType<typeof createAnalyticsEventRepository>;
