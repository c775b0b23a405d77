import type { Kysely } from 'kysely';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { nowIso, toFlag } from '#server/db/values.ts';
import { nextSessionGeneration } from './session-generation-repository.ts';

/** Taking the admin role away without ever leaving the shop with none. */
export function createAdminRoleRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    /**
     * Takes the role only while another admin remains. The admin rows are locked first on
     * PostgreSQL (SQLite runs one write transaction at a time), so two admins revoking each other
     * at once cannot both succeed. Returns whether it took the role.
     */
    async revokeKeepingOne(id: string): Promise<boolean> {
      return db.transaction().execute(async (transaction) => {
        const admins = transaction.selectFrom('user').select('id').where('isAdmin', '=', toFlag(true));
        const current = await (kind === 'postgres' ? admins.forUpdate() : admins).execute();
        if (current.length <= 1 || !current.some((admin) => admin.id === id)) return false;
        await transaction
          .updateTable('user')
          .set({ isAdmin: toFlag(false), sessionGeneration: nextSessionGeneration, updatedAt: nowIso() })
          .where('id', '=', id)
          .execute();
        return true;
      });
    },
  };
}

export type AdminRoleRepository = ReturnType<typeof createAdminRoleRepository>;
