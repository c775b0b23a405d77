import type { Kysely } from 'kysely';
import { STAFF_ROLES } from '@store/shared/roles';
import type { StaffMember } from '@store/shared/staff-schemas';
import type { Database } from '#server/db/schema.ts';

const MEMBER_COLUMNS = ['id', 'name', 'email', 'role'] as const;

export function createUserRepository(db: Kysely<Database>) {
  return {
    async exists(email: string): Promise<boolean> {
      const row = await db.selectFrom('user').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
      return row !== undefined;
    },

    async findByEmail(email: string): Promise<StaffMember | null> {
      const row = await db
        .selectFrom('user')
        .select(MEMBER_COLUMNS)
        .where('email', '=', email.trim().toLowerCase())
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      return row ?? null;
    },

    async findById(id: string): Promise<StaffMember | null> {
      const row = await db.selectFrom('user').select(MEMBER_COLUMNS).where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
      return row ?? null;
    },

    /** Staff and owners, owners first. */
    async listStaff(): Promise<StaffMember[]> {
      const rows = await db
        .selectFrom('user')
        .select(MEMBER_COLUMNS)
        .where('role', 'in', STAFF_ROLES)
        .where('deletedAt', 'is', null)
        .orderBy('name')
        .orderBy('email')
        .execute();
      return [...rows.filter((row) => row.role === 'owner'), ...rows.filter((row) => row.role !== 'owner')];
    },
  };
}
