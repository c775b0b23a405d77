import { sql, type Kysely } from 'kysely';
import { UPLOAD_WINDOW_MS, type UploadWindow } from '@store/shared/upload-window';
import type { Database } from '#server/db/schema.ts';
import { toIso } from '#server/db/values.ts';

const LONG_AGO = new Date(0).toISOString();

/**
 * A 24-hour window of things an account may do a few times a day: uploads (`uploadWindow`) and
 * style-preview sets (`previewWindow`), counted apart.
 */
export function createUploadWindowRepository(db: Kysely<Database>, table: 'uploadWindow' | 'previewWindow' = 'uploadWindow') {
  return {
    async find(userId: string): Promise<UploadWindow | null> {
      const row = await db.selectFrom(table).selectAll().where('userId', '=', userId).executeTakeFirst();
      if (!row || row.count === 0) return null;
      return { startedAt: new Date(toIso(row.startedAt)), count: row.count };
    },

    /**
     * Takes one upload slot, or returns false when the window is full. A single UPDATE decides,
     * so simultaneous uploads cannot take more slots than the limit on either database.
     */
    async claim(userId: string, now: Date, limit: number): Promise<boolean> {
      await db
        .insertInto(table)
        .values({ userId, startedAt: LONG_AGO, count: 0 })
        .onConflict((conflict) => conflict.column('userId').doNothing())
        .execute();
      const cutoff = new Date(now.getTime() - UPLOAD_WINDOW_MS).toISOString();
      const expired = sql<boolean>`${sql.ref('startedAt')} <= ${cutoff}`;
      const result = await db
        .updateTable(table)
        .set({
          startedAt: sql`case when ${expired} then ${now.toISOString()} else ${sql.ref('startedAt')} end`,
          count: sql`case when ${expired} then 1 else ${sql.ref('count')} + 1 end`,
        })
        .where('userId', '=', userId)
        .where((eb) => eb.or([expired, eb('count', '<', limit)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A deleted customer's window goes with their account. */
    async forget(userId: string): Promise<void> {
      await db.deleteFrom(table).where('userId', '=', userId).execute();
    },
  };
}

export type UploadWindowRepository = ReturnType<typeof createUploadWindowRepository>;
