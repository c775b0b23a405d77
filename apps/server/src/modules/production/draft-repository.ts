import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { z } from 'zod';
import type { DraftPainterChoice, JobStatus } from '@store/shared/production';
import { defaultBackdrop, isBackdropOf, type Backdrop, type Style } from '@store/shared/styles';
import type { Database, RenderDraftTable } from '#server/db/schema.ts';
import { nowIso, toIso } from '#server/db/values.ts';

export type DraftRecord = {
  id: string;
  renderId: string;
  style: Style;
  backdrop: Backdrop;
  status: JobStatus;
  step: string | null;
  error: string | null;
  attempts: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  createdAt: string;
  finishedAt: string | null;
  painter: string | null;
  likeness: { score: number; reasons: string[] } | null;
  painterNote: string | null;
  painterChoice: DraftPainterChoice;
  /** The model's image refused for its likeness, kept in storage beside the draft. */
  refused: { painter: string; likeness: { score: number; reasons: string[] } } | null;
};

export type PaintedResult = {
  width: number;
  height: number;
  durationMs: number;
  painter: string | null;
  likeness: { score: number; reasons: string[] };
  painterNote: string | null;
  refused: DraftRecord['refused'];
};

const reasonsSchema = z.array(z.string()).catch([]);

function parsedReasons(text: string | null): string[] {
  if (!text) return [];
  try {
    return reasonsSchema.parse(JSON.parse(text));
  } catch {
    return [];
  }
}

function toRecord(row: Selectable<RenderDraftTable>): DraftRecord {
  const style = row.style as Style;
  return {
    id: row.id,
    renderId: row.renderId,
    style,
    backdrop: isBackdropOf(style, row.backdrop) ? row.backdrop : defaultBackdrop(style),
    status: row.status,
    step: row.step,
    error: row.error,
    attempts: row.attempts,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    createdAt: toIso(row.createdAt),
    finishedAt: row.finishedAt ? toIso(row.finishedAt) : null,
    painter: row.painter,
    likeness: row.likenessScore === null ? null : { score: row.likenessScore, reasons: parsedReasons(row.likenessReasons) },
    painterNote: row.painterNote,
    painterChoice: row.painterChoice === 'built-in' ? 'built-in' : 'model',
    refused:
      row.refusedPainter === null || row.refusedLikenessScore === null
        ? null
        : {
            painter: row.refusedPainter,
            likeness: { score: row.refusedLikenessScore, reasons: parsedReasons(row.refusedLikenessReasons) },
          },
  };
}

async function markReady(db: Kysely<Database>, id: string, result: PaintedResult): Promise<void> {
  const { likeness, refused, ...rest } = result;
  await db
    .updateTable('renderDraft')
    .set({
      status: 'ready',
      step: null,
      error: null,
      ...rest,
      likenessScore: likeness.score,
      likenessReasons: JSON.stringify(likeness.reasons),
      refusedPainter: refused?.painter ?? null,
      refusedLikenessScore: refused?.likeness.score ?? null,
      refusedLikenessReasons: refused ? JSON.stringify(refused.likeness.reasons) : null,
      finishedAt: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

export function createDraftRepository(db: Kysely<Database>) {
  return {
    async insert(renderId: string, style: Style, backdrop: Backdrop, painterChoice: DraftPainterChoice = 'model'): Promise<DraftRecord> {
      const id = randomBytes(12).toString('base64url');
      await db
        .insertInto('renderDraft')
        .values({
          id,
          renderId,
          style,
          backdrop,
          status: 'queued',
          step: null,
          error: null,
          attempts: 0,
          width: null,
          height: null,
          durationMs: null,
          createdAt: nowIso(),
          finishedAt: null,
          painter: null,
          likenessScore: null,
          likenessReasons: null,
          painterNote: null,
          painterChoice: painterChoice === 'built-in' ? 'built-in' : null,
          refusedPainter: null,
          refusedLikenessScore: null,
          refusedLikenessReasons: null,
        })
        .execute();
      return (await this.find(id))!;
    },

    async find(id: string): Promise<DraftRecord | null> {
      const row = await db.selectFrom('renderDraft').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async listForRender(renderId: string): Promise<DraftRecord[]> {
      const rows = await db
        .selectFrom('renderDraft')
        .selectAll()
        .where('renderId', '=', renderId)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toRecord);
    },

    async markRunning(id: string): Promise<void> {
      await db
        .updateTable('renderDraft')
        .set({
          status: 'running',
          step: 'Starting',
          error: null,
          painterNote: null,
          refusedPainter: null,
          refusedLikenessScore: null,
          refusedLikenessReasons: null,
          attempts: sql`"attempts" + 1`,
        })
        .where('id', '=', id)
        .execute();
    },

    async setStep(id: string, step: string): Promise<void> {
      await db.updateTable('renderDraft').set({ step }).where('id', '=', id).where('status', '=', 'running').execute();
    },

    markReady: (id: string, result: PaintedResult) => markReady(db, id, result),

    /** A failed try: back to queued while the job has retries left, failed for good otherwise. */
    async markFailed(id: string, error: string, final: boolean): Promise<void> {
      await db
        .updateTable('renderDraft')
        .set({ status: final ? 'failed' : 'queued', step: null, error: error.slice(0, 500), finishedAt: final ? nowIso() : null })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type DraftRepository = ReturnType<typeof createDraftRepository>;
