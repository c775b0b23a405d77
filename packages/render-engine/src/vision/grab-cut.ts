import type { OpenCv } from './opencv.ts';
import type { RgbImage } from '../detect-motorcycle.ts';
import { backgroundReach } from './background-reach.ts';

/** A rectangle in whole pixels. */
export type PixelRect = { x: number; y: number; width: number; height: number };

/** A filled circle in pixels. */
export type Disc = { x: number; y: number; radius: number };

export type Side = 'left' | 'top' | 'right' | 'bottom';

/**
 * What else is known before GrabCut runs: discs that are certainly the subject (wheels' hubs,
 * spokes and rims), rectangles that are certainly not (other bikes), and sides of the box the
 * photo's frame cuts, where the subject goes on and no background band belongs.
 */
export type Hints = { subject?: Disc[]; background?: PixelRect[]; openSides?: Side[] };

/**
 * Inside the box, a pixel the background reaches within these colour distances (see background-reach.ts)
 * is seeded as surely, or probably, background: wall, sky or floor seen between and above the bike's parts.
 */
const REACHED_BACKGROUND = 7;
const NEAR_BACKGROUND = 16;
/**
 * Reached from the frame's edge, only what is nearly the same colour all the way is surely background,
 * and only when the frame cuts one side of the box: cut on more, the bike fills the frame and may be the same dark as the room.
 */
const REACHED_FROM_FRAME = 4;
/** The share of a box, from its top, above the wheels' lower halves. */
const WHEEL_ROWS = 0.65;

/** GrabCut's labels for its initial mask. */
const BACKGROUND = 0;
const SUBJECT = 1;
const PROBABLY_BACKGROUND = 2;
const PROBABLY_SUBJECT = 3;
const RANDOM_SEED = 1;

/**
 * GrabCut (iterated graph cuts on colour models) seeded from the subject's box: outside it is
 * background; a thin band just inside its edges is probably background, since a bike touches its
 * box at a few points only (tyres, bars, tail); the rest is probably the subject. The band teaches
 * the background model what lies inside the box too (road between the wheels, the wall behind the
 * engine), which a plain rectangle seed misses when the box spans the whole photo. `hints.subject`
 * discs are certainly the subject, whatever their colour.
 * Returns one byte per pixel of `image`: 255 for the subject, 0 for the rest.
 */
export function grabCut(cv: OpenCv, image: RgbImage, box: PixelRect, band: number, iterations: number, hints: Hints = {}): Uint8Array {
  const source = new cv.Mat(image.height, image.width, cv.CV_8UC3);
  const seeds = seedLabels(image, box, band, hints.openSides ?? []);
  for (const rect of hints.background ?? []) markBackground(seeds, image.width, rect, box);
  markReachableBackground(image, seeds, box, hints.openSides ?? []);
  for (const disc of hints.subject ?? []) paintDisc(seeds, image.width, image.height, disc, SUBJECT);
  const labels = cv.matFromArray(image.height, image.width, cv.CV_8UC1, seeds);
  const backgroundModel = new cv.Mat();
  const foregroundModel = new cv.Mat();
  try {
    source.data.set(image.data);
    // GrabCut seeds its colour models with k-means from OpenCV's global random generator: a fixed seed makes masks repeatable.
    cv.setRNGSeed(RANDOM_SEED);
    cv.grabCut(source, labels, new cv.Rect(0, 0, 0, 0), backgroundModel, foregroundModel, iterations, cv.GC_INIT_WITH_MASK);
    const labelData: Uint8Array = labels.data;
    // Labels 1 (subject) and 3 (probably subject) are odd.
    return labelData.map((label) => (label & 1 ? 255 : 0));
  } finally {
    source.delete();
    labels.delete();
    backgroundModel.delete();
    foregroundModel.delete();
  }
}

function seedLabels(image: RgbImage, box: PixelRect, band: number, openSides: Side[]): Uint8Array {
  const labels = new Uint8Array(image.width * image.height).fill(BACKGROUND);
  const [right, bottom] = [box.x + box.width, box.y + box.height];
  // A box cut by the frame on every side leaves nothing to learn the background from: keep the top band then.
  const open = new Set(openSides.length === 4 ? openSides.filter((side) => side !== 'top') : openSides);
  const bandOf = (side: Side) => (open.has(side) ? 0 : band);
  for (let y = box.y; y < bottom; y += 1) {
    for (let x = box.x; x < right; x += 1) {
      const nearEdge =
        x - box.x < bandOf('left') || right - 1 - x < bandOf('right') || y - box.y < bandOf('top') || bottom - 1 - y < bandOf('bottom');
      labels[y * image.width + x] = nearEdge ? PROBABLY_BACKGROUND : PROBABLY_SUBJECT;
    }
  }
  return labels;
}

/**
 * Seeds the background the photo shows inside the box, reached (see background-reach.ts) from what
 * is surely outside the bike: the image around the box. Where the frame cuts the box, its edge beside
 * the box's upper half is a weaker source (a bike cut by the frame loses its wheels there, rarely its
 * top; see REACHED_FROM_FRAME).
 */
function markReachableBackground(image: RgbImage, seeds: Uint8Array, box: PixelRect, openSides: Side[]): void {
  const outside = seeds.map((label) => (label === BACKGROUND ? 1 : 0));
  if (openSides.includes('bottom')) {
    // Wheels cut by the frame stand on a road that runs out of the box beside them: seen from there, the
    // tyres are a small step away. The rows of the box's lower part do not teach the reach.
    outside.fill(0, (box.y + Math.round(box.height * WHEEL_ROWS)) * image.width);
  }
  if (outside.includes(1)) {
    const reach = backgroundReach(image, outside);
    for (let pixel = 0; pixel < seeds.length; pixel += 1) {
      if (seeds[pixel] === BACKGROUND) continue;
      if (reach[pixel]! < REACHED_BACKGROUND) seeds[pixel] = BACKGROUND;
      else if (reach[pixel]! < NEAR_BACKGROUND) seeds[pixel] = PROBABLY_BACKGROUND;
    }
  }
  const frame = frameSources(image, box, openSides);
  if (!frame.includes(1)) return;
  const reach = backgroundReach(image, frame);
  for (let pixel = 0; pixel < seeds.length; pixel += 1) {
    if (seeds[pixel] !== PROBABLY_SUBJECT) continue;
    if (openSides.length === 1 && reach[pixel]! < REACHED_FROM_FRAME) seeds[pixel] = BACKGROUND;
    else if (reach[pixel]! < NEAR_BACKGROUND) seeds[pixel] = PROBABLY_BACKGROUND;
  }
}

function frameSources(image: RgbImage, box: PixelRect, openSides: Side[]): Uint8Array {
  const { width } = image;
  const sources = new Uint8Array(width * image.height);
  const upperHalf = box.y + box.height / 2;
  for (const side of openSides) {
    if (side === 'left' || side === 'right') {
      const x = side === 'left' ? 0 : width - 1;
      for (let y = box.y; y < upperHalf; y += 1) sources[y * width + x] = 1;
    } else if (side === 'top') {
      for (let x = box.x; x < box.x + box.width; x += 1) sources[x] = 1;
    }
  }
  return sources;
}

/** Another object's box is surely background outside the subject's box, and probably background where the two overlap. */
function markBackground(labels: Uint8Array, width: number, rect: PixelRect, box: PixelRect): void {
  for (let y = rect.y; y < rect.y + rect.height; y += 1) {
    for (let x = rect.x; x < rect.x + rect.width; x += 1) {
      const inBox = x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
      labels[y * width + x] = inBox ? PROBABLY_BACKGROUND : BACKGROUND;
    }
  }
}

/** Sets every pixel of `labels` (one byte per pixel) whose centre lies inside `disc` to `value`. */
export function paintDisc(labels: Uint8Array, width: number, height: number, disc: Disc, value: number): void {
  const top = Math.max(0, Math.ceil(disc.y - disc.radius));
  const bottom = Math.min(height - 1, Math.floor(disc.y + disc.radius));
  for (let y = top; y <= bottom; y += 1) {
    const half = Math.sqrt(Math.max(0, disc.radius ** 2 - (y - disc.y) ** 2));
    const left = Math.max(0, Math.ceil(disc.x - half));
    const right = Math.min(width - 1, Math.floor(disc.x + half));
    if (right >= left) labels.fill(value, y * width + left, y * width + right + 1);
  }
}
