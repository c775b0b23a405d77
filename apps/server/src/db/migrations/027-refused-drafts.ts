import type { Kysely } from 'kysely';

/**
 * Refused generated drafts (decision 055): the painter staff chose for a draft ('built-in', or null
 * for the configured model), and the model's best image when its likeness stayed under the
 * threshold, kept beside the built-in draft for staff to see: its painter, score and reasons.
 */
export function refusedDrafts() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('renderDraft').addColumn('painterChoice', 'text').execute();
      await db.schema.alterTable('renderDraft').addColumn('refusedPainter', 'text').execute();
      await db.schema.alterTable('renderDraft').addColumn('refusedLikenessScore', 'integer').execute();
      await db.schema.alterTable('renderDraft').addColumn('refusedLikenessReasons', 'text').execute();
    },
  };
}
