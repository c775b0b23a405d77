import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/** Background jobs, drafts, published versions, photo findings and revisions. */
export function productionLine({ timestamp, flag }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('render')
        .addColumn('photoFindings', 'text', (column) => column.notNull().defaultTo('[]'))
        .execute();
      await db.schema.alterTable('render').addColumn('draftReadyAt', timestamp).execute();
      await db.schema.alterTable('render').addColumn('reviewStartedAt', timestamp).execute();
      await db.schema.alterTable('render').addColumn('revisionRequestedAt', timestamp).execute();
      await db.schema.alterTable('render').addColumn('revisionNote', 'text').execute();
      await db.schema
        .alterTable('render')
        .addColumn('revisionsUsed', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('render').addColumn('publishedVersionId', 'text').execute();

      await db.schema
        .createTable('backgroundJob')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('queue', 'text', (column) => column.notNull())
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('retryCount', 'integer', (column) => column.notNull())
        .addColumn('startAfter', timestamp, (column) => column.notNull())
        .addColumn('lockedUntil', timestamp)
        .addColumn('lastError', 'text')
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .addColumn('finishedAt', timestamp)
        .execute();
      await db.schema.createIndex('background_job_due_idx').on('backgroundJob').columns(['queue', 'state', 'startAfter']).execute();

      await db.schema
        .createTable('renderDraft')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('renderId', 'text', (column) => column.notNull().references('render.id').onDelete('cascade'))
        .addColumn('style', 'text', (column) => column.notNull())
        .addColumn('background', flag, (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('step', 'text')
        .addColumn('error', 'text')
        .addColumn('attempts', 'integer', (column) => column.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('durationMs', 'integer')
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .addColumn('finishedAt', timestamp)
        .execute();
      await db.schema.createIndex('render_draft_render_idx').on('renderDraft').columns(['renderId', 'createdAt']).execute();

      await db.schema
        .createTable('renderVersion')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('renderId', 'text', (column) => column.notNull().references('render.id').onDelete('cascade'))
        .addColumn('number', 'integer', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('draftId', 'text')
        .addColumn('sourceKey', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('error', 'text')
        .addColumn('results', 'text', (column) => column.notNull())
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .addColumn('publishedAt', timestamp)
        .addUniqueConstraint('render_version_number_unique', ['renderId', 'number'])
        .execute();
    },
  };
}
