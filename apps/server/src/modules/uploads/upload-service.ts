import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { aspectRatioOf } from '@store/shared/aspect-ratio-rule';
import { DAILY_UPLOAD_LIMIT } from '@store/shared/policy';
import type { Render, UploadAllowanceDto } from '@store/shared/renders';
import type { Style } from '@store/shared/styles';
import { uploadAllowance } from '@store/shared/upload-window';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http-errors.ts';
import { decodeImage, writeWebPreview } from '../../images/decode-image.ts';
import type { SignedInUser } from '../../plugins/app/auth-guard.ts';
import type { RenderService } from '../renders/render-service.ts';
import { createUploadWindowRepository } from './upload-window-repository.ts';

export const UPLOAD_LIMIT_MESSAGE = "You've reached your daily upload limit.";

export function createUploadService(deps: { db: Kysely<Database>; renders: RenderService; maxPixels: number; workDir: string }) {
  const windows = createUploadWindowRepository(deps.db);

  async function allowance(userId: string, now = new Date()): Promise<UploadAllowanceDto> {
    const current = uploadAllowance(await windows.find(userId), now);
    return { limit: current.limit, remaining: current.remaining, resetsAt: current.resetsAt?.toISOString() ?? null };
  }

  return {
    allowance,

    /**
     * Decodes the photo before anything is kept, then takes an upload slot, then stores the
     * render; a failure at any step leaves no file, no row and no slot taken.
     */
    async upload(user: SignedInUser, style: Style, file: { path: string; filename: string }): Promise<Render> {
      const decoded = await decodeImage(file.path, { maxPixels: deps.maxPixels, workDir: deps.workDir });
      const previewPath = join(deps.workDir, `original-preview-${randomUUID()}.webp`);
      try {
        await writeWebPreview(decoded.normalisedPath, previewPath);
        if (!(await windows.claim(user.id, new Date(), DAILY_UPLOAD_LIMIT))) {
          const { resetsAt } = await allowance(user.id);
          throw new HttpError(429, 'UPLOAD_LIMIT', UPLOAD_LIMIT_MESSAGE, resetsAt ? { resetsAt } : undefined);
        }
        try {
          return await deps.renders.createFromUpload({
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
          });
        } catch (error) {
          await windows.release(user.id);
          throw error;
        }
      } finally {
        await Promise.all([rm(decoded.normalisedPath, { force: true }), rm(previewPath, { force: true })]);
      }
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
