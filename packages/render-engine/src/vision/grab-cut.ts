import type { OpenCv } from './opencv.ts';
import type { RgbImage } from '../detect-motorcycle.ts';

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
