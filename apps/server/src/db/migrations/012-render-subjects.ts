import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * Each render keeps its cut-out (issue 17): the automatic mask, the bikes and riders found, staff's
 * choice among them and their corrected mask. A draft names its backdrop instead of a yes/no
 * background: yes becomes the style's default backdrop, no the plain one.
 */
/** The styles' default backdrops when this migration was written: later changes to the defaults must not rewrite old drafts. */
const DEFAULT_BACKDROPS = { Retro: 'sunset', Cartoon: 'sunburst', Anime: 'sky', Cyberpunk: 'city' };

export function renderSubjects({ timestamp, flag }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('renderSubject')
        .addColumn('renderId', 'text', (column) => column.primaryKey().references('render.id').onDelete('cascade'))
        .addColumn('bikes', 'text', (column) => column.notNull())
        .addColumn('bike', 'integer', (column) => column.notNull())
        .addColumn('riders', 'text', (column) => column.notNull())
        .addColumn('rider', flag, (column) => column.notNull())
        .addColumn('automaticKey', 'text')
        .addColumn('correctedKey', 'text')
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('updatedAt', timestamp, (column) => column.notNull())
        .execute();

      await db.schema
        .alterTable('renderDraft')
        .addColumn('backdrop', 'text', (column) => column.notNull().defaultTo('plain'))
        .execute();
      const styleDefault = sql.join(
        Object.entries(DEFAULT_BACKDROPS).map(([style, backdrop]) => sql`when ${sql.lit(style)} then ${sql.lit(backdrop)}`),
        sql` `,
      );
      await sql`update ${sql.table('renderDraft')} set ${sql.ref('backdrop')} = case when ${sql.ref('background')} then (case ${sql.ref('style')} ${styleDefault} else 'plain' end) else 'plain' end`.execute(
        db,
      );
      await db.schema.alterTable('renderDraft').dropColumn('background').execute();
    },
  };
}
