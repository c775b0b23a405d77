import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * Decision 047: sketches of the customer's photo in every style before they choose. A preview set
 * keeps the photo until it is submitted or swept; each style's sketch is a row of its own; the
 * sets an account starts are counted in a 24-hour window like uploads, apart from them.
 */
export function stylePreviews({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('previewSet')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('userId', 'text', (column) => column.notNull().references('user.id').onDelete('cascade'))
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .addColumn('photoKey', 'text', (column) => column.notNull())
        .addColumn('filename', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('previewSetUserId').on('previewSet').column('userId').execute();
      await db.schema.createIndex('previewSetCreatedAt').on('previewSet').column('createdAt').execute();

      await db.schema
        .createTable('stylePreview')
        .addColumn('setId', 'text', (column) => column.notNull().references('previewSet.id').onDelete('cascade'))
        .addColumn('style', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('imageKey', 'text')
        .addColumn('error', 'text')
        .addPrimaryKeyConstraint('stylePreviewPk', ['setId', 'style'])
        .execute();

      await db.schema
        .createTable('previewWindow')
        .addColumn('userId', 'text', (column) => column.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('startedAt', timestamp, (column) => column.notNull())
        .addColumn('count', 'integer', (column) => column.notNull())
        .execute();
    },
  };
}
