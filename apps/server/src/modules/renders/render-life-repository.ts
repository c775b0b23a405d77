import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { AspectRatio } from '@store/shared/catalog';
import { aspectRatioSchema, type RenderStatus } from '@store/shared/renders';
import type { ChangeNotices } from '#server/db/change-notices.ts';
import type { Database } from '#server/db/schema.ts';
import { nowIso } from '#server/db/values.ts';
import type { RenderRecord } from './render-repository.ts';

export type NewRender = Omit<
  RenderRecord,
  | 'status'
  | 'results'
  | 'completedAt'
  | 'deletedAt'
  | 'draftReadyAt'
  | 'reviewStartedAt'
  | 'revisionRequestedAt'
  | 'revisionNote'
  | 'revisionsUsed'
  | 'publishedVersionId'
>;

const publishedSizesSchema = z.partialRecord(aspectRatioSchema, z.object({ width: z.number().int(), height: z.number().int() }));
export type PublishedSizes = z.infer<typeof publishedSizesSchema>;

/** Sends a complete render of this customer back to the queue, while revisions are left. */
async function requestRevision(db: Kysely<Database>, id: string, userId: string, note: string, freeRevisions: number): Promise<boolean> {
  const result = await db
    .updateTable('render')
    .set({
      status: 'pending',
      revisionNote: note,
      revisionRequestedAt: nowIso(),
      revisionsUsed: sql`"revisionsUsed" + 1`,
      draftReadyAt: null,
      reviewStartedAt: null,
    })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('status', '=', 'complete')
    .where('revisionsUsed', '<', freeRevisions)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Makes a derived version the one customers see; false when the render is deleted or gone. */
async function publishVersion(db: Kysely<Database>, id: string, versionId: string, results: PublishedSizes): Promise<boolean> {
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
}

/** Renders finished before versions existed: their results are stored at the render, under no version. */
async function withLegacyResults(db: Kysely<Database>): Promise<{ id: string; aspectRatio: AspectRatio; results: PublishedSizes }[]> {
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
}

async function restore(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('render')
    .set({
      status: sql<RenderStatus>`coalesce(${sql.ref('statusBeforeDelete')}, 'pending')`,
      statusBeforeDelete: null,
      deletedAt: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'deleted')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every change is announced, whether or not its row moved: the read caches forget the render either way. */
async function announcedChange<T>(notices: Pick<ChangeNotices, 'announce'>, id: string, change: Promise<T>): Promise<T> {
  const result = await change;
  await notices.announce('render', id);
  return result;
}

/**
 * A render's life, every change of its row in one place (decision 059): the upload makes it; the
 * production line marks its first draft ready and its review started, and publishes a version;
 * the customer asks for a revision or withdraws a request; staff move it to the recycle bin and
 * back; deleting the account removes it. Each change says in SQL from which state it may happen,
 * so two requests at once cannot both make it. Lint lets no other file write the render row
 * (`tables/render-life`); the modules that decide when (production, renders, accounts) call this.
 */
export function createRenderLifeRepository(db: Kysely<Database>, notices: Pick<ChangeNotices, 'announce'>) {
  const announced = <T>(id: string, change: Promise<T>) => announcedChange(notices, id, change);
  return {
    async insert({ findings, ...render }: NewRender): Promise<void> {
      await db
        .insertInto('render')
        .values({
          ...render,
          photoFindings: JSON.stringify(findings),
          status: 'pending',
          statusBeforeDelete: null,
          results: '{}',
          completedAt: null,
          deletedAt: null,
        })
        .execute();
      await notices.announce('renders-of-user', render.userId);
      await notices.announce('render', render.id);
    },

    /** Deletes every render of a customer; drafts, versions and purchase grants go with them (foreign keys). */
    async deleteAllOfUser(userId: string): Promise<void> {
      await db.deleteFrom('render').where('userId', '=', userId).execute();
      await notices.announce('renders-of-user', userId);
    },

    requestRevision: (id: string, userId: string, note: string, freeRevisions: number) =>
      announced(id, requestRevision(db, id, userId, note, freeRevisions)),

    /** The owner withdraws a first-round request still in the queue: the row goes, its drafts with it (foreign keys). */
    async deletePending(id: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('render')
        .where('id', '=', id)
        .where('userId', '=', userId)
        .where('status', '=', 'pending')
        .where('completedAt', 'is', null)
        .executeTakeFirst();
      await notices.announce('render', id);
      return result.numDeletedRows > 0n;
    },

    /** Moves to the recycle bin, remembering the status to restore. */
    async moveToRecycleBin(id: string): Promise<boolean> {
      const result = await db
        .updateTable('render')
        .set({ statusBeforeDelete: sql<'pending' | 'complete'>`${sql.ref('status')}`, status: 'deleted', deletedAt: nowIso() })
        .where('id', '=', id)
        .where('status', '!=', 'deleted')
        .executeTakeFirst();
      await notices.announce('render', id);
      return result.numUpdatedRows > 0n;
    },

    restore: (id: string) => announced(id, restore(db, id)),

    /** The first draft in the customer's style is ready: their dashboard says so. */
    async markDraftReady(id: string): Promise<void> {
      await db
        .updateTable('render')
        .set({ draftReadyAt: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('draftReadyAt', 'is', null)
        .execute();
      await notices.announce('render', id);
    },

    async markReviewStarted(id: string): Promise<void> {
      await db
        .updateTable('render')
        .set({ reviewStartedAt: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('reviewStartedAt', 'is', null)
        .execute();
      await notices.announce('render', id);
    },

    publishVersion: (id: string, versionId: string, results: PublishedSizes) => announced(id, publishVersion(db, id, versionId, results)),

    withLegacyResults: () => withLegacyResults(db),

    /** A legacy render's results, moved into a version, are published as that version. */
    async adoptVersion(id: string, versionId: string): Promise<void> {
      await db
        .updateTable('render')
        .set({ publishedVersionId: versionId })
        .where('id', '=', id)
        .where('publishedVersionId', 'is', null)
        .execute();
      await notices.announce('render', id);
    },
  };
}

export type RenderLifeRepository = ReturnType<typeof createRenderLifeRepository>;
