import { rm } from 'node:fs/promises';
import type { AspectRatio } from '@store/shared/catalog';
import type { Crop } from '@store/shared/ratio-crops';
import { defineJob, JOB_PRIORITY, type JobContext, type QueuePolicy } from '#server/jobs/job-queue.ts';
import { renderKeys } from '../renders/render-files.ts';
import { downloadForJob } from './job-files.ts';
import type { ProductionDeps } from './production-deps.ts';
import type { ResultSizes, VersionRecord } from './version-repository.ts';

// Typical time: five print files on a loaded machine (docs/performance.md).
const DERIVE_POLICY: QueuePolicy = { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 300, typicalSeconds: 10 };

/** All five ratios of a new version, or one ratio again with the crop staff chose (null: centred on the bike). */
export type DeriveJob = { versionId: string; recrop?: { ratio: AspectRatio; crop: Crop | null } };
export const DERIVE_JOB = defineJob<DeriveJob>('render-derive', DERIVE_POLICY);

/** A render someone has paid for has its print files made before anything else staff wait for. */
export async function derivePriority(deps: Pick<ProductionDeps, 'countOrders'>, renderId: string): Promise<number> {
  return (await deps.countOrders(renderId)) > 0 ? JOB_PRIORITY.paidPrintFiles : JOB_PRIORITY.staffWork;
}

/** The bike layer the crops centre on: the version's own draft's, else the newest ready draft of the render. */
async function subjectLayerKey(deps: Pick<ProductionDeps, 'drafts'>, version: VersionRecord): Promise<string | null> {
  if (version.draftId) return renderKeys.draftLayer(version.renderId, version.draftId);
  const ready = (await deps.drafts.listForRender(version.renderId)).find((draft) => draft.status === 'ready');
  return ready ? renderKeys.draftLayer(version.renderId, ready.id) : null;
}

/** The derive job: a version's print files at print size and their watermarked previews, or one ratio's again after a recrop. */
export async function deriveVersion(deps: ProductionDeps, { versionId, recrop }: DeriveJob, job: JobContext): Promise<void> {
  const { versions, storage } = deps;
  const version = await versions.find(versionId);
  if (!version || (version.status === 'ready' && !recrop)) return;
  await versions.setStatus(versionId, 'running');
  const scratch: string[] = [];
  try {
    const sourcePath = await downloadForJob(storage, version.sourceKey, deps.workDir);
    scratch.push(sourcePath);
    const layerKey = recrop || version.subject ? null : await subjectLayerKey(deps, version);
    // A draft's layer removed since (a swept file) only costs the crops their centring on the bike.
    const subjectLayerPath = layerKey ? await downloadForJob(storage, layerKey, deps.workDir).catch(() => null) : null;
    if (subjectLayerPath) scratch.push(subjectLayerPath);
    const derived = await deps.deriver.run('derive', {
      sourcePath,
      subjectLayerPath,
      subject: version.subject,
      maxPixels: deps.maxPixels,
      workDir: deps.workDir,
      ...(recrop ? { ratios: [recrop.ratio], crops: recrop.crop ? { [recrop.ratio]: recrop.crop } : {} } : {}),
    });
    scratch.push(...derived.results.flatMap((result) => [result.fullPath, result.previewPath]));
    const results: ResultSizes = {};
    for (const result of derived.results) {
      await storage.put(renderKeys.versionResult(version.renderId, versionId, result.ratio), { path: result.fullPath }, 'image/jpeg');
      await storage.put(
        renderKeys.versionResultPreview(version.renderId, versionId, result.ratio),
        { path: result.previewPath },
        'image/webp',
      );
      results[result.ratio] = { width: result.width, height: result.height, crop: result.crop };
    }
    if (recrop) await versions.markRatioReady(versionId, recrop.ratio, results[recrop.ratio]!);
    else
      await versions.markReady(versionId, { results, image: { width: derived.width, height: derived.height }, subject: derived.subject });
  } catch (error) {
    const final = job.retryCount >= DERIVE_POLICY.retryLimit;
    await versions.setStatus(versionId, final ? 'failed' : 'queued', error instanceof Error ? error.message : String(error));
    throw error;
  } finally {
    await Promise.all(scratch.map((path) => rm(path, { force: true })));
  }
}
