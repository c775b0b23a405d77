import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

export type RateLimitWindow = { count: number; openedAt: number };

/**
 * Counting windows in better-auth's rateLimit table, which every instance shares. Each key holds one
 * window; its `lastRequest` column holds when that window opened (milliseconds). Every write is one
 * conditional statement, so concurrent requests cannot both pass a stale read.
 */
export function createRateLimitRepository(db: Kysely<Database>) {
  return {
    async find(key: string): Promise<RateLimitWindow | undefined> {
      const row = await db.selectFrom('rateLimit').select(['count', 'lastRequest']).where('key', '=', key).executeTakeFirst();
      return row && { count: row.count, openedAt: Number(row.lastRequest) };
    },

    /** Opens the key's first window with one count; false when the key already has one. */
    async open(key: string, now: number): Promise<boolean> {
      const result = await db
        .insertInto('rateLimit')
        .values({ id: randomUUID(), key, count: 1, lastRequest: now })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    /** Opens a new window with one count if the key's window opened at or before `closedBefore`. */
    async reopen(key: string, now: number, closedBefore: number): Promise<boolean> {
      const result = await db
        .updateTable('rateLimit')
        .set({ count: 1, lastRequest: now })
        .where('key', '=', key)
        .where('lastRequest', '<=', closedBefore)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Counts one more in the key's window if it opened after `openedAfter` and holds fewer than `max`. */
    async countBelow(key: string, max: number, openedAfter: number): Promise<boolean> {
      const result = await db
        .updateTable('rateLimit')
        .set((eb) => ({ count: eb('count', '+', 1) }))
        .where('key', '=', key)
        .where('count', '<', max)
        .where('lastRequest', '>', openedAfter)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(key: string): Promise<void> {
      await db.deleteFrom('rateLimit').where('key', '=', key).execute();
    },

    async removeOpenedBefore(time: number): Promise<void> {
      await db.deleteFrom('rateLimit').where('lastRequest', '<', time).execute();
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
