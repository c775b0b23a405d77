import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

export function orders({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // What was in the cart when the customer went to pay, priced by the server: the order is made from this.
      await db.schema
        .createTable('checkout')
        .addColumn('sessionId', 'text', (column) => column.primaryKey())
        .addColumn('userId', 'text', (column) => column.notNull().references('user.id').onDelete('cascade'))
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('entries', 'text', (column) => column.notNull())
        .addColumn('amountCents', 'integer', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('checkout_user_idx').on('checkout').column('userId').execute();

      await db.schema
        .createTable('order')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('paymentSessionId', 'text', (column) => column.notNull().unique())
        .addColumn('userId', 'text', (column) => column.notNull().references('user.id'))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('notes', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('items', 'text', (column) => column.notNull())
        .addColumn('shipping', 'text')
        .addColumn('amountCents', 'integer', (column) => column.notNull())
        .addColumn('printProvider', 'text', (column) => column.notNull())
        .addColumn('printOrderId', 'text')
        .addColumn('printDashboardUrl', 'text')
        .addColumn('printStatus', 'text')
        .addColumn('trackingNumbers', 'text', (column) => column.notNull().defaultTo('[]'))
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .addColumn('updatedAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('order_user_idx').on('order').columns(['userId', 'createdAt']).execute();
      await db.schema.createIndex('order_status_idx').on('order').columns(['status', 'createdAt']).execute();

      await db.schema
        .createTable('orderEvent')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('orderId', 'text', (column) => column.notNull().references('order.id').onDelete('cascade'))
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('actor', 'text', (column) => column.notNull())
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('order_event_order_idx').on('orderEvent').columns(['orderId', 'createdAt']).execute();

      // Who bought which render's digital files: they may read its full-resolution results.
      await db.schema
        .createTable('purchasedRender')
        .addColumn('userId', 'text', (column) => column.notNull().references('user.id').onDelete('cascade'))
        .addColumn('renderId', 'text', (column) => column.notNull().references('render.id').onDelete('cascade'))
        .addColumn('orderId', 'text', (column) => column.notNull().references('order.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('purchased_render_pk', ['userId', 'renderId', 'orderId'])
        .execute();

      await db.schema
        .createTable('processedPaymentEvent')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('type', 'text', (column) => column.notNull())
        .addColumn('processedAt', timestamp, (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('demoPaymentSession')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('data', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('paymentStatus', 'text', (column) => column.notNull())
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('demo_payment_session_created_idx').on('demoPaymentSession').column('createdAt').execute();
    },
  };
}
