import type { RgbImage } from '../detect-motorcycle.ts';
import type { Bounds } from './cut-out-like.ts';
import type { OpenCv } from './opencv.ts';

/**
 * Where a part of the photo's bike is found again in a draft: its offset (in shares of the bike's
 * length, right and down positive), how well it matched there (normalized cross-correlation, -1 to 1)
 * and how much better than where it stood (`gain`: a part in place has its best match at no offset,
 * gain 0), how far that best match stands out from matches elsewhere (`distinct`), and whether it
 * lies at the edge of the search (`onRim`: the part was not found within reach). Null for a part
 * with too few of the photo's lines to match.
 */
export type PartShift = { dx: number; dy: number; peak: number; gain: number; distinct: number; onRim: boolean };

/** Parts are matched with the bike's length this many pixels: bars, tank and wheels keep their shape, texture and brush strokes blur away. */
const MATCH_LENGTH = 160;
/** Each part is searched this share of the bike's length either way: a part redrawn further off no longer matches at all. */
const MAX_SHIFT = 0.15;
/** A match stands out by how much it beats every match this share of the bike's length or more away from it. */
const APART = 0.03;
/** The photo's lines are matched within its cut-out grown by this share of the bike's length (outlines sit on its rim). */
const REGION_GROWTH = 0.02;

/** Both images' lines at the matching scale over the grid's bounds: the photo's inside its cut-out only. */
export type LineMaps = {
  photo: Float32Array;
  draft: Float32Array;
  sums: Sums;
  width: number;
  height: number;
  scale: number;
  length: number;
  bounds: Bounds;
};

/** The lines (edges, as the line comparison finds them) of both images over `bounds`, at a scale where the bike is MATCH_LENGTH long. */
export function lineMaps(cv: OpenCv, photo: RgbImage, draft: RgbImage, region: Buffer, bounds: Bounds, bikeLength: number): LineMaps {
  const scale = Math.min(1, MATCH_LENGTH / Math.max(1, bikeLength));
  const width = Math.max(4, Math.round((bounds.right - bounds.left + 1) * scale));
  const height = Math.max(4, Math.round((bounds.bottom - bounds.top + 1) * scale));
  const length = bikeLength * scale;
  const photoLines = linesAtScale(cv, photo, bounds, width, height);
  const draftLines = linesAtScale(cv, draft, bounds, width, height);
  const within = grownRegion(cv, region, photo.width, bounds, width, height, Math.max(1, Math.round(REGION_GROWTH * length)));
  for (let index = 0; index < photoLines.length; index += 1) if (!within[index]) photoLines[index] = 0;
  return { photo: photoLines, draft: draftLines, sums: integralSums(draftLines, width, height), width, height, scale, length, bounds };
}

/**
 * Each cell of a `cells` x `cells` grid over the bounds in the photo, its lines looked for in the
 * draft's lines around the same place by normalized cross-correlation. A draft that keeps the
 * photo's geometry finds every part where it stood however it restyles it; a part redrawn
 * elsewhere (bars moved, a wheel drawn smaller) has its best match away from its place, and clearly
 * better there. A cell holding less than `minShare` of the photo's lines in the box says little and is null.
 */
export function partShifts(maps: LineMaps, cells: number, minShare: number): Array<PartShift | null> {
  const { width, height, length } = maps;
  const total = maps.photo.reduce((sum, value) => sum + value, 0);
  const reach = Math.max(1, Math.round(MAX_SHIFT * length));
  const shifts: Array<PartShift | null> = [];
  for (let row = 0; row < cells; row += 1)
    for (let column = 0; column < cells; column += 1) {
      const left = Math.floor((column * width) / cells);
      const top = Math.floor((row * height) / cells);
      const cell = { width: Math.floor(((column + 1) * width) / cells) - left, height: Math.floor(((row + 1) * height) / cells) - top };
      const template = templateOf(maps.photo, width, { left, top, ...cell }, total * minShare);
      const match = template && bestMatch(maps, template, cell, left, top, reach, APART * length);
      shifts.push(
        match && {
          dx: match.dx / length,
          dy: match.dy / length,
          peak: match.peak,
          gain: match.peak - match.atPlace,
          distinct: match.distinct,
          onRim: match.onRim,
        },
      );
    }
  return shifts;
}

/** How a wheel was found again in the draft: at what size (1 kept), how well, how much better than as it stood, and whether at the end of the sizes tried. */
export type WheelMatch = { scale: number; peak: number; gain: number; onRim: boolean };

/**
 * Wheel sizes tried, as shares of the photo's. Not beyond 130%: a sticker style's border runs
 * around the tyre at about 140% and would read as a larger wheel; a wheel drawn that much larger
 * changes the silhouette, which catches it.
 */
const WHEEL_SCALES = Array.from({ length: 17 }, (_, index) => 0.5 + index * 0.05);
/** The square matched around a wheel reaches this share of its radius from its centre: the whole tyre and a little around it. */
const WHEEL_REACH = 1.2;
/** A wheel's centre is looked for this share of its radius either way: a wheel redrawn at 60% standing on the same ground sinks 0.4 radii. */
const WHEEL_SEARCH = 0.45;

/**
 * The photo's wheel (a square of its lines around the circle, in compared pixels) looked for in the
 * draft at sizes from 50% to 130% and around its place: a draft keeping the wheel matches it best as
 * it stood, one that redrew it smaller or larger matches it best at that size. Null where the square
 * holds no lines.
 */
export function wheelMatch(maps: LineMaps, wheel: { x: number; y: number; radius: number }, resize: Resize): WheelMatch | null {
  const centre = { x: (wheel.x - maps.bounds.left) * maps.scale, y: (wheel.y - maps.bounds.top) * maps.scale };
  const radius = wheel.radius * maps.scale;
  const half = Math.max(2, Math.round(radius * WHEEL_REACH));
  const left = Math.round(centre.x) - half;
  const top = Math.round(centre.y) - half;
  const square = new Float32Array(4 * half * half);
  for (let index = 0; index < square.length; index += 1) {
    const x = left + (index % (2 * half));
    const y = top + Math.floor(index / (2 * half));
    if (x >= 0 && y >= 0 && x < maps.width && y < maps.height) square[index] = maps.photo[y * maps.width + x]!;
  }
  const reach = Math.max(1, Math.round(radius * WHEEL_SEARCH));
  let best: WheelMatch | null = null;
  let atPlace = 0;
  for (const scale of WHEEL_SCALES) {
    const side = Math.max(2, Math.round(2 * half * scale));
    const template = templateOf(resize(square, 2 * half, side), side, { left: 0, top: 0, width: side, height: side }, 0);
    if (!template) return null;
    const from = { x: Math.round(centre.x - side / 2), y: Math.round(centre.y - side / 2) };
    const match = bestMatch(maps, template, { width: side, height: side }, from.x, from.y, reach, reach);
    if (Math.abs(scale - 1) < 1e-6) atPlace = match.atPlace;
    if (!best || match.peak > best.peak) best = { scale, peak: match.peak, gain: 0, onRim: false };
  }
  // A best size at either end of the range was not found within it: too unlike the photo's wheel to size.
  const ends = [WHEEL_SCALES[0], WHEEL_SCALES[WHEEL_SCALES.length - 1]];
  return best && { ...best, gain: best.peak - atPlace, onRim: ends.includes(best.scale) };
}

/** Resizes a square of values `from` pixels on a side to `to`. */
export type Resize = (values: Float32Array, from: number, to: number) => Float32Array;

/** A Resize by OpenCV's area averaging (shrinking) or bilinear (growing). */
export function resizeWith(cv: OpenCv): Resize {
  return (values, from, to) => {
    const source = new cv.Mat(from, from, cv.CV_32F);
    const out = new cv.Mat();
    try {
      source.data32F.set(values);
      cv.resize(source, out, new cv.Size(to, to), 0, 0, to < from ? cv.INTER_AREA : cv.INTER_LINEAR);
      return Float32Array.from(out.data32F as Float32Array);
    } finally {
      source.delete();
      out.delete();
    }
  };
}

type Template = { values: Float32Array; norm: number };
type Rect = { left: number; top: number; width: number; height: number };

/** The rectangle of the map, its mean taken off, or null where it sums to less than `minimum` or is flat. */
function templateOf(map: Float32Array, stride: number, rect: Rect, minimum: number): Template | null {
  const count = rect.width * rect.height;
  if (count === 0) return null;
  let sum = 0;
  for (let y = 0; y < rect.height; y += 1) for (let x = 0; x < rect.width; x += 1) sum += map[(y + rect.top) * stride + x + rect.left]!;
  if (sum <= 0 || sum < minimum) return null;
  const mean = sum / count;
  const values = new Float32Array(count);
  let norm = 0;
  for (let y = 0; y < rect.height; y += 1)
    for (let x = 0; x < rect.width; x += 1) {
      const value = map[(y + rect.top) * stride + x + rect.left]! - mean;
      values[y * rect.width + x] = value;
      norm += value * value;
    }
  return norm === 0 ? null : { values, norm };
}

/**
 * The template's normalized cross-correlation with the draft's lines, its top left corner at
 * (left, top) moved by offsets up to `reach` either way (every other one, then the best refined):
 * the best offset and value, the value with no offset, and how far the best stands out from every
 * offset further than `apart` from it (a line along which the template slides, or a blank, stands
 * out little). Beyond the map the draft counts as blank.
 */
function bestMatch(
  maps: LineMaps,
  template: Template,
  size: { width: number; height: number },
  left: number,
  top: number,
  reach: number,
  apart: number,
): { dx: number; dy: number; peak: number; atPlace: number; distinct: number; onRim: boolean } {
  const steps = Math.max(1, Math.floor(reach / 2));
  const side = 2 * steps + 1;
  const coarse = new Float32Array(side * side);
  let best = { peak: -Infinity, dx: 0, dy: 0 };
  for (let row = 0; row < side; row += 1)
    for (let column = 0; column < side; column += 1) {
      const dx = 2 * (column - steps);
      const dy = 2 * (row - steps);
      const value = correlation(maps, template, size, left + dx, top + dy);
      coarse[row * side + column] = value;
      if (value > best.peak) best = { peak: value, dx, dy };
    }
  const atPlace = coarse[steps * side + steps]!;
  let rival = -1;
  for (let row = 0; row < side; row += 1)
    for (let column = 0; column < side; column += 1)
      if (Math.hypot(2 * (column - steps) - best.dx, 2 * (row - steps) - best.dy) > apart)
        rival = Math.max(rival, coarse[row * side + column]!);
  const onRim = Math.abs(best.dx) >= 2 * steps || Math.abs(best.dy) >= 2 * steps;
  const coarsePeak = best;
  for (let dy = coarsePeak.dy - 1; dy <= coarsePeak.dy + 1; dy += 1)
    for (let dx = coarsePeak.dx - 1; dx <= coarsePeak.dx + 1; dx += 1) {
      if (dx === coarsePeak.dx && dy === coarsePeak.dy) continue;
      const value = correlation(maps, template, size, left + dx, top + dy);
      if (value > best.peak) best = { peak: value, dx, dy };
    }
  return { ...best, atPlace, distinct: best.peak - rival, onRim };
}

/** The template's normalized cross-correlation with the draft's lines, its top left corner at (x0, y0). */
function correlation(maps: LineMaps, template: Template, size: { width: number; height: number }, x0: number, y0: number): number {
  const { draft, width, height } = maps;
  let product = 0;
  for (let y = Math.max(0, -y0); y < size.height && y0 + y < height; y += 1) {
    const row = (y0 + y) * width + x0;
    const templateRow = y * size.width;
    for (let x = Math.max(0, -x0); x < size.width && x0 + x < width; x += 1) product += template.values[templateRow + x]! * draft[row + x]!;
  }
  const [sum, squares] = windowSums(maps.sums, width, height, x0, y0, size.width, size.height);
  const variance = squares - (sum * sum) / (size.width * size.height);
  return variance > 1e-9 ? product / Math.sqrt(template.norm * variance) : 0;
}

type Sums = { sum: Float64Array; squares: Float64Array };

/** Summed-area tables of the values and their squares, one row and column larger. */
function integralSums(values: Float32Array, width: number, height: number): Sums {
  const sum = new Float64Array((width + 1) * (height + 1));
  const squares = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let rowSum = 0;
    let rowSquares = 0;
    for (let x = 0; x < width; x += 1) {
      const value = values[y * width + x]!;
      rowSum += value;
      rowSquares += value * value;
      sum[(y + 1) * (width + 1) + x + 1] = sum[y * (width + 1) + x + 1]! + rowSum;
      squares[(y + 1) * (width + 1) + x + 1] = squares[y * (width + 1) + x + 1]! + rowSquares;
    }
  }
  return { sum, squares };
}

function windowSums(sums: Sums, width: number, height: number, left: number, top: number, w: number, h: number): [number, number] {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(width, left + w);
  const y1 = Math.min(height, top + h);
  if (x1 <= x0 || y1 <= y0) return [0, 0];
  const at = (table: Float64Array, x: number, y: number) => table[y * (width + 1) + x]!;
  const box = (table: Float64Array) => at(table, x1, y1) - at(table, x0, y1) - at(table, x1, y0) + at(table, x0, y0);
  return [box(sums.sum), box(sums.squares)];
}

/** The image's edges (as the line comparison finds them) inside the bounds, averaged down to width x height and blurred a little. */
function linesAtScale(cv: OpenCv, image: RgbImage, bounds: Bounds, width: number, height: number): Float32Array {
  const mats: Array<{ delete(): void }> = [];
  const keep = <T extends { delete(): void }>(mat: T): T => (mats.push(mat), mat);
  try {
    const rgb = keep(new cv.Mat(image.height, image.width, cv.CV_8UC3));
    rgb.data.set(image.data);
    const crop = keep(rgb.roi(new cv.Rect(bounds.left, bounds.top, bounds.right - bounds.left + 1, bounds.bottom - bounds.top + 1)));
    const grey = keep(new cv.Mat());
    cv.cvtColor(crop, grey, cv.COLOR_RGB2GRAY);
    cv.GaussianBlur(grey, grey, new cv.Size(0, 0), 1.5, 1.5, cv.BORDER_REPLICATE);
    const edges = keep(new cv.Mat());
    cv.Canny(grey, edges, 40, 120);
    const small = keep(new cv.Mat());
    cv.resize(edges, small, new cv.Size(width, height), 0, 0, cv.INTER_AREA);
    const float = keep(new cv.Mat());
    small.convertTo(float, cv.CV_32F, 1 / 255);
    cv.GaussianBlur(float, float, new cv.Size(0, 0), 1, 1, cv.BORDER_CONSTANT);
    return Float32Array.from(float.data32F as Float32Array);
  } finally {
    for (const mat of mats) mat.delete();
  }
}

/** The cut-out (a 0/255 mask `stride` pixels wide) inside the bounds at width x height, grown by `growth` pixels there. */
function grownRegion(
  cv: OpenCv,
  region: Buffer,
  stride: number,
  bounds: Bounds,
  width: number,
  height: number,
  growth: number,
): Uint8Array {
  const cropWidth = bounds.right - bounds.left + 1;
  const cropHeight = bounds.bottom - bounds.top + 1;
  const source = new cv.Mat(cropHeight, cropWidth, cv.CV_8UC1);
  const small = new cv.Mat();
  const kernel = cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(2 * growth + 1, 2 * growth + 1));
  try {
    const data: Uint8Array = source.data;
    for (let y = 0; y < cropHeight; y += 1)
      data.set(region.subarray((y + bounds.top) * stride + bounds.left, (y + bounds.top) * stride + bounds.right + 1), y * cropWidth);
    cv.resize(source, small, new cv.Size(width, height), 0, 0, cv.INTER_AREA);
    cv.threshold(small, small, 0, 255, cv.THRESH_BINARY);
    cv.dilate(small, small, kernel);
    return Uint8Array.from(small.data as Uint8Array);
  } finally {
    source.delete();
    small.delete();
    kernel.delete();
  }
}
