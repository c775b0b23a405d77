import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { nowIso } from '#server/db/values.ts';

export type DemoRefund = { id: string; sessionId: string; amountCents: number };

/** The demo provider's refunds, as a payment provider keeps them: one per idempotency key. */
export function createDemoRefundRepository(db: Kysely<Database>) {
  return {
    async findByKey(idempotencyKey: string): Promise<DemoRefund | null> {
      const row = await db
        .selectFrom('demoPaymentRefund')
        .select(['id', 'sessionId', 'amountCents'])
        .where('idempotencyKey', '=', idempotencyKey)
        .executeTakeFirst();
      return row ?? null;
    },

    async totalForSession(sessionId: string): Promise<number> {
      const row = await db
        .selectFrom('demoPaymentRefund')
        .select((eb) => eb.fn.sum<number | string | null>('amountCents').as('total'))
        .where('sessionId', '=', sessionId)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    /** False when a refund with this key is already there. */
    async insert(refund: DemoRefund & { idempotencyKey: string }): Promise<boolean> {
      const result = await db
        .insertInto('demoPaymentRefund')
        .values({ ...refund, createdAt: nowIso() })
        .onConflict((conflict) => conflict.column('idempotencyKey').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },
  };
}

export type DemoRefundRepository = ReturnType<typeof createDemoRefundRepository>;
