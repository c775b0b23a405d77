import sharp from 'sharp';
import type { Box } from '@store/shared/photo-check';
import type { RgbImage } from './detect-motorcycle.ts';
import { readView, WHOLE_PHOTO } from './framing.ts';
import type { SubjectMask } from './isolate-subject.ts';
import { maskBox } from './subject-mask.ts';
import { loadOpenCv } from './vision/opencv.ts';
import { cutOutLike } from './vision/cut-out-like.ts';
import { lineMaps, partShifts, resizeWith, wheelMatch, type LineMaps, type PartShift, type Resize } from './vision/line-match.ts';
import { wheelsInOutline, type OutlineWheel } from './vision/wheels-in-outline.ts';
import { matchedWheelSize, wheelAgreement } from './wheel-size.ts';
import {
  GRID,
  PART_MIN_SHARE,
  type Size,
  colourAgreement,
  gridBounds,
  lineAgreement,
  overlap,
  partOverlaps,
  pixelBox,
  thresholded,
} from './likeness-parts.ts';

/** How much a draft still shows the customer's bike, 0-100, and what it lost, in staff's words. */
export type Likeness = { score: number; reasons: string[] };

/** Both images are compared at this long side: wheels and main lines are clear, and it takes about a second. */
const COMPARE_LONG_SIDE = 640;
/** Each measure's weight in the score. */
const WEIGHTS = { silhouette: 0.4, lines: 0.25, wheels: 0.25, colour: 0.1 };
const ROW_NAMES = ['top', 'upper middle', 'lower middle', 'bottom'];
const COLUMN_NAMES = ['left', 'left of centre', 'right of centre', 'right'];
/** The parts (by index) in the lower half of each end of the box, where the left and the right wheel stand. */
const WHEEL_PARTS = [
  [8, 9, 12, 13],
  [10, 11, 14, 15],
];
/**
 * A part keeping this share of the whole's agreement costs the score nothing; less scales it down.
 * A part's agreement is its lines' share times the square root of its silhouette's: the draft's
 * cut-out is a colour guess that a style's glow or dark backdrop can bite into, lines are not.
 */
const PART_FULL_MARKS = 0.65;
/** A part keeping less than this share of the whole's agreement is named: that part moved or changed. */
const PART_REASON_BELOW = 0.55;
/** Below these a measure is named among the reasons. */
const REASON_BELOW = { silhouette: 0.8, lines: 0.6, colour: 0.5 };

/** A part found again this far from its place (a share of the bike's length) has not moved: a redrawn line wanders a little. */
const SHIFT_SLACK = 0.03;
/** A part found again this far from its place or further has plainly moved (the bars 10% of the bike's length, a wheel's top at 70%). */
const SHIFT_FULL = 0.07;
/** A part's best match counts only at this correlation or better: below it the part was not found anywhere, the lines measure that. */
const SHIFT_PEAK_MIN = 0.3;
/**
 * A part's best match away from its place counts from when it beats its best match near its place
 * by the first of these (correlation), fully from the second: a restyled part, or a line the part
 * slides along, matches about as well near its place.
 */
const SHIFT_GAIN = [0.05, 0.2];
/**
 * A part moved has left its place: its best match near there keeps at most the first of these
 * shares of its best match anywhere to count fully, none past the second. A restyled part in place
 * matches there nearly as well as anywhere, even where a stroke happens to match better further off.
 */
const SHIFT_KEPT = [0.3, 0.6];
/** A plainly moved part takes this share off the score. */
const SHIFT_COST = 0.45;

/**
 * Compares a draft with the customer's photo and its cut-out: the bike's silhouette (the draft cut
 * out by GrabCut seeded with the photo's cut-out, overlapped with it) and main lines (edges of the
 * bike in the photo found again in the draft), as a whole and part by part over a grid on the bike's
 * box, the wheels (found in the photo's outline, sized in the draft by matching the photo's lines
 * around each at other sizes, and by the draft's outline; compared in size and in their ratio to each
 * other) and the paint colour. Each part of the box is also looked for in the draft, so a part
 * redrawn elsewhere shows where it went. The worst part scales the score down and is named, so a
 * moved part or a shrunk wheel shows however well the rest matches. Without a cut-out only the lines
 * and colour of the whole frame count. `view` is the part of the photo the draft shows (a draft
 * framed as a poster): the photo and its cut-out are compared as seen through it.
 */
export async function measureLikeness(
  photoPath: string,
  draftPath: string,
  mask: SubjectMask | null,
  view: Box = WHOLE_PHOTO,
): Promise<Likeness> {
  const { cv } = await loadOpenCv();
  const size = await compareSizeOf(photoPath);
  const [photo, draft] = await Promise.all([readPhotoRgb(photoPath, view, size), readRgb(draftPath, size)]);
  const reasons: string[] = [];
  const draftMeta = await sharp(draftPath).metadata();
  const photoAspect = size.width / size.height;
  const draftAspect = (draftMeta.autoOrient.width ?? 1) / (draftMeta.autoOrient.height ?? 1);
  if (Math.abs(draftAspect / photoAspect - 1) > 0.03) reasons.push('framing differs from the photo');

  const subject = mask ? await maskInView(mask, view, size) : null;
  const box = subject ? maskBox(subject) : null;
  const region = subject && box ? thresholded(subject.data) : Buffer.alloc(size.width * size.height, 255);
  const colour = colourAgreement(photo, draft, region);
  if (!subject || !box) {
    const { share: lines, parts } = lineAgreement(cv, photo, draft, region, null);
    const worst = worstPart(
      parts.map(() => null),
      parts,
      reasons,
    );
    const score = (WEIGHTS.lines * lines + WEIGHTS.colour * colour) / (WEIGHTS.lines + WEIGHTS.colour);
    return finish(score * Math.min(1, worst / PART_FULL_MARKS), lines, colour, reasons);
  }

  const pixels = pixelBox(box, size);
  const grid = gridBounds(pixels, size);
  const { share: lines, parts: lineParts } = lineAgreement(cv, photo, draft, region, grid);
  const draftRegion = cutOutLike(cv, draft, region, grid);
  const silhouette = overlap(region, draftRegion);
  if (silhouette < REASON_BELOW.silhouette) reasons.push(`silhouette ${percent(silhouette)}`);
  const silhouetteParts = partOverlaps(region, draftRegion, size, grid).map((share) =>
    share === null ? null : Math.min(1, share / Math.max(silhouette, 0.01)),
  );
  const parts = silhouetteParts.map((shape, index) => Math.sqrt(shape ?? 1) * (lineParts[index] ?? 1));
  const maps = lineMaps(cv, photo, draft, { photo: region, draft: draftRegion }, grid, Math.max(pixels.width, pixels.height));
  const photoWheels = wheelsInOutline(cv, region, size, pixels);
  const around = WHEEL_PARTS.map((cells) => Math.min(...cells.map((cell) => parts[cell]!)));
  const wheels = wheelAgreement(
    photoWheels,
    wheelsInOutline(cv, draftRegion, size, pixels),
    wheelScales(maps, photoWheels, around, resizeWith(cv)),
    around,
    reasons,
  );
  const worst = worstPart(silhouetteParts, lineParts, reasons);
  const moved = worstShift(partShifts(maps, GRID, PART_MIN_SHARE), reasons);
  // A part redrawn elsewhere (bars, a wheel) is what a rider notices first, however well the rest matches.
  const partFactor = Math.min(1, worst / PART_FULL_MARKS, 0.5 + wheels / 2, 1 - SHIFT_COST * moved);
  const score = WEIGHTS.silhouette * silhouette + WEIGHTS.lines * lines + WEIGHTS.wheels * wheels + WEIGHTS.colour * colour;
  return finish(score * partFactor, lines, colour, reasons);
}

function finish(score: number, lines: number, colour: number, reasons: string[]): Likeness {
  if (lines < REASON_BELOW.lines) reasons.push(`main lines ${percent(lines)}`);
  if (colour < REASON_BELOW.colour) reasons.push('paint colour changed');
  return { score: Math.round(Math.max(0, Math.min(1, score)) * 100), reasons };
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The part of the grid that kept least of the whole's agreement (see PART_FULL_MARKS), named when
 * it kept too little: as changed in shape when its silhouette lost more than its lines, else as
 * lines moved.
 */
function worstPart(silhouetteParts: Array<number | null>, lineParts: Array<number | null>, reasons: string[]): number {
  let worst = { share: 1, cell: -1 };
  silhouetteParts.forEach((shape, cell) => {
    const share = Math.sqrt(shape ?? 1) * (lineParts[cell] ?? 1);
    if (share < worst.share) worst = { share, cell };
  });
  if (worst.cell < 0 || worst.share >= PART_REASON_BELOW) return worst.share;
  const name = partName(worst.cell);
  const shape = Math.sqrt(silhouetteParts[worst.cell] ?? 1);
  reasons.push(shape < (lineParts[worst.cell] ?? 1) ? `shape changed at the ${name}` : `lines moved at the ${name}`);
  return worst.share;
}

const partName = (cell: number) => `${ROW_NAMES[Math.floor(cell / GRID)]} ${COLUMN_NAMES[cell % GRID]}`;

/**
 * How plainly the most moved part moved, 0 (every part where it stood) to 1: its offset past the
 * slack, counted as far as its best match is a clear one, it left its place, and a neighbouring part
 * moved the same way. Named with its direction.
 */
function worstShift(shifts: Array<PartShift | null>, reasons: string[]): number {
  const judged = shifts.flatMap((shift) => {
    if (!shift || shift.peak < SHIFT_PEAK_MIN || shift.onRim || !shift.returns) return [];
    const offset = Math.hypot(shift.dx, shift.dy);
    const kept = shift.nearPlace / shift.peak;
    const moved = ramp(offset, [SHIFT_SLACK, SHIFT_FULL]) * ramp(shift.peak - shift.nearPlace, SHIFT_GAIN) * (1 - ramp(kept, SHIFT_KEPT));
    return moved > 0 ? [{ shift, moved }] : [];
  });
  // A part counts as moved as far as another part overlapping it found the same move: one part alone
  // (a restyled texture, a sticker's border along the outline) can match somewhere by chance.
  let worst: { moved: number; shift: PartShift | null } = { moved: 0, shift: null };
  for (const { shift, moved } of judged) {
    const seconded = judged.filter(
      (other) =>
        other.shift !== shift &&
        neighbours(other.shift.cell, shift.cell) &&
        Math.hypot(other.shift.dx - shift.dx, other.shift.dy - shift.dy) <= SHIFT_SLACK,
    );
    const agreed = Math.min(moved, Math.max(0, ...seconded.map((other) => other.moved)));
    if (agreed > worst.moved) worst = { moved: agreed, shift };
  }
  const { shift } = worst;
  if (shift && worst.moved >= 0.5) {
    const ways = [
      Math.abs(shift.dy) > SHIFT_SLACK / 2 ? (shift.dy < 0 ? 'up' : 'down') : '',
      Math.abs(shift.dx) > SHIFT_SLACK / 2 ? (shift.dx < 0 ? 'left' : 'right') : '',
    ].filter(Boolean);
    reasons.push(`${partName(shift.cell)} moved ${ways.join(' and ')}`);
  }
  return worst.moved;
}

/** Whether two cells of the grid are the same or touch, sides or corners. */
const neighbours = (a: number, b: number) =>
  Math.abs(Math.floor(a / GRID) - Math.floor(b / GRID)) <= 1 && Math.abs((a % GRID) - (b % GRID)) <= 1;
const clamp = (value: number) => Math.max(0, Math.min(1, value));
/** 0 up to the first bound, 1 from the second, straight between. */
const ramp = (value: number, [from, to]: number[]) => clamp((value - from!) / (to! - from!));

/**
 * Each wheel's size in the draft against the photo's, measured on the wheel itself: the photo's
 * lines around the outline's wheel matched in the draft at other sizes (see wheelMatch), and how
 * far that size counts (see matchedWheelSize). Null where the outline shows no wheel.
 */
function wheelScales(maps: LineMaps, wheels: OutlineWheel[], around: number[], resize: Resize): Array<number | null> {
  return wheels.map((wheel, index) => (wheel ? matchedWheelSize(wheelMatch(maps, wheel, resize), around[index]!) : null));
}

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

async function readPhotoRgb(path: string, view: Box, size: Size): Promise<RgbImage> {
  if (view === WHOLE_PHOTO) return readRgb(path, size);
  const { width = 1, height = 1 } = (await sharp(path).metadata()).autoOrient;
  const data = await readView(sharp(path).rotate().removeAlpha().toColourspace('srgb'), { width, height }, view, size, 3);
  return { data, ...size };
}

async function maskInView(mask: SubjectMask, view: Box, size: Size): Promise<SubjectMask> {
  if (view === WHOLE_PHOTO && mask.width === size.width && mask.height === size.height) return mask;
  const data = await readView(sharp(mask.data, { raw: { width: mask.width, height: mask.height, channels: 1 } }), mask, view, size, 1);
  return { data, ...size };
}
