import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AspectRatio } from '@store/shared/catalog';
import type { JobStatus } from '@store/shared/production';
import type { Database, RenderVersionTable } from '#server/db/schema.ts';
import { nowIso, toIso } from '#server/db/values.ts';

export type ResultSizes = Partial<Record<AspectRatio, { width: number; height: number }>>;

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
    results: JSON.parse(row.results) as ResultSizes,
    createdAt: toIso(row.createdAt),
    publishedAt: row.publishedAt ? toIso(row.publishedAt) : null,
  };
}

export function newVersionId(): string {
  return randomBytes(12).toString('base64url');
}

export function createVersionRepository(db: Kysely<Database>) {
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

    async markReady(id: string, results: ResultSizes): Promise<void> {
      await db
        .updateTable('renderVersion')
        .set({ status: 'ready', error: null, results: JSON.stringify(results) })
        .where('id', '=', id)
        .execute();
    },

    async markPublished(id: string): Promise<void> {
      await db.updateTable('renderVersion').set({ publishedAt: nowIso() }).where('id', '=', id).execute();
    },
  };
}

export type VersionRepository = ReturnType<typeof createVersionRepository>;
