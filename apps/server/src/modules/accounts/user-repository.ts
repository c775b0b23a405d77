import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { nowIso, toFlag } from '#server/db/values.ts';
import type { StaffMember } from '@store/shared/staff';
import { nextSessionGeneration } from './session-generation-repository.ts';

export function createUserRepository(db: Kysely<Database>) {
  return {
    async exists(email: string): Promise<boolean> {
      const row = await db.selectFrom('user').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
      return row !== undefined;
    },

    /** Returns false when no account has that email. The account's signed session copies are rechecked at once. */
    async setAdmin(email: string, isAdmin: boolean): Promise<boolean> {
      const result = await db
        .updateTable('user')
        .set({ isAdmin: toFlag(isAdmin), sessionGeneration: nextSessionGeneration, updatedAt: nowIso() })
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async findByEmail(email: string): Promise<StaffMember | null> {
      const row = await db
        .selectFrom('user')
        .select(['id', 'name', 'email', 'isAdmin'])
        .where('email', '=', email.trim().toLowerCase())
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      return row ? { ...row, isAdmin: Boolean(row.isAdmin) } : null;
    },

    async findById(id: string): Promise<StaffMember | null> {
      const row = await db.selectFrom('user').select(['id', 'name', 'email', 'isAdmin']).where('id', '=', id).executeTakeFirst();
      return row ? { ...row, isAdmin: Boolean(row.isAdmin) } : null;
    },

    async listAdmins(): Promise<StaffMember[]> {
      const rows = await db
        .selectFrom('user')
        .select(['id', 'name', 'email', 'isAdmin'])
        .where('isAdmin', '=', toFlag(true))
        .orderBy('name')
        .orderBy('email')
        .execute();
      return rows.map((row) => ({ ...row, isAdmin: true }));
    },

    async countAdmins(): Promise<number> {
      const row = await db
        .selectFrom('user')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('isAdmin', '=', toFlag(true))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
