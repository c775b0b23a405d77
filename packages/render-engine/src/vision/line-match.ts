import type { RgbImage } from '../detect-motorcycle.ts';
import type { Bounds } from './cut-out-like.ts';
import { grownRegion, linesAtScale } from './line-map-layers.ts';
import { integralSums, windowSums, type Sums } from './window-sums.ts';
import type { OpenCv } from './opencv.ts';

/**
 * Where a part of the photo's bike is found again in a draft: the grid cell holding its centre, its
 * offset (in shares of the bike's length, right and down positive), how well it matched there
 * (normalized cross-correlation, -1 to 1), how well it matched at best near its place (`nearPlace`:
 * within a few percent of the bike's length; a part in place matches best there), whether its best
 * match lies at the edge of the search (`onRim`: the part was not found within reach), and whether
 * the draft's lines where it was found, looked for in the photo, lead back to its place (`returns`:
 * a texture such as dirt or foliage restyled matches somewhere by chance, and the chance match does
 * not lead back). Null for a part with too few of the photo's lines to match.
 */
export type PartShift = { cell: number; dx: number; dy: number; peak: number; nearPlace: number; onRim: boolean; returns: boolean };

/** Parts are matched with the bike's length this many pixels: bars, tank and wheels keep their shape, texture and brush strokes blur away. */
const MATCH_LENGTH = 160;
/** Each part is searched this share of the bike's length either way: a part redrawn further off no longer matches at all. */
const MAX_SHIFT = 0.15;
/** Offsets up to this share of the bike's length count as near a part's place: a redrawn line wanders a little. */
const NEAR = 0.03;
/** The photo's lines are matched within its cut-out grown by this share of the bike's length (outlines sit on its rim). */
const REGION_GROWTH = 0.02;

/** Both images' lines at the matching scale over the grid's bounds (see lineMaps), and the summed-area tables of the draft's. */
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

/**
 * The lines (edges, as the line comparison finds them) of both images over `bounds`, at a scale
 * where the bike is MATCH_LENGTH long: the photo's within its cut-out (`regions.photo`), the draft's within
 * that or the draft's own cut-out (`regions.draft`), so a style's backdrop (a neon grid, sun rays)
 * offers no lines for a part to match by chance.
 */
export function lineMaps(
  cv: OpenCv,
  photo: RgbImage,
  draft: RgbImage,
  regions: { photo: Buffer; draft: Buffer },
  bounds: Bounds,
  bikeLength: number,
): LineMaps {
  const scale = Math.min(1, MATCH_LENGTH / Math.max(1, bikeLength));
  const width = Math.max(4, Math.round((bounds.right - bounds.left + 1) * scale));
  const height = Math.max(4, Math.round((bounds.bottom - bounds.top + 1) * scale));
  const length = bikeLength * scale;
  const photoLines = linesAtScale(cv, photo, bounds, width, height);
  const draftLines = linesAtScale(cv, draft, bounds, width, height);
  const growth = Math.max(1, Math.round(REGION_GROWTH * length));
  const inPhoto = grownRegion(cv, regions.photo, photo.width, bounds, width, height, growth);
  const inDraft = grownRegion(cv, regions.draft, photo.width, bounds, width, height, growth);
  for (let index = 0; index < photoLines.length; index += 1) {
    if (!inPhoto[index]) photoLines[index] = 0;
    if (!inPhoto[index] && !inDraft[index]) draftLines[index] = 0;
  }
  return { photo: photoLines, draft: draftLines, sums: integralSums(draftLines, width, height), width, height, scale, length, bounds };
}

/**
 * Each part of the photo, a cell of a `cells` x `cells` grid over the bounds in size, its lines looked for in the
 * draft's lines around the same place by normalized cross-correlation. A draft that keeps the
 * photo's geometry finds every part where it stood however it restyles it; a part redrawn
 * elsewhere (bars moved, a wheel drawn smaller) has its best match away from its place, and clearly
 * better there. A part holding less than `minShare` of the photo's lines in the box says little and is null.
 */
export function partShifts(maps: LineMaps, cells: number, minShare: number): Array<PartShift | null> {
  const { width, height, length } = maps;
  const total = maps.photo.reduce((sum, value) => sum + value, 0);
  const reach = Math.max(1, Math.round(MAX_SHIFT * length));
  const halves = 2 * cells;
  const shifts: Array<PartShift | null> = [];
  // The draft's lines looked for in the photo's: the same search the other way round.
  const backwards: LineMaps = { ...maps, photo: maps.draft, draft: maps.photo, sums: integralSums(maps.photo, width, height) };
  // Windows a cell in size, half a cell apart: a moved part seldom lines up with the grid, one of them lines up with it.
  for (let row = 0; row < halves - 1; row += 1)
    for (let column = 0; column < halves - 1; column += 1) {
      const left = Math.floor((column * width) / halves);
      const top = Math.floor((row * height) / halves);
      const window = { width: Math.floor(((column + 2) * width) / halves) - left, height: Math.floor(((row + 2) * height) / halves) - top };
      const template = templateOf(maps.photo, width, { left, top, ...window }, total * minShare);
      const match = template && bestMatch(maps, template, window, left, top, reach, NEAR * length);
      if (!match) {
        shifts.push(null);
        continue;
      }
      const cell = Math.min(cells - 1, Math.floor((row + 1) / 2)) * cells + Math.min(cells - 1, Math.floor((column + 1) / 2));
      const away = Math.hypot(match.dx, match.dy) > NEAR * length;
      const returns = !away || returnsHome(maps, backwards, { left: left + match.dx, top: top + match.dy, ...window }, match, reach);
      shifts.push({
        cell,
        dx: match.dx / length,
        dy: match.dy / length,
        peak: match.peak,
        nearPlace: match.nearPlace,
        onRim: match.onRim,
        returns,
      });
    }
  return shifts;
}

/**
 * Whether the draft's lines in `found` (where a part of the photo matched best, `match` away from
 * its place), looked for in the photo, match best back at the part's place.
 */
function returnsHome(maps: LineMaps, backwards: LineMaps, found: Rect, match: { dx: number; dy: number }, reach: number): boolean {
  const left = Math.max(0, found.left);
  const top = Math.max(0, found.top);
  const right = Math.min(maps.width, found.left + found.width);
  const bottom = Math.min(maps.height, found.top + found.height);
  if (right - left < 2 || bottom - top < 2) return false;
  const size = { width: right - left, height: bottom - top };
  const template = templateOf(maps.draft, maps.width, { left, top, ...size }, 0);
  if (!template) return false;
  const back = bestMatch(backwards, template, size, left, top, reach, 0);
  return Math.hypot(back.dx + match.dx, back.dy + match.dy) <= NEAR * maps.length;
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
    const match = bestMatch(maps, template, { width: side, height: side }, from.x, from.y, reach, 0);
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
 * the best offset and value, the value with no offset, and the best value within `near` of no
 * offset. Beyond the map the draft counts as blank.
 */
function bestMatch(
  maps: LineMaps,
  template: Template,
  size: { width: number; height: number },
  left: number,
  top: number,
  reach: number,
  near: number,
): { dx: number; dy: number; peak: number; atPlace: number; nearPlace: number; onRim: boolean } {
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
  let nearPlace = atPlace;
  for (let row = 0; row < side; row += 1)
    for (let column = 0; column < side; column += 1)
      if (Math.hypot(2 * (column - steps), 2 * (row - steps)) <= near) nearPlace = Math.max(nearPlace, coarse[row * side + column]!);
  const onRim = Math.abs(best.dx) >= 2 * steps || Math.abs(best.dy) >= 2 * steps;
  const coarsePeak = best;
  for (let dy = coarsePeak.dy - 1; dy <= coarsePeak.dy + 1; dy += 1)
    for (let dx = coarsePeak.dx - 1; dx <= coarsePeak.dx + 1; dx += 1) {
      if (dx === coarsePeak.dx && dy === coarsePeak.dy) continue;
      const value = correlation(maps, template, size, left + dx, top + dy);
      if (value > best.peak) best = { peak: value, dx, dy };
    }
  return { ...best, atPlace, nearPlace: Math.min(best.peak, nearPlace), onRim };
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
