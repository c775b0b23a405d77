import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * When a preview set's submission began: a submit claims the set with a conditional UPDATE first,
 * so submits of one set arriving at once make one render request (issue 33).
 */
export function previewSubmissions({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('previewSet').addColumn('submittingSince', timestamp).execute();
    },
  };
}
