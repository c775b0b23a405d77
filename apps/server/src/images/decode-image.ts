import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../http-errors.ts';
import { decodeHeic } from './heic.ts';

/** The formats customers' photos may come in; everything else (SVG, GIF, TIFF, PDF...) is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
const ACCEPTED_TEXT = 'Please upload a JPEG, PNG, WebP, AVIF or HEIC photo.';

export type OutputFormat = { format: 'jpeg' | 'png' | 'webp'; extension: 'jpg' | 'png' | 'webp'; contentType: string };

export type DecodedImage = {
  /** The image upright (EXIF orientation applied) with every piece of metadata (GPS, camera) stripped. */
  normalisedPath: string;
  output: OutputFormat;
  width: number;
  height: number;
};

function outputFor(format: string): OutputFormat {
  if (format === 'png') return { format: 'png', extension: 'png', contentType: 'image/png' };
  if (format === 'webp') return { format: 'webp', extension: 'webp', contentType: 'image/webp' };
  return { format: 'jpeg', extension: 'jpg', contentType: 'image/jpeg' };
}

/**
 * Fully decodes an untrusted image before anything is kept: a file that is not an image, is
 * truncated, has too many pixels, or is in a refused format fails here with a clear message.
 */
export async function decodeImage(sourcePath: string, options: { maxPixels: number; workDir: string }): Promise<DecodedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(sourcePath, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(400, 'INVALID_IMAGE', `This file is not an image we can read. ${ACCEPTED_TEXT}`);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new HttpError(400, 'UNSUPPORTED_IMAGE', `This image format is not supported. ${ACCEPTED_TEXT}`);
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width === 0 || height === 0) throw new HttpError(400, 'INVALID_IMAGE', `This file is not an image we can read. ${ACCEPTED_TEXT}`);
  if (width * height > options.maxPixels) {
    throw new HttpError(
      400,
      'IMAGE_TOO_LARGE',
      `This image has too many pixels (${width} x ${height}). The limit is ${Math.round(options.maxPixels / 1_000_000)} megapixels.`,
    );
  }

  if (metadata.format === 'heif' && metadata.compression === 'hevc') return normaliseHeic(sourcePath, options.workDir);

  const output = outputFor(metadata.format);
  const normalisedPath = join(options.workDir, `normalised-${randomUUID()}.${output.extension}`);
  try {
    const info = await sharp(sourcePath, { limitInputPixels: options.maxPixels, failOn: 'truncated' })
      .rotate()
      .toFormat(output.format, output.format === 'png' ? { compressionLevel: 6 } : { quality: 92 })
      .toFile(normalisedPath);
    return { normalisedPath, output, width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, 'INVALID_IMAGE', `This image is damaged or incomplete. ${ACCEPTED_TEXT}`);
  }
}

/** An iPhone photo becomes a JPEG: decoded upright by libheif, its metadata left behind. */
async function normaliseHeic(sourcePath: string, workDir: string): Promise<DecodedImage> {
  const output = outputFor('jpeg');
  const normalisedPath = join(workDir, `normalised-${randomUUID()}.${output.extension}`);
  try {
    const image = await decodeHeic(sourcePath);
    const info = await sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
      raw: { width: image.width, height: image.height, channels: 4 },
    })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 92 })
      .toFile(normalisedPath);
    return { normalisedPath, output, width: info.width, height: info.height };
  } catch {
    throw new HttpError(400, 'INVALID_IMAGE', `This image is damaged or incomplete. ${ACCEPTED_TEXT}`);
  }
}

/** A web-size copy for showing on pages (the dashboard, the admin queue). */
export async function writeWebPreview(sourcePath: string, targetPath: string, longSide = 1200): Promise<void> {
  await sharp(sourcePath).resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toFile(targetPath);
}
