import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { ASPECT_RATIOS, type AspectRatio } from '@store/shared/catalog';
import { PREVIEW_LONG_SIDE } from '@store/shared/product';
import { HttpError } from '../http-errors.ts';
import { watermarkSvg } from './watermark.ts';

export type DerivedResult = { ratio: AspectRatio; width: number; height: number; fullPath: string; previewPath: string };

/** Attention is found on a small copy: the crop position is the same, at a fraction of the cost. */
const ANALYSIS_LONG_SIDE = 512;
const PREVIEW_SOURCE_LONG_SIDE = 1600;
const FULL_ENCODES_AT_ONCE = 2;

type RawImage = { data: Buffer; info: OutputInfo };

function ratioParts(ratio: AspectRatio): [number, number] {
  const [width, height] = ratio.split('x').map(Number) as [number, number];
  return [width, height];
}

/** The largest crop of the given ratio that fits inside width x height. */
export function largestCrop(width: number, height: number, ratio: AspectRatio): { width: number; height: number } {
  const [ratioWidth, ratioHeight] = ratioParts(ratio);
  if (width * ratioHeight > height * ratioWidth) return { width: Math.round((height * ratioWidth) / ratioHeight), height };
  return { width, height: Math.round((width * ratioHeight) / ratioWidth) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function fitInside(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function shrink(image: RawImage, longSide: number): Promise<RawImage> {
  return sharp(image.data, { raw: image.info })
    .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** Where (as a fraction of the image) an attention-based crop of this shape starts. */
async function attentionOrigin(
  analysis: RawImage,
  crop: { width: number; height: number },
  fullWidth: number,
): Promise<{ left: number; top: number }> {
  const scale = analysis.info.width / fullWidth;
  const width = clamp(Math.round(crop.width * scale), 1, analysis.info.width);
  const height = clamp(Math.round(crop.height * scale), 1, analysis.info.height);
  if (width === analysis.info.width && height === analysis.info.height) return { left: 0, top: 0 };
  const { info } = await sharp(analysis.data, { raw: analysis.info })
    .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { left: -(info.cropOffsetLeft ?? 0) / analysis.info.width, top: -(info.cropOffsetTop ?? 0) / analysis.info.height };
}

/**
 * From the one finished image staff upload, makes each of the five print ratios at the
 * highest resolution the image allows, cropped where the subject is, plus a watermarked
 * web preview of each. The image is decoded once.
 */
export async function deriveResults(sourcePath: string, options: { maxPixels: number; workDir: string }): Promise<DerivedResult[]> {
  let full: RawImage;
  try {
    full = await sharp(sourcePath, { limitInputPixels: options.maxPixels, failOn: 'truncated' })
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
  const [analysis, previewSource] = await Promise.all([shrink(full, ANALYSIS_LONG_SIDE), shrink(full, PREVIEW_SOURCE_LONG_SIDE)]);
  const { width: fullWidth, height: fullHeight } = full.info;
  const previewScale = previewSource.info.width / fullWidth;
  const batch = randomUUID();

  const crops = await Promise.all(
    ASPECT_RATIOS.map(async (ratio) => {
      const size = largestCrop(fullWidth, fullHeight, ratio);
      const origin = await attentionOrigin(analysis, size, fullWidth);
      const left = clamp(Math.round(origin.left * fullWidth), 0, fullWidth - size.width);
      const top = clamp(Math.round(origin.top * fullHeight), 0, fullHeight - size.height);
      return { ratio, left, top, ...size };
    }),
  );

  const results = crops.map((crop) => ({
    ratio: crop.ratio,
    width: crop.width,
    height: crop.height,
    fullPath: join(options.workDir, `${batch}-${crop.ratio}.jpg`),
    previewPath: join(options.workDir, `${batch}-${crop.ratio}-preview.webp`),
  }));

  await Promise.all(
    crops.map((crop, index) => {
      const left = clamp(Math.round(crop.left * previewScale), 0, previewSource.info.width - 1);
      const top = clamp(Math.round(crop.top * previewScale), 0, previewSource.info.height - 1);
      const width = clamp(Math.round(crop.width * previewScale), 1, previewSource.info.width - left);
      const height = clamp(Math.round(crop.height * previewScale), 1, previewSource.info.height - top);
      const size = fitInside(width, height, PREVIEW_LONG_SIDE);
      return sharp(previewSource.data, { raw: previewSource.info })
        .extract({ left, top, width, height })
        .resize(size.width, size.height, { fit: 'fill' })
        .composite([{ input: watermarkSvg(size.width, size.height) }])
        .webp({ quality: 78 })
        .toFile(results[index]!.previewPath);
    }),
  );

  // A JPEG encode runs on one core: two at a time keeps both cores busy without multiplying
  // the memory a large image needs by five.
  let next = 0;
  const encodeNext = async (): Promise<void> => {
    for (let index = next++; index < crops.length; index = next++) {
      const crop = crops[index]!;
      await sharp(full.data, { raw: full.info })
        .extract({ left: crop.left, top: crop.top, width: crop.width, height: crop.height })
        .jpeg({ quality: 90 })
        .toFile(results[index]!.fullPath);
    }
  };
  await Promise.all(Array.from({ length: FULL_ENCODES_AT_ONCE }, encodeNext));
  return results;
}
