import { chosenBackdrops } from '@store/shared/backdrop-choice';
import type { Draft, DraftPainterChoice } from '@store/shared/production';
import { defaultBackdrop, STYLES, type Backdrop, type Style } from '@store/shared/styles';
import { HttpError } from '#server/http-errors.ts';
import { JOB_PRIORITY } from '#server/jobs/job-queue.ts';
import type { StoredFile } from '#server/providers/storage/storage.ts';
import { renderKeys } from '../renders/render-files.ts';
import { DRAFT_JOB } from './draft-painting.ts';
import type { DraftRecord } from './draft-repository.ts';
import { draftDto } from './production-dtos.ts';
import type { ProductionDeps } from './production-deps.ts';
import { fileOrNotFound } from './stored-files.ts';

export const DRAFT_NOT_FOUND = () => new HttpError(404, 'NOT_FOUND', 'Draft not found.');

/** A draft of this render, or the 404 that says it is not one. */
export async function draftOf(deps: Pick<ProductionDeps, 'drafts'>, renderId: string, draftId: string): Promise<DraftRecord> {
  const draft = await deps.drafts.find(draftId);
  if (!draft || draft.renderId !== renderId) throw DRAFT_NOT_FOUND();
  return draft;
}

/** Drafting: the drafts the production line queues (the upload's first, staff's, a repaint of every style) and their files. */
export function createDrafting(deps: ProductionDeps) {
  const { renders, drafts, jobs } = deps;

  async function queueDraft(renderId: string, style: Style, backdrop: Backdrop, priority: number, painter?: DraftPainterChoice) {
    const draft = await drafts.insert(renderId, style, backdrop, painter);
    await jobs.send(DRAFT_JOB, { draftId: draft.id }, { priority });
    return draft;
  }

  return {
    /** The bike the customer picked on their photo among several: the render's first cut-out, so every draft, is of it. */
    async keepCustomersPick(renderId: string, bike: number): Promise<void> {
      await deps.subjects.keepCustomersPick(renderId, bike);
    },

    /** The first draft of a new upload, in the style the customer chose (by the built-in painter for the demo seed, which never spends). */
    async startDrafting(renderId: string, style: Style, painter?: DraftPainterChoice): Promise<void> {
      await queueDraft(renderId, style, defaultBackdrop(style), JOB_PRIORITY.newUpload, painter);
    },

    async requestDraft(
      renderId: string,
      style: Style,
      backdrop: Backdrop = defaultBackdrop(style),
      painter: DraftPainterChoice = 'model',
    ): Promise<Draft> {
      await renders.forProduction(renderId);
      return draftDto(await queueDraft(renderId, style, backdrop, JOB_PRIORITY.staffWork, painter));
    },

    /** "Repaint all styles with this cut-out": one draft per style, each on the backdrop staff last chose for it. */
    async repaintAll(renderId: string): Promise<Draft[]> {
      await renders.forProduction(renderId);
      const backdrops = chosenBackdrops(await drafts.listForRender(renderId));
      const queued: Draft[] = [];
      for (const style of STYLES) queued.push(draftDto(await queueDraft(renderId, style, backdrops[style], JOB_PRIORITY.staffWork)));
      return queued;
    },

    async draftFile(
      renderId: string,
      draftId: string,
      kind: 'preview' | 'image' | 'layer' | 'refused',
    ): Promise<{ file: StoredFile; filename: string }> {
      const draft = await draftOf(deps, renderId, draftId);
      if (draft.status !== 'ready' || (kind === 'refused' && !draft.refused)) throw DRAFT_NOT_FOUND();
      const files = {
        preview: { key: renderKeys.draftPreview(renderId, draftId), extension: 'webp' },
        image: { key: renderKeys.draft(renderId, draftId), extension: 'jpg' },
        layer: { key: renderKeys.draftLayer(renderId, draftId), extension: 'png' },
        refused: { key: renderKeys.draftRefused(renderId, draftId), extension: 'webp' },
      };
      const { key, extension } = files[kind];
      return {
        file: await fileOrNotFound(deps.storage, key),
        filename: `draft-${draft.style.toLowerCase()}-${kind}-${renderId}.${extension}`,
      };
    },
  };
}
