import { randomBytes } from 'node:crypto';
import type { AspectRatio } from '@store/shared/catalog';
import type { PhotoFinding } from '@store/shared/photo-check';
import { REVISION_MESSAGES } from '@store/shared/production';
import type { AdminRender, Render } from '@store/shared/renders';
import { FREE_REVISIONS_PER_RENDER } from '@store/shared/render-progress';
import { absoluteUrl, routes } from '@store/shared/routes';
import type { Style } from '@store/shared/styles';
import { afterCommit } from '#server/db/transaction.ts';
import { HttpError } from '#server/http-errors.ts';
import { emailPictures } from '#server/providers/mail/email-pictures.ts';
import { deleteFiles, deleteFilesOf, NOT_FOUND, requireOwner, visibleRender, type RenderServiceDeps } from './render-access.ts';
import { revisionReceivedEmail } from './render-emails.ts';
import { renderKeys } from './render-files.ts';
import { adminRenderDto, renderDto, type Viewer } from './render-views.ts';

export type NewUploadedRender = {
  userId: string;
  customerName: string;
  customerEmail: string;
  style: Style;
  aspectRatio: AspectRatio;
  filename: string;
  width: number;
  height: number;
  original: { path: string; extension: string; contentType: string };
  originalPreviewPath: string;
  findings: PhotoFinding[];
};

/** Unguessable ids: 128 random bits, URL-safe. */
function newRenderId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Stores the upload's files under a new id, then in one transaction asks `admit` (an upload
 * takes the customer's slot there) and inserts the row. A crash leaves the row and what
 * `admit` wrote together or neither; files without a row are swept later. When `admit`
 * refuses, or anything fails, the files are deleted: null for a refusal, else the error.
 */
async function createFromUpload(
  deps: RenderServiceDeps,
  input: NewUploadedRender,
  admit?: () => Promise<boolean>,
  /** Kept with the render in its transaction (the bike the customer picked). */
  alongside?: (renderId: string) => Promise<void>,
): Promise<Render | null> {
  const { storage } = deps;
  const id = newRenderId();
  const originalKey = renderKeys.original(id, input.original.extension);
  const written: string[] = [];
  try {
    await storage.put(originalKey, { path: input.original.path }, input.original.contentType);
    written.push(originalKey);
    await storage.put(renderKeys.originalPreview(id), { path: input.originalPreviewPath }, 'image/webp');
    written.push(renderKeys.originalPreview(id));
    const admitted = await deps.transact(async () => {
      if (admit && !(await admit())) return false;
      const { userId, customerName, customerEmail, style, aspectRatio, filename, width, height, findings } = input;
      const submittedAt = new Date().toISOString();
      await deps.life.insert({
        id,
        userId,
        customerName,
        customerEmail,
        style,
        aspectRatio,
        filename,
        originalKey,
        width,
        height,
        submittedAt,
        findings,
      });
      await alongside?.(id);
      return true;
    });
    if (!admitted) {
      await deleteFiles(storage, written);
      return null;
    }
  } catch (error) {
    await deleteFiles(storage, written);
    throw error;
  }
  return renderDto((await deps.repository.findById(id))!, { id: input.userId, role: 'customer' });
}

/** The owner asks for a change to a complete render, within the free revisions. */
async function requestRevision(deps: RenderServiceDeps, id: string, viewer: Viewer, note: string): Promise<Render> {
  const render = await visibleRender(deps.repository, id, viewer);
  requireOwner(viewer, render);
  if (render.status !== 'complete') throw new HttpError(409, 'NOT_COMPLETE', REVISION_MESSAGES.notComplete);
  if (!(await deps.life.requestRevision(id, render.userId, note, FREE_REVISIONS_PER_RENDER)))
    throw new HttpError(409, 'NO_REVISIONS_LEFT', REVISION_MESSAGES.noneLeft);
  await deps.mailer.queue(
    render.customerEmail,
    revisionReceivedEmail(
      render.customerName,
      note,
      absoluteUrl(deps.publicUrl, routes.dashboard.href()),
      render.publishedVersionId ? emailPictures.preview({ ...render, renderId: id, versionId: render.publishedVersionId }) : null,
    ),
  );
  await deps.notifications.revisionRequested({
    renderId: id,
    style: render.style,
    customer: { id: render.userId, name: render.customerName, email: render.customerEmail },
    note,
  });
  return renderDto((await deps.repository.findById(id))!, viewer);
}

/** What customers and staff change of a render: the upload, a revision, a withdrawal, the recycle bin and the account's deletion. */
export function createRenderChanges(deps: RenderServiceDeps) {
  const { repository, life, storage } = deps;

  return {
    createFromUpload: (input: NewUploadedRender, admit?: () => Promise<boolean>, alongside?: (renderId: string) => Promise<void>) =>
      createFromUpload(deps, input, admit, alongside),

    requestRevision: (id: string, viewer: Viewer, note: string) => requestRevision(deps, id, viewer, note),

    /**
     * The owner withdraws a first-round request: the render and its files are deleted, not kept in
     * the recycle bin (files a failure leaves behind are swept as orphans). False when it is no
     * longer cancellable.
     */
    async cancelPending(id: string, viewer: Viewer): Promise<boolean> {
      const render = await visibleRender(repository, id, viewer);
      requireOwner(viewer, render);
      if (!(await life.deletePending(id, render.userId))) return false;
      await deleteFilesOf(storage, id);
      return true;
    },

    async moveToRecycleBin(id: string): Promise<AdminRender> {
      if (!(await life.moveToRecycleBin(id))) throw NOT_FOUND();
      return adminRenderDto((await repository.findById(id))!);
    },

    async restore(id: string): Promise<AdminRender> {
      if (!(await life.restore(id))) throw NOT_FOUND();
      return adminRenderDto((await repository.findById(id))!);
    },

    /**
     * Removes every render of a customer who deleted their account, in the caller's transaction;
     * their files go once it commits (any a failure leaves are swept as orphans).
     */
    async eraseAllOf(userId: string): Promise<void> {
      const ids = await repository.idsOfUser(userId);
      await life.deleteAllOfUser(userId);
      await afterCommit(() => Promise.all(ids.map((id) => deleteFilesOf(storage, id).catch(() => undefined))).then(() => undefined));
    },
  };
}
