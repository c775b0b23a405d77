import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/** Discount codes and their redemptions; checkouts and orders keep the discount, shipping and tax they were priced with. */
export function discountsShipping({ timestamp, flag }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('discountCode')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('code', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('value', 'integer', (column) => column.notNull())
        .addColumn('expiresAt', timestamp)
        .addColumn('usageLimit', 'integer')
        .addColumn('oncePerCustomer', flag, (column) => column.notNull())
        .addColumn('active', flag, (column) => column.notNull())
        .addColumn('createdBy', 'text', (column) => column.notNull())
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .execute();
      // Codes are stored in capitals; the index on upper() keeps them unique however a row was written.
      await db.schema
        .createIndex('discount_code_code_idx')
        .on('discountCode')
        .expression(sql`upper(${sql.ref('code')})`)
        .unique()
        .execute();
      await db.schema
        .createTable('discountRedemption')
        .addColumn('orderId', 'text', (column) => column.primaryKey().references('order.id').onDelete('cascade'))
        .addColumn('discountCodeId', 'text', (column) => column.notNull().references('discountCode.id'))
        .addColumn('userId', 'text', (column) => column.notNull())
        .addColumn('discountCents', 'integer', (column) => column.notNull())
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('discount_redemption_code_user_idx')
        .on('discountRedemption')
        .columns(['discountCodeId', 'userId'])
        .execute();
      for (const table of ['checkout', 'order']) {
        await db.schema.alterTable(table).addColumn('discountCode', 'text').execute();
        await db.schema
          .alterTable(table)
          .addColumn('discountCents', 'integer', (column) => column.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable(table)
          .addColumn('shippingCents', 'integer', (column) => column.notNull().defaultTo(0))
          .execute();
      }
      await db.schema.alterTable('checkout').addColumn('shippingRegion', 'text').execute();
      await db.schema
        .alterTable('order')
        .addColumn('taxCents', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
    },
  };
}
