import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

export function carts({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('cart')
        .addColumn('userId', 'text', (column) => column.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('entries', 'text', (column) => column.notNull())
        .addColumn('updatedAt', timestamp, (column) => column.notNull())
        .execute();
    },
  };
}
