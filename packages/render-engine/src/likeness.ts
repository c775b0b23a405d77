import sharp from 'sharp';
import type { Box } from '@store/shared/photo-check';
import type { RgbImage } from './detect-motorcycle.ts';
import { readView, WHOLE_PHOTO } from './framing.ts';
import type { SubjectMask } from './isolate-subject.ts';
import { maskBox } from './subject-mask.ts';
import { type OpenCv, loadOpenCv } from './vision/opencv.ts';
import { type Bounds, cutOutLike } from './vision/cut-out-like.ts';
import type { PixelRect } from './vision/grab-cut.ts';
import { lineMaps, partShifts, resizeWith, wheelMatch, type LineMaps, type PartShift, type Resize } from './vision/line-match.ts';
import { wheelsInOutline, type OutlineWheel } from './vision/wheels-in-outline.ts';
import { matchedWheelSize, wheelAgreement } from './wheel-size.ts';

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
 * built-in painter's drafts keep 30-45% of them (F1). This share is full marks.
 */
const LINES_FULL_MARKS = 0.3;
/** The bike's box is cut into GRID x GRID parts; each is compared on its own, so a moved part cannot hide in a good whole. */
const GRID = 4;
const ROW_NAMES = ['top', 'upper middle', 'lower middle', 'bottom'];
const COLUMN_NAMES = ['left', 'left of centre', 'right of centre', 'right'];
/** The parts (by index) in the lower half of each end of the box, where the left and the right wheel stand. */
const WHEEL_PARTS = [
  [8, 9, 12, 13],
  [10, 11, 14, 15],
];
/** The grid covers the box grown by this share of its size on each side: a part moved out of the box still lands in a part. */
const GRID_MARGIN = 0.08;
/** A part holding less than this share of the subject (its pixels, or its lines) says little and is not judged alone. */
const PART_MIN_SHARE = 0.03;
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

type Size = { width: number; height: number };

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

/** The box grown by GRID_MARGIN, within the image. */
function gridBounds(box: PixelRect, size: Size): Bounds {
  const marginX = box.width * GRID_MARGIN;
  const marginY = box.height * GRID_MARGIN;
  return {
    left: Math.max(0, Math.floor(box.x - marginX)),
    top: Math.max(0, Math.floor(box.y - marginY)),
    right: Math.min(size.width - 1, Math.ceil(box.x + box.width + marginX)),
    bottom: Math.min(size.height - 1, Math.ceil(box.y + box.height + marginY)),
  };
}

/** The grid cell of a pixel inside the bounds. */
function cellOf(x: number, y: number, bounds: Bounds): number {
  const row = Math.min(GRID - 1, Math.floor(((y - bounds.top) / (bounds.bottom - bounds.top + 1)) * GRID));
  const column = Math.min(GRID - 1, Math.floor(((x - bounds.left) / (bounds.right - bounds.left + 1)) * GRID));
  return row * GRID + column;
}

/**
 * The two silhouettes' overlap part by part: each cell's intersection over union, or null for a cell
 * that holds little of either silhouette. A part moved or resized (bars, a wheel) empties its cell of
 * one silhouette and fills a neighbour with it.
 */
function partOverlaps(photo: Buffer, draft: Buffer, size: Size, bounds: Bounds): Array<number | null> {
  const counts = Array.from({ length: GRID * GRID }, () => ({ photo: 0, draft: 0, both: 0 }));
  let total = 0;
  for (let y = bounds.top; y <= bounds.bottom; y += 1)
    for (let x = bounds.left; x <= bounds.right; x += 1) {
      const index = y * size.width + x;
      const inPhoto = photo[index] === 255;
      const inDraft = draft[index] === 255;
      if (!inPhoto && !inDraft) continue;
      const cell = counts[cellOf(x, y, bounds)]!;
      if (inPhoto) {
        cell.photo += 1;
        total += 1;
      }
      if (inDraft) cell.draft += 1;
      if (inPhoto && inDraft) cell.both += 1;
    }
  return counts.map((cell) => {
    if (Math.max(cell.photo, cell.draft) < total * PART_MIN_SHARE) return null;
    return cell.both / (cell.photo + cell.draft - cell.both);
  });
}

/**
 * The photo's edges inside the (slightly grown) subject found again in the draft and the other way
 * round (F1), over the whole subject and per cell of the grid over its box: a part moved (bars
 * shifted, a wheel redrawn smaller) loses its cell's lines while the rest still match. Each cell's
 * agreement is returned as a share of the whole's (null for a cell with few of the photo's lines).
 * Without a grid the frame is cut into GRID x GRID parts.
 */
function lineAgreement(
  cv: OpenCv,
  photo: RgbImage,
  draft: RgbImage,
  region: Buffer,
  grid: Bounds | null,
): { share: number; parts: Array<number | null> } {
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
    const bounds = grid ?? { left: 0, top: 0, right: photo.width - 1, bottom: photo.height - 1 };
    const cells = Array.from({ length: GRID * GRID + 1 }, () => [0, 0, 0, 0]);
    for (let y = bounds.top; y <= bounds.bottom; y += 1)
      for (let x = bounds.left; x <= bounds.right; x += 1) {
        const index = y * photo.width + x;
        if (!within[index]) continue;
        for (const counts of [cells[cellOf(x, y, bounds)]!, cells[GRID * GRID]!]) {
          if (photoData[index]) {
            counts[0]! += 1;
            if (draftNear[index]) counts[1]! += 1;
          }
          if (draftData[index]) {
            counts[2]! += 1;
            if (photoNear[index]) counts[3]! += 1;
          }
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
    const parts = cells.slice(0, GRID * GRID).map((counts) => {
      if (counts[0]! < total * PART_MIN_SHARE || whole === 0) return null;
      return Math.min(1, f1(counts) / whole);
    });
    return { share: Math.min(1, whole / LINES_FULL_MARKS), parts };
  } finally {
    for (const mat of mats) mat.delete();
  }
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

function pixelBox(box: Box, size: Size): PixelRect {
  return {
    x: Math.round(box.x * size.width),
    y: Math.round(box.y * size.height),
    width: Math.round(box.width * size.width),
    height: Math.round(box.height * size.height),
  };
}
