import { isAspectRatio } from '@store/shared/catalog';
import { HttpError } from '#server/http-errors.ts';
import type { StoredFile } from '#server/providers/storage/storage.ts';
import { NOT_FOUND, requireOwnerOrAdmin, storedFile, visibleRender, type RenderServiceDeps } from './render-access.ts';
import { publishedResultKeys, renderKeys } from './render-files.ts';
import type { RenderRecord } from './render-repository.ts';
import { seesEveryRender, type Viewer } from './render-views.ts';
import { createSmallPreviews } from './small-previews.ts';

const NO_RESULT = () => new HttpError(404, 'NOT_FOUND', 'This render has no result in that aspect ratio.');

/** The published files of one ratio, or 404. */
function publishedKeys(render: RenderRecord, ratio: string): { full: string; preview: string } {
  const keys = isAspectRatio(ratio) && render.results[ratio] ? publishedResultKeys(render, ratio) : null;
  if (!keys) throw NO_RESULT();
  return keys;
}

/** Where a full-size result is kept: of the named version, else of the published one. */
function fullResultKey(render: RenderRecord, ratio: string, versionId: string | null): string {
  if (versionId === null) return publishedKeys(render, ratio).full;
  if (!isAspectRatio(ratio)) throw NO_RESULT();
  return renderKeys.versionResult(render.id, versionId, ratio);
}

function resultFilename(render: RenderRecord, ratio: string): string {
  return `motomuse-${render.style.toLowerCase()}-${ratio}-${render.id}.jpg`;
}

/** A render's files and who may read each: the photo its owner and staff, previews anyone, full results staff and buyers. */
export function createRenderFileAccess(deps: RenderServiceDeps) {
  const { repository, storage } = deps;
  const smallPreviews = createSmallPreviews(storage);
  const file = (key: string) => storedFile(storage, key);

  return {
    /** The web-size copy of the customer's photo, for the gallery, which asks only while the customer consents. */
    async galleryPhoto(id: string): Promise<StoredFile> {
      const render = await repository.findById(id);
      if (!render || render.status === 'deleted') throw NOT_FOUND();
      return file(renderKeys.originalPreview(render.id));
    },

    async original(id: string, viewer: Viewer): Promise<{ file: StoredFile; filename: string }> {
      const render = await visibleRender(repository, id, viewer);
      requireOwnerOrAdmin(viewer, render);
      return { file: await file(render.originalKey), filename: render.filename };
    },

    async originalPreview(id: string, viewer: Viewer): Promise<StoredFile> {
      const render = await visibleRender(repository, id, viewer);
      requireOwnerOrAdmin(viewer, render);
      return file(renderKeys.originalPreview(render.id));
    },

    /** Watermarked previews are public once the render is complete. */
    async resultPreview(id: string, ratio: string, viewer: Viewer, size: 'full' | 'small' = 'full'): Promise<StoredFile> {
      const key = publishedKeys(await visibleRender(repository, id, viewer), ratio).preview;
      if (size === 'full') return file(key);
      const small = await smallPreviews.get(key);
      if (!small) throw new HttpError(404, 'NOT_FOUND', 'File not found.');
      return small;
    },

    /**
     * Full-resolution results: admins, and customers who bought the digital download. Staff may name
     * a version: the print file of a canvas that prints another version than the published one.
     */
    async result(
      id: string,
      ratio: string,
      viewer: Viewer,
      versionId: string | null = null,
    ): Promise<{ file: StoredFile; filename: string }> {
      const render = await visibleRender(repository, id, viewer);
      if (!viewer) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in first.');
      if (!seesEveryRender(viewer) && (versionId !== null || !(await deps.purchases.hasPurchased(viewer.id, render.id))))
        throw new HttpError(403, 'FORBIDDEN', 'Full-resolution files come with a purchase.');
      return { file: await file(fullResultKey(render, ratio, versionId)), filename: resultFilename(render, ratio) };
    },

    /**
     * A purchased result, for a download link the order has already authorised: of the version the
     * link names (the one paid for, or a canvas's print version), else of the published version.
     */
    async purchasedResult(id: string, ratio: string, versionId: string | null): Promise<{ file: StoredFile; filename: string }> {
      const render = await repository.findById(id);
      if (!render) throw NO_RESULT();
      return { file: await file(fullResultKey(render, ratio, versionId)), filename: resultFilename(render, ratio) };
    },
  };
}
