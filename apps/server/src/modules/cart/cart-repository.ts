import type { Kysely } from 'kysely';
import { cartInputSchema, type CartInput } from '@store/shared/cart-schemas';
import { safeParseJsonColumn } from '#server/db/json-column.ts';
import type { Database } from '#server/db/schema.ts';
import { nowIso } from '#server/db/values.ts';

export function createCartRepository(db: Kysely<Database>) {
  return {
    async find(userId: string): Promise<CartInput> {
      const row = await db.selectFrom('cart').select('entries').where('userId', '=', userId).executeTakeFirst();
      if (!row) return [];
      // A saved cart today's rules refuse (limits changed since) is dropped rather than locking the customer out of their cart.
      return safeParseJsonColumn(cartInputSchema, row.entries) ?? [];
    },

    async save(userId: string, entries: CartInput): Promise<void> {
      const values = { userId, entries: JSON.stringify(entries), updatedAt: nowIso() };
      await db
        .insertInto('cart')
        .values(values)
        .onConflict((conflict) => conflict.column('userId').doUpdateSet({ entries: values.entries, updatedAt: values.updatedAt }))
        .execute();
    },

    /** A deleted customer's cart goes with their account (decision 024). */
    async eraseAllOf(userId: string): Promise<void> {
      await db.deleteFrom('cart').where('userId', '=', userId).execute();
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
