import sharp from 'sharp';
import type { Box } from '@store/shared/photo-check';
import type { Detection, MotorcycleDetector, RgbImage } from './detect-motorcycle.ts';
import { readAnalysisImage } from './vision/analysis-image.ts';
import { cleanMask } from './vision/clean-mask.ts';
import { findWheels } from './vision/find-wheels.ts';
import { type Disc, type PixelRect, grabCut, paintDisc } from './vision/grab-cut.ts';
import { loadOpenCv } from './vision/opencv.ts';

export type SubjectMask = { data: Buffer; width: number; height: number };

/** Detector boxes sit tight and can clip a wheel or the bars; GrabCut needs the whole bike inside its box. */
const BOX_GROWTH = 0.04;
/** Background around the box that GrabCut learns the background colours from, as a share of the box's size. */
const CONTEXT_MARGIN = 0.1;
/** Band inside the box's edges seeded as probable background, as a share of the box's shorter side. */
const EDGE_BAND = 0.04;
/**
 * GrabCut's graph cut is the slow step and grows faster than the pixel count: it runs on a copy of
 * the crop at most this long. At 512 px the cruiser and the real photo took 2-3.5 s; at 384 px every
 * fixture takes about 1 s at most, for 0.006 less mean IoU (see decision record 010).
 */
const GRABCUT_SIZE = 384;
const GRABCUT_ITERATIONS = 5;
/**
 * Wheels: dark tyres on a dark floor look like background to GrabCut's colour models, which lost
 * whole wheels. A wheel found in the photo is seeded as certainly the bike out to this share of its
 * tyre's radius (hub, spokes, rim), and its whole disc is added to the cut afterwards.
 */
const WHEEL_SEED = 0.75;
/** A wheel only guessed from the box's shape is seeded this far, and not added afterwards. */
const GUESSED_WHEEL_SEED = 0.5;

/**
 * The motorcycle cut out of the photo: the detector finds its box, GrabCut separates it from the
 * background inside that box, and the result is tidied and feathered. The mask is at analysis size
 * (long side 1024). Null when the detector finds no motorcycle.
 */
export async function isolateSubject(
  photoPath: string,
  detector: MotorcycleDetector,
): Promise<{ mask: SubjectMask; detection: Detection } | null> {
  const image = await readAnalysisImage(photoPath);
  const detection = await detector.detect(image);
  if (!detection) return null;
  return { mask: await subjectMaskFor(image, detection.box), detection };
}

/** The subject mask for a box found on `image`. GrabCut runs on a reduced crop around the box; the clean-up at full analysis size. */
export async function subjectMaskFor(image: RgbImage, box: Box): Promise<SubjectMask> {
  const { cv } = await loadOpenCv();
  const crop = toPixels(grown(box, BOX_GROWTH + CONTEXT_MARGIN), image);
  const scale = Math.min(1, GRABCUT_SIZE / Math.max(crop.width, crop.height));
  const cropImage = cropOf(image, crop);
  const small = await scaled(cropImage, scale);
  const detected = toPixels(box, image);
  const wheels = findWheels(cv, cropImage, { ...detected, x: detected.x - crop.x, y: detected.y - crop.y });
  const wheelSeeds: Disc[] = wheels.map((wheel) => ({
    x: wheel.x * scale,
    y: wheel.y * scale,
    radius: wheel.radius * scale * (wheel.found ? WHEEL_SEED : GUESSED_WHEEL_SEED),
  }));
  const subject = toPixels(grown(box, BOX_GROWTH), image);
  const boxInSmall: PixelRect = {
    x: Math.floor((subject.x - crop.x) * scale),
    y: Math.floor((subject.y - crop.y) * scale),
    width: Math.ceil(subject.width * scale),
    height: Math.ceil(subject.height * scale),
  };
  const band = Math.max(2, Math.round(Math.min(boxInSmall.width, boxInSmall.height) * EDGE_BAND));
  const cut = grabCut(cv, small, clippedTo(boxInSmall, small), band, GRABCUT_ITERATIONS, { subject: wheelSeeds });
  const binary = await upscaledBinary(cut, small, crop);
  for (const wheel of wheels) if (wheel.found) paintDisc(binary, crop.width, crop.height, wheel, 255);
  const alpha = cleanMask(cv, binary, crop.width, crop.height);
  const data = Buffer.alloc(image.width * image.height);
  for (let row = 0; row < crop.height; row += 1) {
    data.set(alpha.subarray(row * crop.width, (row + 1) * crop.width), (crop.y + row) * image.width + crop.x);
  }
  return { data, width: image.width, height: image.height };
}

function grown(box: Box, share: number): Box {
  return {
    x: box.x - box.width * share,
    y: box.y - box.height * share,
    width: box.width * (1 + 2 * share),
    height: box.height * (1 + 2 * share),
  };
}

function toPixels(box: Box, image: RgbImage): PixelRect {
  const x = Math.max(0, Math.floor(box.x * image.width));
  const y = Math.max(0, Math.floor(box.y * image.height));
  const right = Math.min(image.width, Math.ceil((box.x + box.width) * image.width));
  const bottom = Math.min(image.height, Math.ceil((box.y + box.height) * image.height));
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

function clippedTo(rect: PixelRect, image: RgbImage): PixelRect {
  const right = Math.min(image.width, rect.x + rect.width);
  const bottom = Math.min(image.height, rect.y + rect.height);
  return { x: rect.x, y: rect.y, width: right - rect.x, height: bottom - rect.y };
}

function cropOf(image: RgbImage, rect: PixelRect): RgbImage {
  const data = Buffer.alloc(rect.width * rect.height * 3);
  for (let row = 0; row < rect.height; row += 1) {
    const start = ((rect.y + row) * image.width + rect.x) * 3;
    image.data.copy(data, row * rect.width * 3, start, start + rect.width * 3);
  }
  return { data, width: rect.width, height: rect.height };
}

async function scaled(image: RgbImage, scale: number): Promise<RgbImage> {
  if (scale === 1) return image;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  return { data, width, height };
}

/** The reduced cut back at crop size, edges interpolated then re-thresholded. */
async function upscaledBinary(cut: Uint8Array, small: RgbImage, crop: PixelRect): Promise<Uint8Array> {
  if (small.width === crop.width && small.height === crop.height) return cut;
  const data = await sharp(cut, { raw: { width: small.width, height: small.height, channels: 1 } })
    .resize(crop.width, crop.height, { fit: 'fill', kernel: 'linear' })
    .threshold(128)
    .extractChannel(0)
    .raw()
    .toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}
