import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { toFlag } from '#server/db/values.ts';

export function createStaffRepository(db: Kysely<Database>) {
  return {
    /** Every admin's address; pass the transaction when asked from inside one. */
    async adminEmails(): Promise<string[]> {
      const rows = await db.selectFrom('user').select('email').where('isAdmin', '=', toFlag(true)).orderBy('email').execute();
      return rows.map((row) => row.email);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
