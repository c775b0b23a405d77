import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

/** The expression that moves an account's session generation on, for updates that also end its signed session copies. */
export const nextSessionGeneration = sql<number>`${sql.ref('sessionGeneration')} + 1`;

/**
 * Each account's session generation (decision 017 amended): signed session copies carry the
 * generation they were made at, and one that no longer matches is checked against the database.
 */
export function createSessionGenerationRepository(db: Kysely<Database>) {
  return {
    /** The account's generation; null when there is no such account. */
    async current(userId: string): Promise<number | null> {
      const row = await db.selectFrom('user').select('sessionGeneration').where('id', '=', userId).executeTakeFirst();
      return row ? Number(row.sessionGeneration) : null;
    },

    async advance(userId: string): Promise<void> {
      await db.updateTable('user').set({ sessionGeneration: nextSessionGeneration }).where('id', '=', userId).execute();
    },
  };
}

export type SessionGenerationRepository = ReturnType<typeof createSessionGenerationRepository>;
