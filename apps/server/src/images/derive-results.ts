import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { ASPECT_RATIOS, type AspectRatio } from '@store/shared/catalog';
import type { Box } from '@store/shared/photo-check';
import { printFileSize } from '@store/shared/print-resolution';
import { PREVIEW_LONG_SIDE } from '@store/shared/product';
import { cropForSubject, type Crop } from '@store/shared/ratio-crops';
import { enlargeForPrint, type RawRgb } from '@store/render-engine/enlarge-for-print';
import { HttpError } from '../http-errors.ts';
import { watermarkSvg } from './watermark.ts';

/** One ratio of a version: the crop of the finished image it is cut from, and its print file's size. */
export type DerivedResult = { ratio: AspectRatio; crop: Crop; width: number; height: number; fullPath: string; previewPath: string };
/** The results, with the size of the finished image their crops are in. */
export type Derived = { width: number; height: number; results: DerivedResult[] };

export type DeriveOptions = {
  maxPixels: number;
  workDir: string;
  /** The bike's box in the finished image, when known: each ratio's crop centres on it. */
  subject: Box | null;
  /** Crops staff chose, by ratio; the others are centred on the bike. */
  crops?: Partial<Record<AspectRatio, Crop>>;
  /** The ratios to make (all five unless staff changed one crop). */
  ratios?: readonly AspectRatio[];
};

const PREVIEW_SOURCE_LONG_SIDE = 1600;
const PRINT_JPEG_QUALITY = 90;

type RawImage = { data: Buffer; info: OutputInfo };

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function fitInside(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(sourcePath: string, maxPixels: number): Promise<RawImage> {
  try {
    return await sharp(sourcePath, { limitInputPixels: maxPixels, failOn: 'truncated' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(
      400,
      'INVALID_IMAGE',
      'This file is not an image we can read, or it is damaged. Please upload a JPEG, PNG, WebP or AVIF render.',
    );
  }
}

async function writePreview(previewSource: RawImage, fullWidth: number, crop: Crop, path: string): Promise<void> {
  const scale = previewSource.info.width / fullWidth;
  const left = clamp(Math.round(crop.left * scale), 0, previewSource.info.width - 1);
  const top = clamp(Math.round(crop.top * scale), 0, previewSource.info.height - 1);
  const width = clamp(Math.round(crop.width * scale), 1, previewSource.info.width - left);
  const height = clamp(Math.round(crop.height * scale), 1, previewSource.info.height - top);
  const size = fitInside(width, height, PREVIEW_LONG_SIDE);
  await sharp(previewSource.data, { raw: previewSource.info })
    .extract({ left, top, width, height })
    .resize(size.width, size.height, { fit: 'fill' })
    .composite([{ input: watermarkSvg(size.width, size.height) }])
    .webp({ quality: 78 })
    .toFile(path);
}

// Without optimised Huffman tables: a print file is about 2% larger and encodes several times faster.
function encodePrintFile(image: RawRgb, path: string): Promise<unknown> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .jpeg({ quality: PRINT_JPEG_QUALITY, optimiseCoding: false })
    .toFile(path);
}

/**
 * From a version's finished image (a draft or staff's own), makes each print ratio's file at its
 * print size (the largest canvas of the ratio at PRINT_PPI, enlarged at most MAX_ENLARGEMENT times,
 * edges kept crisp) from a crop centred on the bike or the one staff chose, plus a watermarked web
 * preview of that crop. The image is decoded once; the print files are made one at a time, the
 * next one's edges steepened while the last one is JPEG-encoded, so both cores work and at most
 * two print files are in memory.
 */
export async function deriveResults(sourcePath: string, options: DeriveOptions): Promise<Derived> {
  const full = await decode(sourcePath, options.maxPixels);
  const image = { width: full.info.width, height: full.info.height };
  const previewSource = await sharp(full.data, { raw: full.info })
    .resize(PREVIEW_SOURCE_LONG_SIDE, PREVIEW_SOURCE_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const batch = randomUUID();

  const results = (options.ratios ?? ASPECT_RATIOS).map((ratio): DerivedResult => {
    const crop = options.crops?.[ratio] ?? cropForSubject(image, options.subject, ratio);
    return {
      ratio,
      crop,
      ...printFileSize(crop, ratio),
      fullPath: join(options.workDir, `${batch}-${ratio}.jpg`),
      previewPath: join(options.workDir, `${batch}-${ratio}-preview.webp`),
    };
  });

  await Promise.all(results.map((result) => writePreview(previewSource, image.width, result.crop, result.previewPath)));

  let encoding: Promise<unknown> = Promise.resolve();
  for (const result of results) {
    const { crop } = result;
    const enlarged = await enlargeForPrint(
      sharp(full.data, { raw: full.info }).extract({ left: crop.left, top: crop.top, width: crop.width, height: crop.height }),
      crop,
      result,
    );
    await encoding;
    encoding = encodePrintFile(enlarged, result.fullPath);
  }
  await encoding;
  return { ...image, results };
}
