import type { RgbImage } from '../detect-motorcycle.ts';
import type { PixelRect } from './grab-cut.ts';

/** A tyre's outline as an upright ellipse, in pixels: centre, half width, half height, and the share of its outline the cut-out follows. */
export type TyreEllipse = { x: number; y: number; radiusX: number; radiusY: number; support: number };

/** The search runs with the bike's box this many pixels on its long side: a tyre's outline is plain, and it keeps the search short. */
const SEARCH_LENGTH = 200;
/**
 * A tyre's half height as a share of the bike box's height: a wheel is about half a bike's height
 * from the side and from the front (a rider in the box makes it less).
 */
const HALF_HEIGHT_SHARE = { min: 0.1, max: 0.4 };
/**
 * A tyre's width against its height: a side view's circle to a front view's narrow band. Never
 * wider than tall: an upright wheel seen from anywhere is not, and a flatter ellipse would fit the
 * bottom of a tyre whose sides join the body.
 */
const ASPECTS = Array.from({ length: 9 }, (_, index) => 0.2 + index * 0.1);
/** A tyre stands on the ground at the bottom of the box: its lowest point lies between these shares of the box's height. */
const GROUND_SHARE = { min: 0.78, max: 1.08 };
/** The outline is checked at these angles (degrees, y down): the bottom half and a little of each side above, where nothing of the bike hides it. */
const ANGLES = Array.from({ length: 33 }, (_, index) => ((-30 + index * 7.5) * Math.PI) / 180);
/** A tyre counts when the cut-out follows at least this share of its checked outline. */
const MIN_SUPPORT = 0.5;
/** A whole tyre's height on the outline is worth this much support: see the ranking in tyreInCutOut. */
const SIZE_PREFERENCE = 0.15;
/** Rubber is dark: the band just inside a tyre's outline is at most this bright against the subject's median (a seat, a panel or a rider's back is not). */
const TYRE_BRIGHTNESS = 0.9;

type Grid = { data: Uint8Array; width: number; height: number };
type Grey = { data: Float32Array; width: number; height: number };

/**
 * The tyre whose outline the cut-out follows best, found in the cut-out's lower part alone: the
 * upright ellipse standing near the bottom of the bike's box whose bottom half and sides have the
 * subject just inside and background just outside. Independent of the pixels' colours and of the
 * likeness guard's own wheel finder (the widest disc in the outline), so the likeness bench can
 * place a wheel to distort without grading the guard with its own answer. Null when no tyre's
 * outline shows (a tight crop, a wheel hidden by a leg or merged into its shadow).
 */
export function tyreInCutOut(
  photo: RgbImage,
  mask: { data: Buffer | Uint8Array; width: number; height: number },
  box: PixelRect,
): TyreEllipse | null {
  const scale = Math.min(1, SEARCH_LENGTH / Math.max(box.width, box.height, 1));
  const grid = reduced(mask, scale);
  const grey = greyAt(photo, grid);
  const dark = TYRE_BRIGHTNESS * subjectMedian(grey, grid);
  const small = { x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale };
  const minHalf = Math.max(3, small.height * HALF_HEIGHT_SHARE.min);
  const maxHalf = Math.max(minHalf, small.height * HALF_HEIGHT_SHARE.max);
  // Only the lower half of a tyre shows in its outline, which a flatter ellipse fits nearly as well:
  // of two ellipses the outline follows about as well, the taller one wins.
  const rank = (support: number, radiusY: number) => support + SIZE_PREFERENCE * (radiusY / maxHalf);
  let best: (TyreEllipse & { rank: number }) | null = null;
  const consider = (x: number, y: number, radiusX: number, radiusY: number) => {
    const needed = Math.max(MIN_SUPPORT, best ? best.rank - SIZE_PREFERENCE * (radiusY / maxHalf) : 0);
    const support = outlineSupport(grid, x, y, radiusX, radiusY, needed);
    if (support === null || (best && rank(support, radiusY) <= best.rank)) return;
    if (innerBrightness(grey, x, y, radiusX, radiusY) <= dark) best = { x, y, radiusX, radiusY, support, rank: rank(support, radiusY) };
  };
  for (let radiusY = maxHalf; radiusY >= minHalf; radiusY /= 1.06)
    for (const aspect of ASPECTS) {
      const radiusX = radiusY * aspect;
      if (radiusX < 2) continue;
      const lowest = { from: small.y + small.height * GROUND_SHARE.min, to: small.y + small.height * GROUND_SHARE.max };
      for (let y = lowest.from - radiusY; y <= lowest.to - radiusY; y += 2)
        for (let x = small.x - small.width * 0.05; x <= small.x + small.width * 1.05; x += 2) consider(x, y, radiusX, radiusY);
    }
  if (!best) return null;
  // The coarse search steps two pixels and 6% in size; the best is refined around where it stood.
  const coarse: TyreEllipse = best;
  for (let dy = -2; dy <= 2; dy += 1)
    for (let dx = -2; dx <= 2; dx += 1)
      for (const size of [0.97, 1, 1.03])
        for (const stretch of [-0.05, 0, 0.05])
          consider(
            coarse.x + dx,
            coarse.y + dy,
            coarse.radiusY * size * (coarse.radiusX / coarse.radiusY + stretch),
            coarse.radiusY * size,
          );
  const found: TyreEllipse = best;
  return { x: found.x / scale, y: found.y / scale, radiusX: found.radiusX / scale, radiusY: found.radiusY / scale, support: found.support };
}

/**
 * The share of the ellipse's checked outline the grid follows, or null as soon as it cannot reach
 * `needed`: the points with the subject just inside and background just outside. Beyond the grid
 * counts as unknown, not background: a tyre running off the frame shows no outline there.
 */
function outlineSupport(grid: Grid, x: number, y: number, radiusX: number, radiusY: number, needed: number): number | null {
  const step = Math.max(1, 0.1 * radiusY);
  const allowedLoss = ANGLES.length * (1 - needed);
  let lost = 0;
  for (const angle of ANGLES) {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const inside = at(grid, x + (radiusX - step) * cos, y + (radiusY - step) * sin);
    const outside = at(grid, x + (radiusX + step) * cos, y + (radiusY + step) * sin);
    if (inside === 1 && outside === 0) continue;
    lost += 1;
    if (lost > allowedLoss) return null;
  }
  return 1 - lost / ANGLES.length;
}

/** The mean grey of the band just inside the ellipse's checked outline (the tyre's rubber, where it is one). */
function innerBrightness(grey: Grey, x: number, y: number, radiusX: number, radiusY: number): number {
  const band = Math.max(1, 0.08 * radiusY);
  let total = 0;
  let count = 0;
  for (const angle of ANGLES) {
    const column = Math.round(x + (radiusX - band) * Math.cos(angle));
    const row = Math.round(y + (radiusY - band) * Math.sin(angle));
    if (column < 0 || row < 0 || column >= grey.width || row >= grey.height) continue;
    total += grey.data[row * grey.width + column]!;
    count += 1;
  }
  return count === 0 ? Infinity : total / count;
}

/** The photo's grey (mean of the channels) at the grid's size, each cell the mean of its pixels. */
function greyAt(photo: RgbImage, grid: Grid): Grey {
  const sums = new Float32Array(grid.width * grid.height);
  const counts = new Float32Array(grid.width * grid.height);
  const scaleX = grid.width / photo.width;
  const scaleY = grid.height / photo.height;
  for (let row = 0; row < photo.height; row += 1) {
    const cellRow = Math.min(grid.height - 1, Math.floor(row * scaleY)) * grid.width;
    for (let column = 0; column < photo.width; column += 1) {
      const pixel = (row * photo.width + column) * 3;
      const cell = cellRow + Math.min(grid.width - 1, Math.floor(column * scaleX));
      sums[cell]! += (photo.data[pixel]! + photo.data[pixel + 1]! + photo.data[pixel + 2]!) / 3;
      counts[cell]! += 1;
    }
  }
  return { data: sums.map((sum, cell) => sum / Math.max(1, counts[cell]!)), width: grid.width, height: grid.height };
}

/** The median grey of the subject's cells. */
function subjectMedian(grey: Grey, grid: Grid): number {
  const values = Array.from(grey.data).filter((_, cell) => grid.data[cell]);
  if (values.length === 0) return 255;
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)]!;
}

/** 1 inside the subject, 0 outside it, -1 beyond the grid. */
function at(grid: Grid, x: number, y: number): number {
  const column = Math.round(x);
  const row = Math.round(y);
  if (column < 0 || row < 0 || column >= grid.width || row >= grid.height) return -1;
  return grid.data[row * grid.width + column]!;
}

/** The 0-255 mask at `scale`, each cell the subject (1) when most of its pixels are. */
function reduced(mask: { data: Buffer | Uint8Array; width: number; height: number }, scale: number): Grid {
  const width = Math.max(1, Math.round(mask.width * scale));
  const height = Math.max(1, Math.round(mask.height * scale));
  const sums = new Float64Array(width * height);
  const counts = new Float64Array(width * height);
  for (let row = 0; row < mask.height; row += 1) {
    const cellRow = Math.min(height - 1, Math.floor(row * scale)) * width;
    for (let column = 0; column < mask.width; column += 1) {
      const cell = cellRow + Math.min(width - 1, Math.floor(column * scale));
      sums[cell]! += mask.data[row * mask.width + column]! >= 128 ? 1 : 0;
      counts[cell]! += 1;
    }
  }
  const data = new Uint8Array(width * height);
  for (let cell = 0; cell < data.length; cell += 1) data[cell] = sums[cell]! * 2 >= counts[cell]! ? 1 : 0;
  return { data, width, height };
}
