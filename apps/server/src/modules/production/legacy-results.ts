import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ASPECT_RATIOS } from '@store/shared/catalog';
import type { Transact } from '#server/db/transaction.ts';
import type { Storage } from '#server/providers/storage/storage.ts';
import { renderKeys } from '../renders/render-files.ts';
import { downloadForJob } from './job-files.ts';
import type { RenderStates } from '../renders/render-service.ts';
import { newVersionId, type ResultSizes, type VersionRepository } from './version-repository.ts';

/** Where a render finished before versions kept its results (decision 034 retires the layout). */
const legacyKeys = {
  result: (id: string, ratio: string) => `renders/${id}/results/${ratio}.jpg`,
  preview: (id: string, ratio: string) => `renders/${id}/results/${ratio}-preview.webp`,
};

/**
 * Moves each render finished before versions into a published version 1, so every published
 * render's files live with a version: copies its files into the version's folder, records the
 * version and publishes it in one transaction, then removes the old files. Safe to run again: a
 * render already moved is not listed, and a move cut short is redone from the old files.
 */
export function createLegacyResultsMove(deps: {
  renderStates: Pick<RenderStates, 'withLegacyResults' | 'adoptVersion'>;
  versions: VersionRepository;
  storage: Storage;
  transact: Transact;
  workDir: string;
  log: FastifyBaseLogger;
}) {
  const { storage } = deps;

  async function copy(from: string, to: string, contentType: string): Promise<void> {
    const path = await downloadForJob(storage, from, deps.workDir);
    try {
      await storage.put(to, { path }, contentType);
    } finally {
      await rm(path, { force: true });
    }
  }

  return async function moveLegacyResults(): Promise<number> {
    const legacy = await deps.renderStates.withLegacyResults();
    for (const render of legacy) {
      const versionId = newVersionId();
      const ratios = ASPECT_RATIOS.filter((ratio) => render.results[ratio]);
      const sourceRatio = render.results[render.aspectRatio] ? render.aspectRatio : ratios[0];
      if (!sourceRatio) continue;
      const results: ResultSizes = {};
      for (const ratio of ratios) {
        await copy(legacyKeys.result(render.id, ratio), renderKeys.versionResult(render.id, versionId, ratio), 'image/jpeg');
        await copy(legacyKeys.preview(render.id, ratio), renderKeys.versionResultPreview(render.id, versionId, ratio), 'image/webp');
        results[ratio] = render.results[ratio];
      }
      const sourceKey = renderKeys.versionSource(render.id, versionId, 'jpg');
      await copy(legacyKeys.result(render.id, sourceRatio), sourceKey, 'image/jpeg');
      await deps.transact(async () => {
        await deps.versions.insert({ id: versionId, renderId: render.id, source: 'upload', draftId: null, sourceKey });
        await deps.versions.markReady(versionId, { results, image: render.results[sourceRatio]!, subject: null });
        await deps.versions.markPublished(versionId);
        await deps.renderStates.adoptVersion(render.id, versionId);
      });
      for (const ratio of ratios)
        await Promise.all([storage.delete(legacyKeys.result(render.id, ratio)), storage.delete(legacyKeys.preview(render.id, ratio))]);
    }
    if (legacy.length > 0) deps.log.info({ renders: legacy.length }, 'moved results of renders finished before versions');
    return legacy.length;
  };
}
