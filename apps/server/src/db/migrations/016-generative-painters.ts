import type { Kysely } from 'kysely';

/**
 * Generative painters (decision 036): which painter made each draft, its likeness to the photo
 * and why it fell short, a note when the model could not paint it, and the generated drafts paid
 * for each UTC day, so the owner's daily cap holds across restarts.
 */
export function generativePainters() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('renderDraft').addColumn('painter', 'text').execute();
      await db.schema.alterTable('renderDraft').addColumn('likenessScore', 'integer').execute();
      await db.schema.alterTable('renderDraft').addColumn('likenessReasons', 'text').execute();
      await db.schema.alterTable('renderDraft').addColumn('painterNote', 'text').execute();
      await db.schema
        .createTable('painterSpend')
        .addColumn('day', 'text', (column) => column.primaryKey())
        .addColumn('images', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('cents', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
    },
  };
}
