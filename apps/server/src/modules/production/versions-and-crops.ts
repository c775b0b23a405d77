import { rm } from 'node:fs/promises';
import { ASPECT_RATIOS, type AspectRatio } from '@store/shared/catalog';
import { CROP_MESSAGES, PUBLISH_MESSAGES, type RenderVersion } from '@store/shared/production';
import { cropProblem, type Crop } from '@store/shared/ratio-crops';
import { HttpError } from '#server/http-errors.ts';
import { decodeImage } from '#server/images/decode-image.ts';
import type { StoredFile } from '#server/providers/storage/storage.ts';
import { renderKeys } from '../renders/render-files.ts';
import { draftOf } from './drafting.ts';
import { versionDto } from './production-dtos.ts';
import type { ProductionDeps } from './production-deps.ts';
import { fileOrNotFound } from './stored-files.ts';
import { DERIVE_JOB, derivePriority, type DeriveJob } from './version-deriving.ts';
import { newVersionId, type VersionRecord } from './version-repository.ts';

/** A version of this render, or the 404 that says it is not one. */
export async function versionOf(deps: Pick<ProductionDeps, 'versions'>, renderId: string, versionId: string): Promise<VersionRecord> {
  const version = await deps.versions.find(versionId);
  if (!version || version.renderId !== renderId) throw new HttpError(404, 'NOT_FOUND', 'Version not found.');
  return version;
}

/** Versions and crops: a ready draft or staff's own image becomes a version, derived in the background; staff move its crops. */
export function createVersionsAndCrops(deps: ProductionDeps) {
  const { renders, versions, jobs, storage } = deps;

  async function deriveInBackground(renderId: string, job: DeriveJob) {
    await jobs.send(DERIVE_JOB, job, { priority: await derivePriority(deps, renderId) });
  }

  return {
    async versionFile(renderId: string, versionId: string, ratio: string | null): Promise<StoredFile> {
      const version = await versionOf(deps, renderId, versionId);
      if (ratio === null) return fileOrNotFound(storage, version.sourceKey);
      const size = ASPECT_RATIOS.find((candidate) => candidate === ratio);
      if (!size || !version.results[size]) throw new HttpError(404, 'NOT_FOUND', 'This version has no result in that aspect ratio.');
      return fileOrNotFound(storage, renderKeys.versionResultPreview(renderId, versionId, size));
    },

    /** A ready draft becomes a version: its five ratios are derived in the background. */
    async versionFromDraft(renderId: string, draftId: string): Promise<RenderVersion> {
      await renders.forProduction(renderId);
      const draft = await draftOf(deps, renderId, draftId);
      if (draft.status !== 'ready') throw new HttpError(409, 'DRAFT_NOT_READY', 'This draft is not ready yet.');
      const sourceKey = renderKeys.draft(renderId, draftId);
      const version = await versions.insert({ id: newVersionId(), renderId, source: 'draft', draftId, sourceKey });
      await deriveInBackground(renderId, { versionId: version.id });
      return versionDto(version);
    },

    /** Staff's own finished image, checked like any upload, becomes a version. */
    async versionFromUpload(renderId: string, path: string): Promise<RenderVersion> {
      await renders.forProduction(renderId);
      const decoded = await decodeImage(path, { maxPixels: deps.maxPixels, workDir: deps.workDir });
      const id = newVersionId();
      const sourceKey = renderKeys.versionSource(renderId, id, decoded.output.extension);
      try {
        await storage.put(sourceKey, { path: decoded.normalisedPath }, decoded.output.contentType);
        const version = await versions.insert({ id, renderId, source: 'upload', draftId: null, sourceKey });
        await deriveInBackground(renderId, { versionId: version.id });
        return versionDto(version);
      } catch (error) {
        await storage.delete(sourceKey).catch(() => undefined);
        throw error;
      } finally {
        await rm(decoded.normalisedPath, { force: true });
      }
    },

    /**
     * Staff moved or scaled one ratio's crop (or put it back, with null): that ratio is made again
     * in the background. Only a ready version that customers have not been shown.
     */
    async recrop(renderId: string, versionId: string, ratio: AspectRatio, crop: Crop | null): Promise<RenderVersion> {
      await renders.forProduction(renderId);
      const version = await versionOf(deps, renderId, versionId);
      if (version.status !== 'ready') throw new HttpError(409, 'VERSION_NOT_READY', PUBLISH_MESSAGES.notReady);
      if (version.publishedAt !== null) throw new HttpError(409, 'VERSION_PUBLISHED', CROP_MESSAGES.published);
      if (!version.image || !version.results[ratio]) throw new HttpError(409, 'NO_CROPS', CROP_MESSAGES.noImage);
      const problem = crop ? cropProblem(version.image, crop, ratio) : null;
      if (problem) throw new HttpError(400, 'INVALID_CROP', problem, { crop: problem });
      await versions.setStatus(versionId, 'queued');
      await deriveInBackground(renderId, { versionId, recrop: { ratio, crop } });
      return versionDto((await versions.find(versionId))!);
    },
  };
}
