import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * Decision 044: reviews from buyers, moderated by staff, and real work in the gallery. A
 * customer's gallery consent is kept per render with when and how it was asked; an entry exists
 * only while the render is in the gallery, so withdrawing deletes it. No foreign key to render:
 * erasing an account deletes its renders first, and these rows with it.
 */
export function reviewsGallery({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('galleryConsent')
        .addColumn('renderId', 'text', (column) => column.primaryKey())
        .addColumn('userId', 'text', (column) => column.notNull().references('user.id'))
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('givenAt', timestamp)
        .addColumn('withdrawnAt', timestamp)
        .addColumn('updatedAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('gallery_consent_user_idx').on('galleryConsent').column('userId').execute();
      await db.schema
        .createTable('galleryEntry')
        .addColumn('renderId', 'text', (column) => column.primaryKey())
        .addColumn('addedById', 'text', (column) => column.notNull().references('user.id'))
        .addColumn('addedAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('review')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('renderId', 'text', (column) => column.notNull())
        .addColumn('orderId', 'text', (column) => column.notNull())
        .addColumn('userId', 'text', (column) => column.notNull().references('user.id'))
        .addColumn('stars', 'integer', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('photoKey', 'text')
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending'))
        .addColumn('decidedById', 'text', (column) => column.references('user.id'))
        .addColumn('decidedAt', timestamp)
        .addColumn('createdAt', timestamp, (column) => column.notNull())
        .addUniqueConstraint('review_render_user_unique', ['renderId', 'userId'])
        .execute();
      await db.schema.createIndex('review_status_created_idx').on('review').columns(['status', 'createdAt']).execute();
      await db.schema.createIndex('review_user_idx').on('review').column('userId').execute();
    },
  };
}
