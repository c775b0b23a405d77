import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * The customer's own pick of their bike on a photo with several (issue 29): kept with the render
 * for its first cut-out and the workbench, and with a preview set for its sketches.
 */
export function bikePicks({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('renderBikePick')
        .addColumn('renderId', 'text', (column) => column.primaryKey().references('render.id').onDelete('cascade'))
        .addColumn('bike', 'integer', (column) => column.notNull())
        .addColumn('pickedAt', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.alterTable('previewSet').addColumn('bike', 'integer').execute();
    },
  };
}
