import { sql, type Kysely } from 'kysely';
import type { Role } from '@store/shared/roles';
import { STAFF_ROLES } from '@store/shared/roles';
import type { PageCursor } from '#server/db/page-cursor.ts';
import type { Database } from '#server/db/schema.ts';
import { inSlices } from '#server/db/slices.ts';
import { likeContaining, toIso } from '#server/db/values.ts';

/** An account's name and address as other modules show them (a deleted account's are its emptied ones). */
export type AccountContact = { name: string; email: string };

export type CustomerAccount = { id: string; name: string; email: string; createdAt: string; role: Role };

/** What other modules read of the accounts: names and addresses, staff's addresses, the customer list. */
export function createAccountDirectoryRepository(db: Kysely<Database>) {
  return {
    async contactsOf(ids: readonly string[]): Promise<Map<string, AccountContact>> {
      const found = new Map<string, AccountContact>();
      for (const slice of inSlices([...new Set(ids)])) {
        const rows = await db.selectFrom('user').select(['id', 'name', 'email']).where('id', 'in', slice).execute();
        for (const row of rows) found.set(row.id, { name: row.name, email: row.email });
      }
      return found;
    },

    /** Accounts whose name or email contains the term, in any case. */
    async idsMatching(term: string): Promise<string[]> {
      const pattern = likeContaining(term.trim().toLowerCase());
      const rows = await db
        .selectFrom('user')
        .select('id')
        .where((eb) =>
          eb.or((['name', 'email'] as const).map((column) => eb(eb.fn('lower', [column]), 'like', sql<string>`${pattern} escape '\\'`))),
        )
        .execute();
      return rows.map((row) => row.id);
    },

    /** Every staff member's and owner's address. */
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

    /** Whether an account (even a deleted one) has this id. */
    async exists(id: string): Promise<boolean> {
      const row = await db.selectFrom('user').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /** Accounts not deleted, oldest first, a page after the cursor. */
    async customersPage(after: PageCursor | null, limit: number): Promise<CustomerAccount[]> {
      let query = db.selectFrom('user').select(['id', 'name', 'email', 'createdAt', 'role']).where('deletedAt', 'is', null);
      if (after) {
        query = query.where((eb) =>
          eb.or([eb('createdAt', '>', after.createdAt), eb.and([eb('createdAt', '=', after.createdAt), eb('id', '>', after.id)])]),
        );
      }
      const rows = await query.orderBy('createdAt').orderBy('id').limit(limit).execute();
      return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
    },
  };
}

export type AccountDirectoryRepository = ReturnType<typeof createAccountDirectoryRepository>;
