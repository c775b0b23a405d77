import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { PREVIEW_LIFETIME_MS, PREVIEW_LONG_SIDE, previewExpired, paintingOrder } from '@store/shared/style-previews';
import type { Style } from '@store/shared/styles';
import type { Transact } from '#server/db/transaction.ts';
import type { ImageWorker } from '#server/images/worker/image-worker-pool.ts';
import { defineJob, type JobSender } from '#server/jobs/job-queue.ts';
import type { Storage } from '#server/providers/storage/storage.ts';
import { downloadForJob } from '../production/job-files.ts';
import type { PreviewRepository, PreviewSetFiles } from './preview-repository.ts';
import type { UploadService } from './upload-service.ts';
import type { UploadWindowRepository } from './upload-window-repository.ts';

/*
 * The style previews' background work: painting a set's four sketches, and sweeping sets past their
 * lifetime and files whose set is gone. The customer's calls are in style-previews.ts.
 */

/**
 * `firstStyle`: the style the customer had picked when the photo came, painted first (absent in jobs
 * queued before it existed); `bike`: the bike the job sketches, so a job left behind by another pick
 * stops (absent: the set's).
 */
type PreviewJob = { setId: string; firstStyle?: Style | null; bike?: number | null };

/** The customer is waiting on the page: no retry, the page falls back to the style samples. */
export const PREVIEW_JOB = defineJob<PreviewJob>('style-previews', {
  retryLimit: 0,
  retryDelaySeconds: 5,
  expireInSeconds: 180,
  // A set of four sketches on a loaded machine (docs/performance.md, style previews).
  typicalSeconds: 12,
});

const PREFIX = 'previews/';
export const previewKeys = {
  photo: (setId: string, extension: string) => `${PREFIX}${setId}/photo.${extension}`,
  sketch: (setId: string, style: Style) => `${PREFIX}${setId}/${style.toLowerCase()}.webp`,
};
/** A file under previews/ whose set is gone is left this long, in case its set is being written now. */
const ORPHAN_GRACE_MS = 10 * 60 * 1000;
export type StylePreviewsDeps = {
  previews: PreviewRepository;
  windows: UploadWindowRepository;
  transact: Transact;
  storage: Storage;
  jobs: JobSender;
  worker: ImageWorker;
  uploads: Pick<UploadService, 'upload' | 'pickedBike'>;
  enabled: boolean;
  maxPixels: number;
  workDir: string;
  log: FastifyBaseLogger;
};

export async function removeSets(deps: StylePreviewsDeps, sets: PreviewSetFiles[]): Promise<void> {
  for (const set of sets) {
    await Promise.all(set.keys.map((key) => deps.storage.delete(key)));
    await deps.previews.delete(set.id);
  }
}

/** Whether the set is still there and still of the bike a job sketches: else nobody waits for its sketches. */
async function stillWanted(deps: StylePreviewsDeps, setId: string, bike: number | null): Promise<boolean> {
  const set = await deps.previews.find(setId);
  return set !== null && set.bike === bike;
}

export async function paint(deps: StylePreviewsDeps, { setId, firstStyle, bike: jobBike }: PreviewJob): Promise<void> {
  const set = await deps.previews.find(setId);
  // Nobody looks at a set past its sweep (the page has moved on): dropped, not painted.
  if (!set || (jobBike !== undefined && jobBike !== set.bike) || previewExpired(set.createdAt, new Date())) return;
  const { bike } = set;
  const scratch: string[] = [];
  try {
    const photoPath = await downloadForJob(deps.storage, set.photoKey, deps.workDir);
    scratch.push(photoPath);
    // The picked bike's box, to find it again on the small copy (its bikes may be listed in another order there).
    const picked = bike === null ? null : await deps.uploads.pickedBike(photoPath, bike).catch(() => null);
    const small = await deps.worker.run('previewSubject', {
      photoPath,
      longSide: PREVIEW_LONG_SIDE,
      bike: bike ?? 0,
      bikeBox: picked?.box ?? null,
      outDir: deps.workDir,
    });
    scratch.push(small.photoPath, ...(small.maskPath ? [small.maskPath] : []));
    for (const style of paintingOrder(firstStyle ?? null)) {
      // Submitted, swept or another bike picked meanwhile: nobody is waiting for the rest.
      if (!(await stillWanted(deps, setId, bike))) return;
      await deps.previews.setStatus(setId, style, { status: 'painting' });
      try {
        const { previewPath } = await deps.worker.run('stylePreview', { ...small, style, outDir: deps.workDir });
        scratch.push(previewPath);
        if (!(await stillWanted(deps, setId, bike))) return;
        const key = previewKeys.sketch(setId, style);
        await deps.storage.put(key, { path: previewPath }, 'image/webp');
        await deps.previews.setStatus(setId, style, { status: 'ready', imageKey: key });
        if (!(await deps.previews.find(setId))) await deps.storage.delete(key);
      } catch (error) {
        deps.log.warn({ err: error, setId, style }, 'a style preview could not be painted');
        await deps.previews.setStatus(setId, style, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    }
  } catch (error) {
    deps.log.warn({ err: error, setId }, 'style previews could not be painted');
    await deps.previews.failUnfinished(setId, error instanceof Error ? error.message : String(error));
  } finally {
    await Promise.all(scratch.map((path) => rm(path, { force: true })));
  }
}

/** Unsubmitted sets past their lifetime, and files under previews/ whose set is gone (a crash mid-way, a deleted account). */
export async function sweep(deps: StylePreviewsDeps, now = new Date()): Promise<void> {
  await removeSets(deps, await deps.previews.filesStartedBefore(new Date(now.getTime() - PREVIEW_LIFETIME_MS)));
  const files = await deps.storage.list(PREFIX);
  const setIds = new Set(files.map((file) => file.key.slice(PREFIX.length).split('/')[0]!));
  for (const setId of setIds) {
    if (await deps.previews.find(setId)) continue;
    const stale = files.filter(
      (file) => file.key.startsWith(`${PREFIX}${setId}/`) && now.getTime() - file.lastModified.getTime() > ORPHAN_GRACE_MS,
    );
    await Promise.all(stale.map((file) => deps.storage.delete(file.key)));
  }
}
