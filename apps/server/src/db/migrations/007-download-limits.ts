import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/** How often each download link was used, and when staff turned an order's links off. */
export function downloadLimits({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('order').addColumn('downloadsRevokedAt', timestamp).execute();
      await db.schema
        .createTable('downloadLinkUse')
        .addColumn('signature', 'text', (column) => column.primaryKey())
        .addColumn('orderId', 'text', (column) => column.notNull().references('order.id').onDelete('cascade'))
        .addColumn('uses', 'integer', (column) => column.notNull())
        .addColumn('lastUsedAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('download_link_use_order_idx').on('downloadLinkUse').column('orderId').execute();
    },
  };
}
