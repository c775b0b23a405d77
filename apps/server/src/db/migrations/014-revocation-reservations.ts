import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * Issue 21: a per-account session generation that revokes signed session copies at once
 * (decision 017 amended), a use of a discount code reserved by each checkout (decision 027), and
 * the customer an outbox email is about, so their account's deletion erases it.
 */
export function revocationReservations({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('user')
        .addColumn('sessionGeneration', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('discountReservation')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('discountCodeId', 'text', (column) => column.notNull().references('discountCode.id'))
        .addColumn('userId', 'text', (column) => column.notNull().references('user.id'))
        .addColumn('paymentSessionId', 'text', (column) => column.unique())
        .addColumn('expiresAt', timestamp, (column) => column.notNull())
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('discount_reservation_code_idx')
        .on('discountReservation')
        .columns(['discountCodeId', 'expiresAt'])
        .execute();
      await db.schema.alterTable('outboxEmail').addColumn('aboutUserId', 'text').execute();
      await db.schema.createIndex('outbox_email_about_user_idx').on('outboxEmail').column('aboutUserId').execute();
    },
  };
}
