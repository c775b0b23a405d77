import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { nowIso, toFlag } from '#server/db/values.ts';

export function createUserRepository(db: Kysely<Database>) {
  return {
    async exists(email: string): Promise<boolean> {
      const row = await db.selectFrom('user').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
      return row !== undefined;
    },

    /** Returns false when no account has that email. */
    async setAdmin(email: string, isAdmin: boolean): Promise<boolean> {
      const result = await db
        .updateTable('user')
        .set({ isAdmin: toFlag(isAdmin), updatedAt: nowIso() })
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
