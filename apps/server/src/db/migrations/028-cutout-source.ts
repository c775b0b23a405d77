import type { Kysely } from 'kysely';

/**
 * Where a render's automatic cut-out came from (decision 058): 'comfyui' when ComfyUI's background
 * removal made it, 'store' when the store's own model did (also when ComfyUI was asked and failed);
 * null for cut-outs made before the store recorded it.
 */
export function cutoutSource() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('renderSubject').addColumn('automaticSource', 'text').execute();
    },
  };
}
