import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * Decision 046: a canvas order sent as a gift (its message and recipient; the address is the
 * order's shipping), gift cards bought for an amount with only their code's hash kept, the parts
 * of a card's balance held by checkouts and spent by orders, and what a checkout, an order and a
 * refund took from or gave back to a card.
 */
export function giftsGiftCards({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('giftCard')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('paymentSessionId', 'text', (column) => column.notNull().unique())
        .addColumn('buyerUserId', 'text', (column) => column.notNull())
        .addColumn('buyerName', 'text', (column) => column.notNull())
        .addColumn('amountCents', 'integer', (column) => column.notNull())
        .addColumn('balanceCents', 'integer', (column) => column.notNull())
        .addColumn('recipientName', 'text', (column) => column.notNull())
        .addColumn('recipientEmail', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('codeHash', 'text', (column) => column.unique())
        .addColumn('codeEnding', 'text')
        .addColumn('issuedAt', timestamp)
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('gift_card_buyer_idx').on('giftCard').columns(['buyerUserId', 'createdAt']).execute();
      await db.schema
        .createTable('giftCardHold')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('giftCardId', 'text', (column) => column.notNull().references('giftCard.id'))
        .addColumn('userId', 'text', (column) => column.notNull())
        .addColumn('paymentSessionId', 'text', (column) => column.unique())
        .addColumn('amountCents', 'integer', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('orderId', 'text')
        .addColumn('expiresAt', timestamp, (column) => column.notNull())
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('gift_card_hold_card_idx').on('giftCardHold').columns(['giftCardId', 'status']).execute();
      await db.schema.alterTable('checkout').addColumn('gift', 'text').execute();
      await db.schema.alterTable('checkout').addColumn('giftCardId', 'text').execute();
      await db.schema
        .alterTable('checkout')
        .addColumn('giftCardCents', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('order').addColumn('giftMessage', 'text').execute();
      await db.schema.alterTable('order').addColumn('giftRecipientName', 'text').execute();
      await db.schema.alterTable('order').addColumn('giftCardId', 'text').execute();
      await db.schema
        .alterTable('order')
        .addColumn('giftCardCents', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('order')
        .addColumn('giftCardRefundedCents', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('refund')
        .addColumn('giftCardCents', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
    },
  };
}
