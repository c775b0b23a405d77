import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '@store/shared/roles';
import { ROLE_CHANGES_SHOWN } from '@store/shared/staff';
import type { RoleChange } from '@store/shared/staff-schemas';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { nowIso, toIso } from '#server/db/values.ts';
import { nextSessionGeneration } from './session-generation-repository.ts';

/** Roles and their history (decision 041). Run `lockOwners` and `change` in one transaction. */
export function createRoleRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    /**
     * The owners' ids and emails, locked on PostgreSQL (SQLite runs one write transaction at a
     * time), so two owners demoting each other at once cannot leave the shop without one.
     */
    async lockOwners(): Promise<{ id: string; email: string }[]> {
      const owners = db
        .selectFrom('user')
        .select(['id', 'email'])
        .where('role', '=', 'owner')
        .where('deletedAt', 'is', null)
        .orderBy('email');
      return (kind === 'postgres' ? owners.forUpdate() : owners).execute();
    },

    /** Sets the role, records who changed it, and ends the account's signed session copies at once. */
    async change(input: { userId: string; from: Role; to: Role; changedById: string | null }): Promise<void> {
      const at = nowIso();
      await db
        .updateTable('user')
        .set({ role: input.to, sessionGeneration: nextSessionGeneration, updatedAt: at })
        .where('id', '=', input.userId)
        .execute();
      await db
        .insertInto('roleChange')
        .values({
          id: randomUUID(),
          userId: input.userId,
          fromRole: input.from,
          toRole: input.to,
          changedById: input.changedById,
          createdAt: at,
        })
        .execute();
    },

    /** The latest changes, newest first, with whose role it was and who changed it. */
    async recentChanges(): Promise<RoleChange[]> {
      const rows = await db
        .selectFrom('roleChange')
        .innerJoin('user as member', 'member.id', 'roleChange.userId')
        .leftJoin('user as changer', 'changer.id', 'roleChange.changedById')
        .select([
          'roleChange.id',
          'member.email',
          'member.name',
          'roleChange.fromRole',
          'roleChange.toRole',
          'changer.email as changedBy',
          'roleChange.createdAt',
        ])
        .orderBy('roleChange.createdAt', 'desc')
        .orderBy('roleChange.id', 'desc')
        .limit(ROLE_CHANGES_SHOWN)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        from: row.fromRole,
        to: row.toRole,
        changedBy: row.changedBy,
        at: toIso(row.createdAt),
      }));
    },
  };
}

export type RoleRepository = ReturnType<typeof createRoleRepository>;
