import type { Kysely } from 'kysely';
import { STAFF_ROLES } from '@store/shared/roles';
import type { Database } from '#server/db/schema.ts';

export function createStaffRepository(db: Kysely<Database>) {
  return {
    /** Every staff member's and owner's address: they all work the queue and the orders the alerts are about. */
    async staffEmails(): Promise<string[]> {
      const rows = await db
        .selectFrom('user')
        .select('email')
        .where('role', 'in', STAFF_ROLES)
        .where('deletedAt', 'is', null)
        .orderBy('email')
        .execute();
      return rows.map((row) => row.email);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
