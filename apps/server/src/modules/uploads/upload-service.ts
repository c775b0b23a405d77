import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { aspectRatioOf } from '@store/shared/aspect-ratio-rule';
import { DAILY_UPLOAD_LIMIT } from '@store/shared/policy';
import { PHOTO_CHECK_MESSAGES, type PhotoCheck } from '@store/shared/photo-check';
import { CANCEL_MESSAGES } from '@store/shared/production';
import type { Render, UploadAllowanceDto } from '@store/shared/renders';
import type { Style } from '@store/shared/styles';
import { uploadAllowance } from '@store/shared/upload-window';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http-errors.ts';
import { decodeImage, writeWebPreview } from '#server/images/decode-image.ts';
import type { SignedInUser } from '#server/plugins/app/auth-guard.ts';
import type { ProductionService } from '../production/production-service.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { PhotoChecker } from './photo-checker.ts';
import { createUploadWindowRepository } from './upload-window-repository.ts';

export const UPLOAD_LIMIT_MESSAGE = "You've reached your daily upload limit.";

/** The slot was refused inside the upload's transaction: it rolls back and the stored files go. */
class SlotRefused extends Error {}

export function createUploadService(deps: {
  db: Kysely<Database>;
  renders: RenderService;
  production: ProductionService;
  photoChecker: PhotoChecker;
  autoDrafts: boolean;
  maxPixels: number;
  workDir: string;
  log: FastifyBaseLogger;
}) {
  const windows = createUploadWindowRepository(deps.db);

  async function allowance(userId: string, now = new Date()): Promise<UploadAllowanceDto> {
    const current = uploadAllowance(await windows.find(userId), now);
    return { limit: current.limit, remaining: current.remaining, resetsAt: current.resetsAt?.toISOString() ?? null };
  }

  async function limitReached(userId: string): Promise<HttpError> {
    const { resetsAt } = await allowance(userId);
    return new HttpError(429, 'UPLOAD_LIMIT', UPLOAD_LIMIT_MESSAGE, resetsAt ? { resetsAt } : undefined);
  }

  return {
    allowance,

    /** The photo check alone, for a photo the customer has picked but not sent. */
    async check(file: { path: string }): Promise<PhotoCheck | null> {
      const decoded = await decodeImage(file.path, { maxPixels: deps.maxPixels, workDir: deps.workDir });
      try {
        return await deps.photoChecker.check(decoded.normalisedPath);
      } finally {
        await rm(decoded.normalisedPath, { force: true });
      }
    },

    /**
     * Decodes and checks the photo before anything is kept, stores its files, then takes the
     * upload slot and inserts the render in one transaction, and starts its first draft. A
     * failure at any step leaves no file, no row and no slot taken; a crash leaves at most files
     * without a row, which the sweeper removes. Warnings stop the upload until the customer
     * accepts them.
     */
    async upload(user: SignedInUser, style: Style, file: { path: string; filename: string }, acceptWarnings: boolean): Promise<Render> {
      const decoded = await decodeImage(file.path, { maxPixels: deps.maxPixels, workDir: deps.workDir });
      const previewPath = join(deps.workDir, `original-preview-${randomUUID()}.webp`);
      try {
        const findings = (await deps.photoChecker.check(decoded.normalisedPath))?.findings ?? [];
        const blocking = findings.find((finding) => finding.severity === 'block');
        if (blocking) throw new HttpError(422, 'PHOTO_BLOCKED', `${blocking.title} ${blocking.advice}`);
        if (findings.length > 0 && !acceptWarnings) throw new HttpError(422, 'PHOTO_WARNINGS', PHOTO_CHECK_MESSAGES.warningsNotAccepted);
        // Spares storing the files of a customer already at the limit; the transaction below decides.
        if ((await allowance(user.id)).remaining === 0) throw await limitReached(user.id);
        await writeWebPreview(decoded.normalisedPath, previewPath);
        let render: Render;
        try {
          render = await deps.renders.createFromUpload(
            {
              userId: user.id,
              customerName: user.name,
              customerEmail: user.email,
              style,
              aspectRatio: aspectRatioOf(decoded.width, decoded.height),
              filename: file.filename.slice(0, 200) || `photo.${decoded.output.extension}`,
              width: decoded.width,
              height: decoded.height,
              original: { path: decoded.normalisedPath, extension: decoded.output.extension, contentType: decoded.output.contentType },
              originalPreviewPath: previewPath,
              findings,
            },
            async (transaction) => {
              if (!(await windows.claim(user.id, new Date(), DAILY_UPLOAD_LIMIT, transaction))) throw new SlotRefused();
            },
          );
        } catch (error) {
          if (error instanceof SlotRefused) throw await limitReached(user.id);
          throw error;
        }
        // The render is kept even if its draft cannot be queued: staff can ask for one on the workbench.
        if (deps.autoDrafts) await deps.production.startDrafting(render.id, style).catch((error: unknown) => deps.log.error({ err: error, renderId: render.id }, 'could not queue the first draft'));
        return render;
      } finally {
        await Promise.all([rm(decoded.normalisedPath, { force: true }), rm(previewPath, { force: true })]);
      }
    },

    /** The owner withdraws a request still waiting for its first render; today's slot is given back. */
    async cancel(user: SignedInUser, renderId: string): Promise<void> {
      const cancelled = await deps.renders.cancelPending(renderId, user);
      if (!cancelled) throw new HttpError(409, 'NOT_CANCELLABLE', CANCEL_MESSAGES.notPending);
      const window = await windows.find(user.id);
      if (window && new Date(cancelled.submittedAt) >= window.startedAt) await windows.release(user.id);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
