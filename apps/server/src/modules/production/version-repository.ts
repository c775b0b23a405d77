import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { AspectRatio } from '@store/shared/catalog';
import { boxSchema, type Box } from '@store/shared/photo-check';
import { cropSchema, type JobStatus } from '@store/shared/production';
import { aspectRatioSchema } from '@store/shared/renders';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database, RenderVersionTable } from '#server/db/schema.ts';
import { nowIso, toIso } from '#server/db/values.ts';

const storedResultsSchema = z.partialRecord(
  aspectRatioSchema,
  z.object({ width: z.number().int(), height: z.number().int(), crop: cropSchema.optional() }),
);
/** Each ratio's print file size and the crop it is made from (absent in versions made before crops were kept). */
export type ResultSizes = z.infer<typeof storedResultsSchema>;
export type VersionResult = NonNullable<ResultSizes[AspectRatio]>;

export type VersionRecord = {
  id: string;
  renderId: string;
  number: number;
  source: 'draft' | 'upload';
  draftId: string | null;
  sourceKey: string;
  status: JobStatus;
  error: string | null;
  results: ResultSizes;
  createdAt: string;
  publishedAt: string | null;
  image: { width: number; height: number } | null;
  subject: Box | null;
};

function toRecord(row: Selectable<RenderVersionTable>): VersionRecord {
  return {
    id: row.id,
    renderId: row.renderId,
    number: row.number,
    source: row.source,
    draftId: row.draftId,
    sourceKey: row.sourceKey,
    status: row.status,
    error: row.error,
    results: storedResultsSchema.parse(JSON.parse(row.results)),
    createdAt: toIso(row.createdAt),
    publishedAt: row.publishedAt ? toIso(row.publishedAt) : null,
    image: row.sourceWidth && row.sourceHeight ? { width: row.sourceWidth, height: row.sourceHeight } : null,
    subject: row.subjectBox ? boxSchema.parse(JSON.parse(row.subjectBox)) : null,
  };
}

export function newVersionId(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * One ratio made again (staff moved its crop); the others stay as they are. The row is locked
 * on PostgreSQL (SQLite runs one write transaction at a time), so two ratios made at once both stay.
 */
async function replaceRatioResult(
  db: Kysely<Database>,
  kind: DatabaseKind,
  id: string,
  ratio: AspectRatio,
  result: VersionResult,
): Promise<void> {
  await db.transaction().execute(async (transaction) => {
    const read = transaction.selectFrom('renderVersion').select('results').where('id', '=', id);
    const row = await (kind === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
    if (!row) return;
    const results = { ...storedResultsSchema.parse(JSON.parse(row.results)), [ratio]: result };
    await transaction
      .updateTable('renderVersion')
      .set({ status: 'ready', error: null, results: JSON.stringify(results) })
      .where('id', '=', id)
      .execute();
  });
}

export function createVersionRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    /** Numbers versions per render in order; the unique (render, number) pair settles a race. */
    async insert(version: {
      id: string;
      renderId: string;
      source: 'draft' | 'upload';
      draftId: string | null;
      sourceKey: string;
    }): Promise<VersionRecord> {
      const last = await db
        .selectFrom('renderVersion')
        .select((eb) => eb.fn.max('number').as('number'))
        .where('renderId', '=', version.renderId)
        .executeTakeFirst();
      await db
        .insertInto('renderVersion')
        .values({
          ...version,
          number: Number(last?.number ?? 0) + 1,
          status: 'queued',
          error: null,
          results: '{}',
          createdAt: nowIso(),
          publishedAt: null,
          sourceWidth: null,
          sourceHeight: null,
          subjectBox: null,
        })
        .execute();
      return (await this.find(version.id))!;
    },

    async find(id: string): Promise<VersionRecord | null> {
      const row = await db.selectFrom('renderVersion').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async listForRender(renderId: string): Promise<VersionRecord[]> {
      const rows = await db.selectFrom('renderVersion').selectAll().where('renderId', '=', renderId).orderBy('number', 'desc').execute();
      return rows.map(toRecord);
    },

    async setStatus(id: string, status: JobStatus, error: string | null = null): Promise<void> {
      await db
        .updateTable('renderVersion')
        .set({ status, error: error?.slice(0, 500) ?? null })
        .where('id', '=', id)
        .execute();
    },

    async markReady(
      id: string,
      derived: { results: ResultSizes; image: { width: number; height: number }; subject: Box | null },
    ): Promise<void> {
      await db
        .updateTable('renderVersion')
        .set({
          status: 'ready',
          error: null,
          results: JSON.stringify(derived.results),
          sourceWidth: derived.image.width,
          sourceHeight: derived.image.height,
          subjectBox: derived.subject ? JSON.stringify(derived.subject) : null,
        })
        .where('id', '=', id)
        .execute();
    },

    markRatioReady: (id: string, ratio: AspectRatio, result: VersionResult) => replaceRatioResult(db, kind, id, ratio, result),

    async markPublished(id: string): Promise<void> {
      await db.updateTable('renderVersion').set({ publishedAt: nowIso() }).where('id', '=', id).execute();
    },
  };
}

export type VersionRepository = ReturnType<typeof createVersionRepository>;
