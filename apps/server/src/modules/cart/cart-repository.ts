import type { Kysely } from 'kysely';
import type { CartInput } from '@store/shared/cart-schemas';
import type { Database } from '#server/db/schema.ts';
import { nowIso } from '#server/db/values.ts';

export function createCartRepository(db: Kysely<Database>) {
  return {
    async find(userId: string): Promise<CartInput> {
      const row = await db.selectFrom('cart').select('entries').where('userId', '=', userId).executeTakeFirst();
      return row ? (JSON.parse(row.entries) as CartInput) : [];
    },

    async save(userId: string, entries: CartInput): Promise<void> {
      const values = { userId, entries: JSON.stringify(entries), updatedAt: nowIso() };
      await db
        .insertInto('cart')
        .values(values)
        .onConflict((conflict) => conflict.column('userId').doUpdateSet({ entries: values.entries, updatedAt: values.updatedAt }))
        .execute();
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
