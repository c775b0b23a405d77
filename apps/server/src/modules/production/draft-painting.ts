import { rm } from 'node:fs/promises';
import { defineJob, type JobContext, type QueuePolicy } from '#server/jobs/job-queue.ts';
import { renderKeys } from '../renders/render-files.ts';
import { paintGenerated } from './generative-painting.ts';
import { downloadForJob } from './job-files.ts';
import type { ProductionDeps } from './production-deps.ts';

/**
 * Drafts are slow and may fail on an odd photo: a few spaced retries, then the render waits for hand
 * work. A generative model's draft may take its time-out once per repaint, so a job may run long.
 */
// Typical times: one style with its cut-out, on a loaded machine (docs/performance.md).
const DRAFT_POLICY: QueuePolicy = { retryLimit: 2, retryDelaySeconds: 15, expireInSeconds: 900, typicalSeconds: 10 };

export type DraftJob = { draftId: string };
export const DRAFT_JOB = defineJob<DraftJob>('render-draft', DRAFT_POLICY);

/**
 * The draft job: the customer's photo painted in the draft's style (by the configured model when
 * the draft asks for it and its likeness holds, else by the built-in painter) on the render's cut-out,
 * stored as image, bike layer and preview; the render's dashboard step moves when it is the asked style.
 */
export async function paintDraft(deps: ProductionDeps, { draftId }: DraftJob, job: JobContext): Promise<void> {
  const { drafts, storage } = deps;
  const draft = await drafts.find(draftId);
  if (!draft || draft.status === 'ready') return;
  const render = await deps.renders.forProduction(draft.renderId).catch(() => null);
  if (!render) return drafts.markFailed(draftId, 'The render was deleted.', true);
  await drafts.markRunning(draftId);
  const started = Date.now();
  const scratch: string[] = [];
  const progress = (step: string) => {
    void drafts.setStep(draftId, step).catch(() => undefined);
  };
  try {
    const photoPath = await downloadForJob(storage, render.originalKey, deps.workDir);
    scratch.push(photoPath);
    const maskPath = await deps.subjects.maskForDraft(render.id, photoPath);
    if (maskPath) scratch.push(maskPath);
    const generated =
      deps.painter && draft.painterChoice === 'model'
        ? await paintGenerated(deps, deps.painter, { photoPath, maskPath, style: draft.style, photo: render }, progress, scratch)
        : null;
    const painted =
      generated?.painted ??
      (await deps.drafter.run(
        'draft',
        { photoPath, style: draft.style, backdrop: draft.backdrop, maskPath, outDir: deps.workDir },
        progress,
      ));
    scratch.push(painted.draftPath, painted.layerPath, painted.previewPath);
    await storage.put(renderKeys.draft(render.id, draftId), { path: painted.draftPath }, 'image/jpeg');
    await storage.put(renderKeys.draftLayer(render.id, draftId), { path: painted.layerPath }, 'image/png');
    await storage.put(renderKeys.draftPreview(render.id, draftId), { path: painted.previewPath }, 'image/webp');
    if (generated?.refused)
      await storage.put(renderKeys.draftRefused(render.id, draftId), { path: generated.refused.previewPath }, 'image/webp');
    await drafts.markReady(draftId, {
      width: painted.width,
      height: painted.height,
      durationMs: Date.now() - started,
      painter: generated?.painted ? deps.painter!.painter.name : null,
      likeness: painted.likeness,
      painterNote: generated?.note ?? null,
      refused: generated?.refused ? { painter: deps.painter!.painter.name, likeness: generated.refused.likeness } : null,
    });
    if (draft.style === render.style) await deps.renderStates.markDraftReady(render.id);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await drafts.markFailed(draftId, message, job.retryCount >= DRAFT_POLICY.retryLimit);
    throw error;
  } finally {
    await Promise.all(scratch.map((path) => rm(path, { force: true })));
  }
}
