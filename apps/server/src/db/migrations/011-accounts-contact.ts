import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/** When a customer deleted their account (the row stays for the orders, decision 024), and which contact messages staff answered. */
export function accountsContact({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('user').addColumn('deletedAt', timestamp).execute();
      await db.schema.alterTable('contactMessage').addColumn('handledAt', timestamp).execute();
      await db.schema
        .alterTable('contactMessage')
        .addColumn('handledBy', 'text', (column) => column.references('user.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('contact_message_created_idx').on('contactMessage').column('createdAt').execute();
    },
  };
}
