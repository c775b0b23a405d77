import sharp from 'sharp';
import type { Box } from '@store/shared/photo-check';
import { type Detection, type MotorcycleDetector, type RgbImage, type SceneDetections } from './detect-motorcycle.ts';
import type { ImageEmbedding, SamModel } from './segment/sam-model.ts';
import { segmentSubject, type SubjectClicks } from './segment/segment-subject.ts';
import type { PromptPoint } from './segment/sam-model.ts';
import { pixelBox, subjectPrompts } from './segment/subject-prompts.ts';
import { ridersOf, standsApart, upperBody, withRiders } from './riders-and-obstacles.ts';
import { readAnalysisImage } from './vision/analysis-image.ts';
import { cleanMask } from './vision/clean-mask.ts';
import { findWheels, type Wheel } from './vision/find-wheels.ts';
import { type Disc, type PixelRect, type Side, grabCut, paintDisc } from './vision/grab-cut.ts';
import { lumaAt } from './vision/luminance.ts';
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

export type NormalisedClicks = { points: PromptPoint[]; box?: Box | null };

export type SubjectOptions = {
  /** Which of the bikes found to cut out, by index (most prominent first); the first by default. */
  bike?: number;
  /** Keep a rider found on the bike in the cut-out; true by default, since customers often want themselves in the picture. */
  rider?: boolean;
  /** Staff's clicks and redrawn box, in shares of the photo's width and height; only a segmentation model reads them. */
  clicks?: NormalisedClicks;
};

/**
 * The segmentation model and, when the photo was encoded before, its embedding and what the
 * detector found on it: then the photo is neither encoded nor searched again.
 */
export type Segmenter = { model: SamModel; known?: { embedding: ImageEmbedding; scene: SceneDetections } | null };

export type Subject = {
  mask: SubjectMask;
  /** The photo's embedding (made now or given), for later prompts; null when cut out by GrabCut. */
  embedding: ImageEmbedding | null;
  scene: SceneDetections;
  /** The box of what was cut out: the bike, with its rider when kept. */
  box: Box;
  bikes: Detection[];
  bike: number;
  /** People on the chosen bike. */
  riders: Detection[];
  rider: boolean;
};

/**
 * The motorcycle cut out of the photo: the detector finds the bikes and people; a SAM-family model
 * prompted with their boxes separates the chosen bike (and its rider) from everything else, or,
 * without a model, GrabCut does inside its box; the result is tidied and feathered. The mask is at
 * analysis size (long side 1024). Null when no motorcycle is found.
 */
export async function isolateSubject(
  photoPath: string,
  /** Not needed (null) when the segmenter knows the photo's scene already. */
  detector: MotorcycleDetector | null,
  options: SubjectOptions = {},
  segmenter?: Segmenter,
): Promise<Subject | null> {
  const known = segmenter?.known;
  const image = known ? null : await readAnalysisImage(photoPath);
  const scene = known?.scene ?? (await detectorFor(detector).detectAll(image!));
  const { bikes, people } = scene;
  if (bikes.length === 0) return null;
  const bike = Math.min(bikes.length - 1, Math.max(0, Math.floor(options.bike ?? 0)));
  const chosen = bikes[bike]!.box;
  const riders = ridersOf(people, chosen);
  const rider = (options.rider ?? true) && riders.length > 0;
  const box = rider ? withRiders(chosen, riders) : chosen;
  const found = { box, bikes, bike, riders, rider, scene };
  if (segmenter) {
    const embedding = known?.embedding ?? (await segmenter.model.encode(image!));
    const mask = await segmentedMask(segmenter.model, embedding, scene, { bike, rider }, options.clicks);
    return { ...found, mask, embedding };
  }
  const mask = await subjectMaskFor(image!, box, {
    wheelsIn: chosen,
    background: [...bikes.filter((_, index) => index !== bike).map((other) => other.box), ...(rider ? [] : riders.map(upperBody))],
  });
  return { ...found, mask, embedding: null };
}

function detectorFor(detector: MotorcycleDetector | null): MotorcycleDetector {
  if (!detector) throw new Error('A detector is needed to cut out a photo whose scene is not known');
  return detector;
}

/** The chosen bike and its kept riders by the model; everything else the detector found on them (other bikes, bystanders, cars and such) kept out. */
async function segmentedMask(
  model: SamModel,
  embedding: ImageEmbedding,
  scene: SceneDetections,
  choice: { bike: number; rider: boolean },
  clicks?: NormalisedClicks,
): Promise<SubjectMask> {
  const { cv } = await loadOpenCv();
  const chosen = scene.bikes[choice.bike]!.box;
  const riders = ridersOf(scene.people, chosen);
  const kept = choice.rider ? riders : [];
  const others = [
    ...scene.bikes.filter((_, index) => index !== choice.bike),
    ...scene.people.filter((person) => !kept.includes(person)),
    ...(scene.obstacles ?? []).filter((obstacle) => standsApart(obstacle.box, chosen)),
  ].map((other) => other.box);
  const prompts = subjectPrompts({ bike: chosen, riders: kept.map((person) => person.box), others }, embedding);
  const segmented = await segmentSubject(cv, model, embedding, prompts, clicks && inPixels(clicks, embedding));
  return {
    data: Buffer.from(segmented.data.buffer, segmented.data.byteOffset, segmented.data.length),
    width: segmented.width,
    height: segmented.height,
  };
}

function inPixels(clicks: NormalisedClicks, size: { width: number; height: number }): SubjectClicks {
  const points = clicks.points.map((point) => ({ x: point.x * size.width, y: point.y * size.height, include: point.include }));
  return clicks.box ? { points, box: pixelBox(clicks.box, size.width, size.height) } : { points };
}

export type MaskHints = {
  /** The bike's own box, where its wheels are looked for (the subject's box may include a rider). */
  wheelsIn?: Box;
  /** Boxes surely not the subject: other bikes, a dropped rider's upper body. */
  background?: Box[];
};

/** The subject mask for a box found on `image`. GrabCut runs on a reduced crop around the box; the clean-up at full analysis size. */
export async function subjectMaskFor(image: RgbImage, box: Box, hints: MaskHints = {}): Promise<SubjectMask> {
  const { cv } = await loadOpenCv();
  const crop = toPixels(grown(box, BOX_GROWTH + CONTEXT_MARGIN), image);
  const scale = Math.min(1, GRABCUT_SIZE / Math.max(crop.width, crop.height));
  const cropImage = cropOf(image, crop);
  const small = await scaled(cropImage, scale);
  const detected = toPixels(hints.wheelsIn ?? box, image);
  const wheels = findWheels(cv, cropImage, { ...detected, x: detected.x - crop.x, y: detected.y - crop.y });
  const wheelSeeds: Disc[] = wheels.map((wheel) => ({
    x: wheel.x * scale,
    y: wheel.y * scale,
    radius: wheel.radius * scale * (wheel.found ? WHEEL_SEED : GUESSED_WHEEL_SEED),
  }));
  const inSmall = (area: Box): PixelRect => {
    const pixels = toPixels(area, image);
    return {
      x: Math.floor((pixels.x - crop.x) * scale),
      y: Math.floor((pixels.y - crop.y) * scale),
      width: Math.ceil(pixels.width * scale),
      height: Math.ceil(pixels.height * scale),
    };
  };
  const boxInSmall = clippedTo(inSmall(grown(box, BOX_GROWTH)), small);
  const band = Math.max(2, Math.round(Math.min(boxInSmall.width, boxInSmall.height) * EDGE_BAND));
  const cut = grabCut(cv, small, boxInSmall, band, GRABCUT_ITERATIONS, {
    subject: wheelSeeds,
    background: (hints.background ?? []).map((area) => clippedTo(inSmall(area), small)),
    openSides: sidesAtFrame(box),
  });
  const binary = await upscaledBinary(cut, small, crop);
  for (const wheel of wheels)
    if (wheel.found && coveredShare(binary, crop.width, crop.height, wheel) >= WHEEL_SUPPORT) paintWheel(binary, cropImage, wheel);
  const alpha = cleanMask(cv, binary, crop.width, crop.height);
  const data = Buffer.alloc(image.width * image.height);
  for (let row = 0; row < crop.height; row += 1) {
    data.set(alpha.subarray(row * crop.width, (row + 1) * crop.width), (crop.y + row) * image.width + crop.x);
  }
  return { data, width: image.width, height: image.height };
}

/** Within this share of the frame, a box side is taken as cut by the frame: the bike goes on beyond the photo there. */
const FRAME_TOUCH = 0.015;

function sidesAtFrame(box: Box): Side[] {
  const sides: Side[] = [];
  if (box.x <= FRAME_TOUCH) sides.push('left');
  if (box.y <= FRAME_TOUCH) sides.push('top');
  if (box.x + box.width >= 1 - FRAME_TOUCH) sides.push('right');
  if (box.y + box.height >= 1 - FRAME_TOUCH) sides.push('bottom');
  return sides;
}

/** A share of the disc the cut must already hold before a found wheel's disc is added: a circle Hough found in the background stays out. */
const WHEEL_SUPPORT = 0.3;

/**
 * Rubber is dark: a tyre's ring (between the circle Hough found and the tyre's outer edge) is
 * added only where it is darker than this (Rec. 709 luma). Where the outer edge was measured too
 * far out, on a pale floor or wall, that floor stays out; a dark tyre lost on a dark floor is still
 * added whole, as before.
 */
const TYRE_MAX_LUMA = 110;

/** Adds a found wheel to the cut: all of it inside the circle Hough found (spokes, rim, hub), and the tyre's dark rubber around it. */
export function paintWheel(binary: Uint8Array, image: RgbImage, wheel: Wheel): void {
  const top = Math.max(0, Math.ceil(wheel.y - wheel.radius));
  const bottom = Math.min(image.height - 1, Math.floor(wheel.y + wheel.radius));
  for (let y = top; y <= bottom; y += 1) {
    const half = Math.sqrt(Math.max(0, wheel.radius ** 2 - (y - wheel.y) ** 2));
    for (let x = Math.max(0, Math.ceil(wheel.x - half)); x <= Math.min(image.width - 1, Math.floor(wheel.x + half)); x += 1) {
      const pixel = y * image.width + x;
      const inRim = (x - wheel.x) ** 2 + (y - wheel.y) ** 2 <= wheel.rim ** 2;
      if (inRim || lumaAt(image, pixel) <= TYRE_MAX_LUMA) binary[pixel] = 255;
    }
  }
}

function coveredShare(binary: Uint8Array, width: number, height: number, disc: Disc): number {
  const inDisc = new Uint8Array(width * height);
  paintDisc(inDisc, width, height, disc, 1);
  let inside = 0;
  let covered = 0;
  for (let pixel = 0; pixel < inDisc.length; pixel += 1) {
    if (!inDisc[pixel]) continue;
    inside += 1;
    if (binary[pixel]) covered += 1;
  }
  return inside === 0 ? 0 : covered / inside;
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
  const x = Math.max(0, rect.x);
  const y = Math.max(0, rect.y);
  const right = Math.min(image.width, rect.x + rect.width);
  const bottom = Math.min(image.height, rect.y + rect.height);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
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
