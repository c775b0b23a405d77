import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AspectRatio } from '@store/shared/catalog';
import { aspectRatioSchema } from '@store/shared/renders';
import type { Database } from '#server/db/schema.ts';
import { nowIso } from '#server/db/values.ts';

const publishedSizesSchema = z.partialRecord(aspectRatioSchema, z.object({ width: z.number().int(), height: z.number().int() }));
export type PublishedSizes = z.infer<typeof publishedSizesSchema>;

/**
 * The production line's writes to a render: the steps of its life the customer's dashboard shows
 * (draft ready, in review) and the version it is published with. The renders module reads them.
 */
export function createRenderStateRepository(db: Kysely<Database>) {
  return {
    /** The first draft in the customer's style is ready: their dashboard says so. */
    async markDraftReady(id: string): Promise<void> {
      await db
        .updateTable('render')
        .set({ draftReadyAt: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('draftReadyAt', 'is', null)
        .execute();
    },

    async markReviewStarted(id: string): Promise<void> {
      await db
        .updateTable('render')
        .set({ reviewStartedAt: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('reviewStartedAt', 'is', null)
        .execute();
    },

    /** Makes a derived version the one customers see; false when the render is deleted or gone. */
    async publishVersion(id: string, versionId: string, results: PublishedSizes): Promise<boolean> {
      const result = await db
        .updateTable('render')
        .set({
          status: 'complete',
          results: JSON.stringify(results),
          completedAt: nowIso(),
          publishedVersionId: versionId,
          revisionNote: null,
        })
        .where('id', '=', id)
        .where('status', '!=', 'deleted')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Renders finished before versions existed: their results are stored at the render, under no version. */
    async withLegacyResults(): Promise<{ id: string; aspectRatio: AspectRatio; results: PublishedSizes }[]> {
      const rows = await db
        .selectFrom('render')
        .select(['id', 'aspectRatio', 'results'])
        .where('completedAt', 'is not', null)
        .where('publishedVersionId', 'is', null)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        aspectRatio: aspectRatioSchema.parse(row.aspectRatio),
        results: publishedSizesSchema.parse(JSON.parse(row.results)),
      }));
    },

    /** A legacy render's results, moved into a version, are published as that version. */
    async adoptVersion(id: string, versionId: string): Promise<void> {
      await db
        .updateTable('render')
        .set({ publishedVersionId: versionId })
        .where('id', '=', id)
        .where('publishedVersionId', 'is', null)
        .execute();
    },
  };
}

export type RenderStateRepository = ReturnType<typeof createRenderStateRepository>;
