import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { AspectRatio } from '@store/shared/catalog';
import { photoFindingSchema, type PhotoFinding } from '@store/shared/photo-check';
import { aspectRatioSchema, RENDER_TARGET_MS, type AdminQueueQuery, type RenderStatus } from '@store/shared/renders';
import type { Style } from '@store/shared/styles';
import { parseJsonColumn } from '#server/db/json-column.ts';
import type { Database, RenderTable } from '#server/db/schema.ts';
import { inSlices } from '#server/db/slices.ts';
import { toIso } from '#server/db/values.ts';

const resultSizeSchema = z.object({ width: z.number().int(), height: z.number().int() });
export type ResultSize = z.infer<typeof resultSizeSchema>;
const resultsSchema = z.partialRecord(aspectRatioSchema, resultSizeSchema);
const findingsSchema = z.array(photoFindingSchema);

/** A render request as the rest of the server sees it. */
export type RenderRecord = {
  id: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  style: Style;
  aspectRatio: AspectRatio;
  status: RenderStatus;
  filename: string;
  originalKey: string;
  width: number;
  height: number;
  results: Partial<Record<AspectRatio, ResultSize>>;
  submittedAt: string;
  completedAt: string | null;
  deletedAt: string | null;
  findings: PhotoFinding[];
  draftReadyAt: string | null;
  reviewStartedAt: string | null;
  revisionRequestedAt: string | null;
  revisionNote: string | null;
  revisionsUsed: number;
  publishedVersionId: string | null;
};

function isoOrNull(value: Date | string | null): string | null {
  return value ? toIso(value) : null;
}

function toRecord(row: Selectable<RenderTable>): RenderRecord {
  return {
    id: row.id,
    userId: row.userId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    style: row.style as Style,
    aspectRatio: row.aspectRatio as AspectRatio,
    status: row.status,
    filename: row.filename,
    originalKey: row.originalKey,
    width: row.width,
    height: row.height,
    results: parseJsonColumn(resultsSchema, row.results, 'render.results'),
    submittedAt: toIso(row.submittedAt),
    completedAt: isoOrNull(row.completedAt),
    deletedAt: isoOrNull(row.deletedAt),
    findings: parseJsonColumn(findingsSchema, row.photoFindings, 'render.photoFindings'),
    draftReadyAt: isoOrNull(row.draftReadyAt),
    reviewStartedAt: isoOrNull(row.reviewStartedAt),
    revisionRequestedAt: isoOrNull(row.revisionRequestedAt),
    revisionNote: row.revisionNote,
    revisionsUsed: row.revisionsUsed,
    publishedVersionId: row.publishedVersionId,
  };
}

const SORTS = {
  newest: ['submittedAt', 'desc'],
  oldest: ['submittedAt', 'asc'],
  'name-asc': ['customerName', 'asc'],
  'name-desc': ['customerName', 'desc'],
} as const;

/**
 * One page of the admin queue, filtered and sorted in SQL so it stays fast with thousands of
 * renders. `paidWaiting`: the pending renders an order includes (the orders module's answer),
 * for the queue's "paid, waiting" filter.
 */
async function listForAdmin(
  db: Kysely<Database>,
  query: AdminQueueQuery,
  pageSize: number,
  paidWaiting: readonly string[],
): Promise<{ items: RenderRecord[]; total: number }> {
  let filtered = db.selectFrom('render');
  filtered = query.status === 'all' ? filtered.where('status', '!=', 'deleted') : filtered.where('status', '=', query.status);
  if (query.style) filtered = filtered.where('style', '=', query.style);
  if (query.attention) filtered = filtered.where('status', '=', 'pending');
  if (query.attention === 'draft-ready') filtered = filtered.where('draftReadyAt', 'is not', null);
  if (query.attention === 'revision') filtered = filtered.where('revisionNote', 'is not', null);
  if (query.attention === 'paid-waiting') {
    if (paidWaiting.length === 0) return { items: [], total: 0 };
    filtered = filtered.where('id', 'in', [...paidWaiting]);
  }
  if (query.attention === 'over-target') {
    const due = new Date(Date.now() - RENDER_TARGET_MS).toISOString();
    filtered = filtered.where((eb) => eb(eb.fn.coalesce('revisionRequestedAt', 'submittedAt'), '<', due));
  }
  const [column, direction] = SORTS[query.sort];
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy(column, direction)
      .orderBy('id')
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map(toRecord),
    total: Number(count.total),
  };
}

export function createRenderRepository(db: Kysely<Database>) {
  return {
    /** Which of these ids have a row (in any status). */
    async existingIds(ids: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const slice of inSlices(ids)) {
        const rows = await db.selectFrom('render').select('id').where('id', 'in', slice).execute();
        for (const row of rows) found.add(row.id);
      }
      return found;
    },

    async idsOfUser(userId: string): Promise<string[]> {
      const rows = await db.selectFrom('render').select('id').where('userId', '=', userId).execute();
      return rows.map((row) => row.id);
    },

    async findByIds(ids: readonly string[]): Promise<RenderRecord[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('render')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      return rows.map(toRecord);
    },

    async findById(id: string): Promise<RenderRecord | null> {
      const row = await db.selectFrom('render').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async listByUser(userId: string, sort: 'newest' | 'oldest'): Promise<RenderRecord[]> {
      const rows = await db
        .selectFrom('render')
        .selectAll()
        .where('userId', '=', userId)
        .where('status', '!=', 'deleted')
        .orderBy('submittedAt', sort === 'newest' ? 'desc' : 'asc')
        .execute();
      return rows.map(toRecord);
    },

    listForAdmin: (query: AdminQueueQuery, pageSize: number, paidWaiting: readonly string[]) =>
      listForAdmin(db, query, pageSize, paidWaiting),

    /** The ids of the renders waiting in the queue. */
    async pendingIds(): Promise<string[]> {
      const rows = await db.selectFrom('render').select('id').where('status', '=', 'pending').execute();
      return rows.map((row) => row.id);
    },

    /** Complete renders finished inside the window, oldest first. */
    async completedBetween(window: { completedAfter: Date; completedBefore: Date }): Promise<RenderRecord[]> {
      const rows = await db
        .selectFrom('render')
        .selectAll()
        .where('status', '=', 'complete')
        .where('completedAt', '>=', window.completedAfter.toISOString())
        .where('completedAt', '<=', window.completedBefore.toISOString())
        .orderBy('completedAt')
        .execute();
      return rows.map(toRecord);
    },
  };
}

export type RenderRepository = ReturnType<typeof createRenderRepository>;
