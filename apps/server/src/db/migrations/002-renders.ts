import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

export function renders({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('render')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('userId', 'text', (column) => column.notNull().references('user.id').onDelete('cascade'))
        .addColumn('customerName', 'text', (column) => column.notNull())
        .addColumn('customerEmail', 'text', (column) => column.notNull())
        .addColumn('style', 'text', (column) => column.notNull())
        .addColumn('aspectRatio', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('statusBeforeDelete', 'text')
        .addColumn('filename', 'text', (column) => column.notNull())
        .addColumn('originalKey', 'text', (column) => column.notNull())
        .addColumn('width', 'integer', (column) => column.notNull())
        .addColumn('height', 'integer', (column) => column.notNull())
        .addColumn('results', 'text', (column) => column.notNull().defaultTo('{}'))
        .addColumn('submittedAt', timestamp, (column) => column.notNull())
        .addColumn('completedAt', timestamp)
        .addColumn('deletedAt', timestamp)
        .execute();
      await db.schema.createIndex('render_user_submitted_idx').on('render').columns(['userId', 'submittedAt']).execute();
      await db.schema.createIndex('render_status_submitted_idx').on('render').columns(['status', 'submittedAt']).execute();

      await db.schema
        .createTable('uploadWindow')
        .addColumn('userId', 'text', (column) => column.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('startedAt', timestamp, (column) => column.notNull())
        .addColumn('count', 'integer', (column) => column.notNull())
        .execute();
    },
  };
}
