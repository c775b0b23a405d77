import type { Kysely } from 'kysely';

/** A version remembers its finished image's size and the bike's box in it, so staff can move a crop and reset it (issue 17). */
export function printCrops() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('renderVersion').addColumn('sourceWidth', 'integer').execute();
      await db.schema.alterTable('renderVersion').addColumn('sourceHeight', 'integer').execute();
      await db.schema.alterTable('renderVersion').addColumn('subjectBox', 'text').execute();
    },
  };
}
