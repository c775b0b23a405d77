import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SubjectMask } from './isolate-subject.ts';

export type Size = { width: number; height: number };
/** Where the photo sits on the model's canvas, in canvas pixels. */
export type Frame = { left: number; top: number; width: number; height: number };

/** Letterbox bars are mid grey: the model redraws them least. */
const BAR_GREY = { r: 128, g: 128, b: 128 };
/** A model's image may be scaled, but not reshaped by more than this before it is refused. */
const ASPECT_TOLERANCE = 0.02;
const SMALLEST_ANSWER = 256;

/**
 * The photo as a model receives it: turned upright, scaled to fit its canvas and letterboxed, as a
 * PNG without any of the photo's metadata (no location, no camera); and the cut-out on the same
 * canvas (white on the bike; the whole photo when there is none).
 */
export async function prepareModelInput(
  photoPath: string,
  mask: SubjectMask | null,
  canvas: Size,
  outDir: string,
): Promise<{ photoPath: string; maskPath: string; frame: Frame }> {
  const { width = 1, height = 1 } = (await sharp(photoPath).metadata()).autoOrient;
  const scale = Math.min(canvas.width / width, canvas.height / height);
  const frameSize = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  const frame = {
    left: Math.floor((canvas.width - frameSize.width) / 2),
    top: Math.floor((canvas.height - frameSize.height) / 2),
    ...frameSize,
  };
  const extend = {
    left: frame.left,
    top: frame.top,
    right: canvas.width - frame.width - frame.left,
    bottom: canvas.height - frame.height - frame.top,
  };
  const name = randomUUID();
  const modelPhoto = join(outDir, `${name}-model-photo.png`);
  const modelMask = join(outDir, `${name}-model-mask.png`);
  await sharp(photoPath)
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .resize(frame.width, frame.height, { fit: 'fill' })
    .extend({ ...extend, background: BAR_GREY })
    .png()
    .toFile(modelPhoto);
  const maskImage = mask
    ? sharp(mask.data, { raw: { width: mask.width, height: mask.height, channels: 1 } }).resize(frame.width, frame.height, { fit: 'fill' })
    : sharp({ create: { ...frameSize, channels: 3, background: { r: 255, g: 255, b: 255 } } });
  await maskImage
    .extend({ ...extend, background: { r: 0, g: 0, b: 0 } })
    .greyscale()
    .png()
    .toFile(modelMask);
  return { photoPath: modelPhoto, maskPath: modelMask, frame };
}

/**
 * A model's answer made into a draft: refused unless it is an image of the canvas's shape; scaled
 * to the canvas, the letterbox cut off, and the bike layer cut out with the photo's mask.
 */
export async function acceptModelImage(
  imagePath: string,
  canvas: Size,
  frame: Frame,
  mask: SubjectMask | null,
  outDir: string,
): Promise<{ draftPath: string; layerPath: string; width: number; height: number }> {
  const meta = await sharp(imagePath)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new Error('The model’s answer is not an image.');
  const aspectChange = Math.abs(meta.width / meta.height / (canvas.width / canvas.height) - 1);
  if (aspectChange > ASPECT_TOLERANCE || Math.max(meta.width, meta.height) < SMALLEST_ANSWER)
    throw new Error(`The model’s image is ${meta.width}×${meta.height}, not the ${canvas.width}×${canvas.height} asked for.`);
  const name = randomUUID();
  const draftPath = join(outDir, `${name}-generated-draft.jpg`);
  const layerPath = join(outDir, `${name}-generated-layer.png`);
  const rgb = await sharp(imagePath)
    .removeAlpha()
    .toColourspace('srgb')
    .resize(canvas.width, canvas.height, { fit: 'fill' })
    .extract(frame)
    .raw()
    .toBuffer();
  const raw = { width: frame.width, height: frame.height, channels: 3 as const };
  const alpha = mask
    ? await sharp(mask.data, { raw: { width: mask.width, height: mask.height, channels: 1 } })
        .resize(frame.width, frame.height, { fit: 'fill' })
        .extractChannel(0)
        .raw()
        .toBuffer()
    : Buffer.alloc(frame.width * frame.height, 255);
  await Promise.all([
    sharp(rgb, { raw }).jpeg({ quality: 92 }).toFile(draftPath),
    sharp(rgb, { raw })
      .joinChannel(alpha, { raw: { width: frame.width, height: frame.height, channels: 1 } })
      .png()
      .toFile(layerPath),
  ]);
  return { draftPath, layerPath, width: frame.width, height: frame.height };
}
