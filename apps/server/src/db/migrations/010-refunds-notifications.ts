import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/** Refunds through the payment provider (and the demo provider's own record of them), purchase reminders and the email opt-out. */
export function refundsNotifications({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // Kept on the order so one conditional UPDATE can refuse a refund beyond what is left, even when two arrive at once.
      await db.schema
        .alterTable('order')
        .addColumn('refundedCents', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('refund')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('orderId', 'text', (column) => column.notNull().references('order.id').onDelete('cascade'))
        .addColumn('amountCents', 'integer', (column) => column.notNull())
        .addColumn('reason', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('providerRefundId', 'text')
        .addColumn('idempotencyKey', 'text', (column) => column.notNull().unique())
        .addColumn('createdBy', 'text', (column) => column.notNull())
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('refund_order_idx').on('refund').columns(['orderId', 'createdAt']).execute();

      await db.schema
        .createTable('demoPaymentRefund')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('sessionId', 'text', (column) => column.notNull().references('demoPaymentSession.id').onDelete('cascade'))
        .addColumn('amountCents', 'integer', (column) => column.notNull())
        .addColumn('idempotencyKey', 'text', (column) => column.notNull().unique())
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('demo_payment_refund_session_idx').on('demoPaymentRefund').column('sessionId').execute();

      // One row per render once its reminder went out, or once it turned out to be bought: either way it is never sent again.
      await db.schema
        .createTable('purchaseReminder')
        .addColumn('renderId', 'text', (column) => column.primaryKey().references('render.id').onDelete('cascade'))
        .addColumn('outcome', 'text', (column) => column.notNull())
        .addColumn('decidedAt', timestamp, (column) => column.notNull())
        .execute();

      // The List-Unsubscribe address of an email that has one (reminders), for the transport's header.
      await db.schema.alterTable('outboxEmail').addColumn('listUnsubscribe', 'text').execute();
      await db.schema
        .createTable('emailOptOut')
        .addColumn('userId', 'text', (column) => column.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('optedOutAt', timestamp, (column) => column.notNull())
        .execute();
    },
  };
}
