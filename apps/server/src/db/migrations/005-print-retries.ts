import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

export function printRetries({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('order')
        .addColumn('printAttempts', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('order').addColumn('printNextAttemptAt', timestamp).execute();
    },
  };
}
