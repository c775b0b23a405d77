import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { REVIEW_MESSAGES, REVIEW_PHOTO_TYPES } from '@store/shared/reviews';
import { decodeImage, writeWebPreview } from '#server/images/decode-image.ts';
import { HttpError } from '#server/http-errors.ts';
import type { ReceivedFile } from '#server/http/receive-upload.ts';

/**
 * A review's photo of the canvas on the wall, as the store keeps it: fully decoded (anything that
 * is not a JPEG, PNG or WebP image is refused), upright, web size, WebP, with no location or
 * camera details. Answers the path of the copy; the caller stores and removes it.
 */
export async function prepareReviewPhoto(file: ReceivedFile, options: { maxPixels: number; workDir: string }): Promise<string> {
  if (!(REVIEW_PHOTO_TYPES as readonly string[]).includes(file.mimetype))
    throw new HttpError(400, 'UNSUPPORTED_IMAGE', REVIEW_MESSAGES.photoNotImage, { photo: REVIEW_MESSAGES.photoNotImage });
  let decoded;
  try {
    decoded = await decodeImage(file.path, options);
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(400, error.code, error.message, { photo: error.message });
    throw error;
  }
  const copy = join(options.workDir, `review-photo-${randomUUID()}.webp`);
  try {
    await writeWebPreview(decoded.normalisedPath, copy);
  } finally {
    await rm(decoded.normalisedPath, { force: true });
  }
  return copy;
}
