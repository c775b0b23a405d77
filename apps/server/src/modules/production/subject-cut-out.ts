import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Subject, SubjectStatus } from '@store/shared/subject';
import type { ImageWorker } from '#server/images/worker/image-worker-pool.ts';
import type { CutoutSource } from '#server/providers/painter/comfyui-cutout.ts';
import { defineJob, type JobSender } from '#server/jobs/job-queue.ts';
import type { Storage } from '#server/providers/storage/storage.ts';
import { renderKeys, renderUrls } from '../renders/render-files.ts';
import type { RenderService } from '../renders/render-service.ts';
import { downloadForJob, downloadIfStored } from './job-files.ts';
import type { SubjectRecord, SubjectRepository } from './subject-repository.ts';

export const SUBJECT_JOB = defineJob<{ renderId: string }>('render-subject', {
  retryLimit: 2,
  retryDelaySeconds: 15,
  expireInSeconds: 300,
});
export type Choice = { bike: number; rider: boolean };

/** The first cut-out of a render: the most prominent bike (unless the customer picked another), with its rider when there is one. */
const FIRST_CHOICE: Choice = { bike: 0, rider: true };

export type SubjectDeps = {
  renders: RenderService;
  subjects: SubjectRepository;
  jobs: JobSender;
  storage: Storage;
  /**
   * Cuts the bike out (the first cut-out, another choice, staff's clicks) in a process of its own:
   * the model's memory never adds to a draft's, and a click never waits behind a draft.
   */
  cutter: ImageWorker;
  /** Clicks need a segmentation model; a store cutting out with GrabCut alone refuses them. */
  clicksAllowed: boolean;
  /** Where the automatic cut-out's mask comes from first (ComfyUI's background removal); null: the store's own alone. */
  cutoutSource: CutoutSource | null;
  workDir: string;
  log: FastifyBaseLogger;
};

export function statusOf(record: SubjectRecord): SubjectStatus {
  if (record.correctedKey || record.automaticKey) return 'ready';
  return record.bikes.length === 0 ? 'no-bike' : 'working';
}

export function subjectDto(record: SubjectRecord): Subject {
  const status = statusOf(record);
  return {
    status,
    maskUrl: status === 'ready' ? renderUrls.subjectMask(record.renderId, String(Date.parse(record.updatedAt))) : null,
    width: record.width,
    height: record.height,
    corrected: record.correctedKey !== null,
    source: record.automaticSource,
    bikes: record.bikes,
    bike: record.bike,
    riders: record.riders,
    rider: record.rider,
    updatedAt: record.updatedAt,
    customerBike: record.customerBike,
  };
}

/** Keeps the photo's embedding the worker made with the render, so no later prompt encodes the photo again. */
export async function keepEmbedding(deps: Pick<SubjectDeps, 'storage'>, renderId: string, path: string | null): Promise<void> {
  if (!path) return;
  try {
    await deps.storage.put(renderKeys.embedding(renderId), { path }, 'application/octet-stream');
  } finally {
    await rm(path, { force: true });
  }
}

/**
 * The photo's mask from the cut-out source, as a local file (the caller removes it); null when
 * none is configured or it failed (ComfyUI down or too slow, its nodes or model missing), which
 * is logged: the store then cuts out alone.
 */
async function borrowedMask(deps: SubjectDeps, renderId: string, photoPath: string): Promise<string | null> {
  const source = deps.cutoutSource;
  if (!source) return null;
  let photo: string | null = null;
  try {
    photo = (await deps.cutter.run('analysisPhoto', { photoPath, outDir: deps.workDir })).path;
    const path = join(deps.workDir, `borrowed-mask-${randomUUID()}.png`);
    await writeFile(path, await source.maskOf(await readFile(photo)));
    return path;
  } catch (error) {
    deps.log.warn(
      { renderId, source: source.name, reason: error instanceof Error ? error.message : String(error) },
      'the cut-out source failed: the store cuts the bike out itself',
    );
    return null;
  } finally {
    if (photo) await rm(photo, { force: true });
  }
}

/** Runs the engine for one choice and keeps its cut-out; answers the mask's local path (the caller removes it), or null without a bike. */
export async function cutOut(deps: SubjectDeps, renderId: string, photoPath: string, choice: Choice): Promise<string | null> {
  const [embeddingPath, borrowedMaskPath] = await Promise.all([
    downloadIfStored(deps.storage, renderKeys.embedding(renderId), deps.workDir),
    borrowedMask(deps, renderId, photoPath),
  ]);
  const found = await deps.cutter
    .run('subject', { photoPath, embeddingPath, ...choice, borrowedMaskPath, outDir: deps.workDir })
    .finally(() => Promise.all([embeddingPath, borrowedMaskPath].map((path) => path && rm(path, { force: true }))));
  await keepEmbedding(deps, renderId, found.embeddingPath);
  const source = found.borrowed && deps.cutoutSource ? deps.cutoutSource.name : 'store';
  if (found.mask && borrowedMaskPath && !found.borrowed)
    deps.log.warn(
      { renderId, ...choice },
      'the cut-out source’s mask held almost nothing of the chosen bike: the store’s own cut-out is kept',
    );
  if (found.mask) deps.log.info({ renderId, ...choice, source }, 'cut-out made');
  const automaticKey = found.mask ? renderKeys.automaticMask(renderId, choice.bike, choice.rider) : null;
  if (found.mask && automaticKey) await deps.storage.put(automaticKey, { path: found.mask.path }, 'image/png');
  // Staff's choice is kept as asked: "keep the rider" stays on for a bike where nobody rides, ready for one where someone does.
  await deps.subjects.saveAutomatic(renderId, {
    bikes: found.bikes,
    ...choice,
    riders: found.riders,
    automaticKey,
    source,
    width: found.mask?.width ?? null,
    height: found.mask?.height ?? null,
  });
  return found.mask?.path ?? null;
}

/** The subject job: the automatic cut-out of the render's current choice, unless it is made already. */
export async function makeAutomatic(deps: SubjectDeps, { renderId }: { renderId: string }): Promise<void> {
  const record = await deps.subjects.find(renderId);
  if (!record || statusOf(record) !== 'working') return;
  const render = await deps.renders.forProduction(renderId).catch(() => null);
  if (!render) return;
  const photoPath = await downloadForJob(deps.storage, render.originalKey, deps.workDir);
  try {
    const maskPath = await cutOut(deps, renderId, photoPath, { bike: record.bike, rider: record.rider });
    if (maskPath) await rm(maskPath, { force: true });
  } finally {
    await rm(photoPath, { force: true });
  }
}

/** The first cut-out is of the bike the customer picked on the upload page, else of the most prominent. */
export async function firstChoice(deps: Pick<SubjectDeps, 'subjects'>, renderId: string): Promise<Choice> {
  const picked = await deps.subjects.pickOf(renderId);
  return picked === null ? FIRST_CHOICE : { ...FIRST_CHOICE, bike: picked };
}
