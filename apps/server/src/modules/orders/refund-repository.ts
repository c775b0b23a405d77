import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChangeNotices } from '#server/db/change-notices.ts';
import type { Database, RefundTable } from '#server/db/schema.ts';
import { nowIso } from '#server/db/values.ts';

/** `giftCardCents` of the amount goes back onto the order's gift card, the rest through the payment provider (decision 046). */
export type RefundRecord = Pick<Selectable<RefundTable>, 'id' | 'orderId' | 'amountCents' | 'reason' | 'status' | 'providerRefundId'> & {
  giftCardCents: number;
};
export type NewRefund = Pick<Selectable<RefundTable>, 'orderId' | 'amountCents' | 'reason' | 'idempotencyKey' | 'createdBy'> & {
  giftCardCents: number;
};

export function createRefundRepository(db: Kysely<Database>, notices: Pick<ChangeNotices, 'announce'>) {
  return {
    async findByKey(idempotencyKey: string): Promise<RefundRecord | null> {
      const row = await db
        .selectFrom('refund')
        .select(['id', 'orderId', 'amountCents', 'reason', 'status', 'providerRefundId', 'giftCardCents'])
        .where('idempotencyKey', '=', idempotencyKey)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Adds a pending refund; null when one with this idempotency key is already there. */
    async insertPending(refund: NewRefund): Promise<string | null> {
      const id = randomUUID();
      const result = await db
        .insertInto('refund')
        .values({ id, ...refund, status: 'pending', providerRefundId: null, createdAt: nowIso() })
        .onConflict((conflict) => conflict.column('idempotencyKey').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n ? id : null;
    },

    /**
     * Sets the amount aside on the order, the payment card's part and the gift card's, unless either
     * would pass what that way paid. One conditional UPDATE decides, so two refunds at once cannot both pass.
     */
    async reserve(orderId: string, split: { toPaymentCents: number; toGiftCardCents: number }): Promise<boolean> {
      const result = await db
        .updateTable('order')
        .set({
          refundedCents: sql`${sql.ref('refundedCents')} + ${split.toPaymentCents}`,
          giftCardRefundedCents: sql`${sql.ref('giftCardRefundedCents')} + ${split.toGiftCardCents}`,
          updatedAt: nowIso(),
        })
        .where('id', '=', orderId)
        .where(sql<boolean>`${sql.ref('refundedCents')} + ${split.toPaymentCents} <= ${sql.ref('amountCents')}`)
        .where(sql<boolean>`${sql.ref('giftCardRefundedCents')} + ${split.toGiftCardCents} <= ${sql.ref('giftCardCents')}`)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Gives a refused refund's amount back to what is left to refund; false when it was no longer pending. */
    async release(refund: Pick<RefundRecord, 'id' | 'orderId' | 'amountCents' | 'giftCardCents'>): Promise<boolean> {
      const deleted = await db.deleteFrom('refund').where('id', '=', refund.id).where('status', '=', 'pending').executeTakeFirst();
      if (deleted.numDeletedRows === 0n) return false;
      await db
        .updateTable('order')
        .set({
          refundedCents: sql`${sql.ref('refundedCents')} - ${refund.amountCents - refund.giftCardCents}`,
          giftCardRefundedCents: sql`${sql.ref('giftCardRefundedCents')} - ${refund.giftCardCents}`,
          updatedAt: nowIso(),
        })
        .where('id', '=', refund.orderId)
        .execute();
      return true;
    },

    /** Records the provider's refund; false when another request already did. */
    async markSucceeded(id: string, providerRefundId: string): Promise<boolean> {
      const result = await db
        .updateTable('refund')
        .set({ status: 'succeeded', providerRefundId })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** What the provider has refunded on the order in all (cents). */
    async succeededTotal(orderId: string): Promise<number> {
      const row = await db
        .selectFrom('refund')
        .select((eb) => eb.fn.sum<number | string | null>('amountCents').as('total'))
        .where('orderId', '=', orderId)
        .where('status', '=', 'succeeded')
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    /** The buyer no longer may read the full-resolution results the order paid for. */
    async revokePurchases(order: { id: string; userId: string }): Promise<void> {
      await db.deleteFrom('purchasedRender').where('orderId', '=', order.id).execute();
      await notices.announce('purchases-of-user', order.userId);
    },
  };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;
