import sharp from 'sharp';
import type { Box } from '@store/shared/photo-check';
import type { RgbImage } from './detect-motorcycle.ts';
import { subjectMaskFor, type SubjectMask } from './isolate-subject.ts';
import { maskBox } from './subject-mask.ts';
import { findWheels, type Wheel } from './vision/find-wheels.ts';
import { type OpenCv, loadOpenCv } from './vision/opencv.ts';

/** How much a draft still shows the customer's bike, 0-100, and what it lost, in staff's words. */
export type Likeness = { score: number; reasons: string[] };

/** Both images are compared at this long side: wheels and main lines are clear, and it takes about a second. */
const COMPARE_LONG_SIDE = 640;
/** An edge in the draft this close (in compared pixels) to one in the photo counts as the same line. */
const LINE_TOLERANCE = 4;
/** Each measure's weight in the score. */
const WEIGHTS = { silhouette: 0.4, lines: 0.25, wheels: 0.25, colour: 0.1 };
/**
 * A good draft redraws the photo's lines but not every texture edge: on the real photos the
 * built-in painter's drafts keep 30-45% of them (F1), another bike about 10%. This share is full marks.
 */
const LINES_FULL_MARKS = 0.3;
const GRID = 3;
const CELL_NAMES = [
  'top left',
  'top middle',
  'top right',
  'middle left',
  'centre',
  'middle right',
  'bottom left',
  'bottom middle',
  'bottom right',
];
/** A part of the bike keeping this share of the whole's line agreement costs the score nothing; less scales it down. */
const PART_FULL_MARKS = 0.75;
/** A cell keeping less than this share of the whole subject's line agreement is named: that part moved or changed. */
const CELL_REASON_BELOW = 0.6;
/** Below these a measure is named among the reasons. */
const REASON_BELOW = { silhouette: 0.8, lines: 0.6, colour: 0.5 };
/** A wheel's radius may change this much (a redrawn tyre edge) before it reads as smaller or larger. */
const WHEEL_SIZE_SLACK = 0.15;
/** A wheel's centre may move this share of its radius before it reads as moved. */
const WHEEL_MOVE_SLACK = 0.35;

type Size = { width: number; height: number };

/**
 * Compares a draft with the customer's photo and its cut-out: the bike's silhouette (the engine's
 * own cut-out run on the draft, overlapped with the photo's), the wheels (found by Hough circles on
 * both, compared in size and place), the main lines (edges of the bike in the photo found again in
 * the draft) and the paint colour. Without a cut-out only the lines and colour of the whole frame count.
 */
export async function measureLikeness(photoPath: string, draftPath: string, mask: SubjectMask | null): Promise<Likeness> {
  const { cv } = await loadOpenCv();
  const size = await compareSizeOf(photoPath);
  const [photo, draft] = await Promise.all([readRgb(photoPath, size), readRgb(draftPath, size)]);
  const reasons: string[] = [];
  const draftMeta = await sharp(draftPath).metadata();
  const photoAspect = size.width / size.height;
  const draftAspect = (draftMeta.autoOrient.width ?? 1) / (draftMeta.autoOrient.height ?? 1);
  if (Math.abs(draftAspect / photoAspect - 1) > 0.03) reasons.push('framing differs from the photo');

  const subject = mask ? await resizeMask(mask, size) : null;
  const box = subject ? maskBox(subject) : null;
  const region = subject && box ? thresholded(subject.data) : Buffer.alloc(size.width * size.height, 255);

  const photoWheels = box ? findWheels(cv, photo, pixelBox(box, size)) : [];
  const { share: lines, worstPart, worstCell, wheelParts } = lineAgreement(cv, photo, draft, region, photoWheels);
  if (worstCell) reasons.push(`lines moved at the ${worstCell}`);
  // A part redrawn elsewhere (bars, a wheel) is what a rider notices first, however well the rest matches.
  const partFactor = Math.min(1, Math.min(worstPart, ...wheelParts.filter((part) => part !== null)) / PART_FULL_MARKS);
  const colour = colourAgreement(photo, draft, region);
  if (!subject || !box) {
    const score = (WEIGHTS.lines * lines + WEIGHTS.colour * colour) / (WEIGHTS.lines + WEIGHTS.colour);
    return finish(score * partFactor, lines, colour, reasons);
  }

  const draftSubject = await subjectMaskFor(draft, box);
  const silhouette = overlap(region, thresholded((await resizeMask(draftSubject, size)).data));
  if (silhouette < REASON_BELOW.silhouette) reasons.push(`silhouette ${percent(silhouette)}`);
  const wheels = wheelAgreement(cv, photoWheels, wheelParts, draft, box, size, reasons);
  const score = WEIGHTS.silhouette * silhouette + WEIGHTS.lines * lines + WEIGHTS.wheels * wheels + WEIGHTS.colour * colour;
  return finish(score * partFactor, lines, colour, reasons);
}

function finish(score: number, lines: number, colour: number, reasons: string[]): Likeness {
  if (lines < REASON_BELOW.lines) reasons.push(`main lines ${percent(lines)}`);
  if (colour < REASON_BELOW.colour) reasons.push('paint colour changed');
  return { score: Math.round(Math.max(0, Math.min(1, score)) * 100), reasons };
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

async function compareSizeOf(photoPath: string): Promise<Size> {
  const { width, height } = (await sharp(photoPath).metadata()).autoOrient;
  if (!width || !height) throw new Error(`Cannot read the size of ${photoPath}`);
  const scale = COMPARE_LONG_SIDE / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function readRgb(path: string, size: Size): Promise<RgbImage> {
  const data = await sharp(path)
    .rotate()
    .removeAlpha()
    .resize(size.width, size.height, { fit: 'fill' })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer();
  return { data, ...size };
}

async function resizeMask(mask: SubjectMask, size: Size): Promise<SubjectMask> {
  if (mask.width === size.width && mask.height === size.height) return mask;
  const data = await sharp(mask.data, { raw: { width: mask.width, height: mask.height, channels: 1 } })
    .resize(size.width, size.height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { data, ...size };
}

function thresholded(mask: Buffer): Buffer {
  return Buffer.from(mask.map((value) => (value >= 128 ? 255 : 0)));
}

/** Intersection over union of two 0/255 masks. */
function overlap(a: Buffer, b: Buffer): number {
  let intersection = 0;
  let union = 0;
  for (let index = 0; index < a.length; index += 1) {
    const inA = a[index] === 255;
    const inB = b[index] === 255;
    if (inA && inB) intersection += 1;
    if (inA || inB) union += 1;
  }
  return union === 0 ? 1 : intersection / union;
}

/**
 * The photo's edges inside the (slightly grown) subject found again in the draft and the other way
 * round (F1), over the whole subject and per cell of a 3x3 grid over its box: a part moved (bars
 * shifted, a wheel redrawn elsewhere) loses its cell's lines while the rest still match; the worst
 * cell's share of the whole's agreement is returned with it.
 */
function lineAgreement(
  cv: OpenCv,
  photo: RgbImage,
  draft: RgbImage,
  region: Buffer,
  wheels: Wheel[],
): { share: number; worstPart: number; worstCell: string | null; wheelParts: Array<number | null> } {
  const mats: Array<{ delete(): void }> = [];
  const keep = <T extends { delete(): void }>(mat: T): T => (mats.push(mat), mat);
  try {
    const edgesOf = (image: RgbImage) => {
      const rgb = keep(new cv.Mat(image.height, image.width, cv.CV_8UC3));
      rgb.data.set(image.data);
      const grey = keep(new cv.Mat());
      cv.cvtColor(rgb, grey, cv.COLOR_RGB2GRAY);
      cv.GaussianBlur(grey, grey, new cv.Size(0, 0), 1.5, 1.5, cv.BORDER_REPLICATE);
      const edges = keep(new cv.Mat());
      cv.Canny(grey, edges, 40, 120);
      return edges;
    };
    const kernel = keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(2 * LINE_TOLERANCE + 1, 2 * LINE_TOLERANCE + 1)));
    const grow = (mat: InstanceType<OpenCv['Mat']>) => {
      const grown = keep(new cv.Mat());
      cv.dilate(mat, grown, kernel);
      return grown;
    };
    const regionMat = keep(new cv.Mat(photo.height, photo.width, cv.CV_8UC1));
    regionMat.data.set(region);
    const within: Uint8Array = grow(grow(regionMat)).data;
    const photoEdges = edgesOf(photo);
    const draftEdges = edgesOf(draft);
    const photoNear: Uint8Array = grow(photoEdges).data;
    const draftNear: Uint8Array = grow(draftEdges).data;
    const photoData: Uint8Array = photoEdges.data;
    const draftData: Uint8Array = draftEdges.data;
    const tally = (counts: number[], index: number) => {
      if (photoData[index]) {
        counts[0]! += 1;
        if (draftNear[index]) counts[1]! += 1;
      }
      if (draftData[index]) {
        counts[2]! += 1;
        if (photoNear[index]) counts[3]! += 1;
      }
    };
    const bounds = boundsOf(within, photo.width, photo.height);
    if (!bounds) return { share: 1, worstPart: 1, worstCell: null, wheelParts: wheels.map(() => null) };
    const cells = Array.from({ length: GRID * GRID + 1 }, () => [0, 0, 0, 0]);
    for (let y = bounds.top; y <= bounds.bottom; y += 1) {
      const row = Math.min(GRID - 1, Math.floor(((y - bounds.top) / (bounds.bottom - bounds.top + 1)) * GRID));
      for (let x = bounds.left; x <= bounds.right; x += 1) {
        const index = y * photo.width + x;
        if (!within[index]) continue;
        const column = Math.min(GRID - 1, Math.floor(((x - bounds.left) / (bounds.right - bounds.left + 1)) * GRID));
        tally(cells[row * GRID + column]!, index);
        tally(cells[GRID * GRID]!, index);
      }
    }
    const f1 = ([photoCount, photoFound, draftCount, draftFound]: number[]) => {
      if (!photoCount || !draftCount) return photoCount === draftCount ? 1 : 0;
      const recall = photoFound! / photoCount;
      const precision = draftFound! / draftCount;
      return recall + precision === 0 ? 0 : (2 * recall * precision) / (recall + precision);
    };
    const whole = f1(cells[GRID * GRID]!);
    const total = cells[GRID * GRID]![0]!;
    let worst = { ratio: 1, cell: null as string | null };
    cells.slice(0, GRID * GRID).forEach((counts, index) => {
      // A cell with few of the photo's lines says little.
      if (counts[0]! < total * 0.04 || whole === 0) return;
      const ratio = Math.min(1, f1(counts) / whole);
      if (ratio < worst.ratio) worst = { ratio, cell: CELL_NAMES[index]! };
    });
    // Each wheel the photo shows, as the ring from inside its rim to past its tyre.
    const wheelParts = wheels.map((wheel) => {
      if (!wheel.found || whole === 0) return null;
      const counts = [0, 0, 0, 0];
      const reach = Math.ceil(wheel.radius * 1.5);
      for (let y = Math.max(0, Math.floor(wheel.y - reach)); y < Math.min(photo.height, wheel.y + reach); y += 1)
        for (let x = Math.max(0, Math.floor(wheel.x - reach)); x < Math.min(photo.width, wheel.x + reach); x += 1) {
          const distance = Math.hypot(x - wheel.x, y - wheel.y) / wheel.radius;
          if (distance < 0.6 || distance > 1.5) continue;
          tally(counts, y * photo.width + x);
        }
      return Math.min(1, f1(counts) / whole);
    });
    return {
      share: Math.min(1, whole / LINES_FULL_MARKS),
      worstPart: worst.ratio,
      worstCell: worst.ratio < CELL_REASON_BELOW ? worst.cell : null,
      wheelParts,
    };
  } finally {
    for (const mat of mats) mat.delete();
  }
}

function boundsOf(mask: Uint8Array, width: number, height: number): { left: number; top: number; right: number; bottom: number } | null {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      if (!mask[y * width + x]) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  return right < 0 ? null : { left, top, right, bottom };
}

/** The subject's mean colour in the photo against the draft's; styles shift it, another paint job shifts it more. */
function colourAgreement(photo: RgbImage, draft: RgbImage, region: Buffer): number {
  const sums = [0, 0, 0, 0, 0, 0];
  let count = 0;
  for (let pixel = 0; pixel < region.length; pixel += 1) {
    if (!region[pixel]) continue;
    count += 1;
    for (let channel = 0; channel < 3; channel += 1) {
      sums[channel]! += photo.data[pixel * 3 + channel]!;
      sums[channel + 3]! += draft.data[pixel * 3 + channel]!;
    }
  }
  if (count === 0) return 1;
  const distance = Math.hypot(...[0, 1, 2].map((channel) => (sums[channel]! - sums[channel + 3]!) / count));
  // 150 levels apart (black bike painted white, say) is no likeness at all.
  return Math.max(0, 1 - distance / 150);
}

function pixelBox(box: Box, size: Size) {
  return {
    x: Math.round(box.x * size.width),
    y: Math.round(box.y * size.height),
    width: Math.round(box.width * size.width),
    height: Math.round(box.height * size.height),
  };
}

/**
 * Each wheel the photo shows must keep its lines in the draft (its ring's line agreement against
 * the whole bike's). One that does not is named, with how it changed when Hough finds it in the
 * draft: smaller, larger or moved. Hough alone is not trusted: it finds the rim on one image and
 * the tyre on the other.
 */
function wheelAgreement(
  cv: OpenCv,
  inPhoto: Wheel[],
  parts: Array<number | null>,
  draft: RgbImage,
  box: Box,
  size: Size,
  reasons: string[],
): number {
  const inDraft = findWheels(cv, draft, pixelBox(box, size));
  const names = ['left wheel', 'right wheel'];
  const marks: number[] = [];
  inPhoto.forEach((wheel, index) => {
    const part = parts[index];
    if (!wheel.found || part === null || part === undefined) return;
    marks.push(Math.min(1, part / PART_FULL_MARKS));
    if (part >= CELL_REASON_BELOW) return;
    const name = names[index]!;
    const drawn = inDraft[index];
    if (!drawn?.found) return reasons.push(`${name} not found`);
    const sizeRatio = drawn.radius / wheel.radius;
    const moved = Math.hypot(drawn.x - wheel.x, drawn.y - wheel.y) / wheel.radius;
    if (sizeRatio < 1 - WHEEL_SIZE_SLACK) reasons.push(`${name} smaller`);
    else if (sizeRatio > 1 + WHEEL_SIZE_SLACK) reasons.push(`${name} larger`);
    else if (moved > WHEEL_MOVE_SLACK) reasons.push(`${name} moved`);
    else reasons.push(`${name} changed`);
  });
  return marks.length === 0 ? 1 : marks.reduce((sum, mark) => sum + mark, 0) / marks.length;
}
