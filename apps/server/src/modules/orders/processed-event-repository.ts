import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { nowIso } from '#server/db/values.ts';

/** The payment provider's events handled so far: a repeat delivery is recognised and skipped. */
export function createProcessedEventRepository(db: Kysely<Database>) {
  return {
    /** Marks a payment event handled; false when it already was (a repeat delivery). */
    async markEventProcessed(id: string, type: string): Promise<boolean> {
      const result = await db
        .insertInto('processedPaymentEvent')
        .values({ id, type, processedAt: nowIso() })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    async isEventProcessed(id: string): Promise<boolean> {
      return (await db.selectFrom('processedPaymentEvent').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },
  };
}
