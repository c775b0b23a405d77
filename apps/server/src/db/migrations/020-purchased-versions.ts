import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * Decision 045: each order line remembers the render version it bought (a canvas prints it), and
 * when staff chose that version for a canvas after a revision. Lines bought before this migration
 * bought the version published now: a revision could not yet have kept an earlier one.
 */
export function purchasedVersions({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('orderLine').addColumn('versionId', 'text').execute();
      await db.schema.alterTable('orderLine').addColumn('versionChosenAt', timestamp).execute();
      await sql`update "orderLine" set "versionId" = (select "publishedVersionId" from "render" where "render"."id" = "orderLine"."renderId")`.execute(
        db,
      );
    },
  };
}
