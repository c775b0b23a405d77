import type { OpenCv } from './opencv.ts';
import type { RgbImage } from '../detect-motorcycle.ts';

/** A rectangle in whole pixels. */
export type PixelRect = { x: number; y: number; width: number; height: number };

/** A filled circle in pixels. */
export type Disc = { x: number; y: number; radius: number };

/** What else is known before GrabCut runs: discs that are certainly the subject (wheels' hubs, spokes and rims). */
export type Hints = { subject?: Disc[] };

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
  const seeds = seedLabels(image, box, band);
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

function seedLabels(image: RgbImage, box: PixelRect, band: number): Uint8Array {
  const labels = new Uint8Array(image.width * image.height).fill(BACKGROUND);
  const [right, bottom] = [box.x + box.width, box.y + box.height];
  for (let y = box.y; y < bottom; y += 1) {
    for (let x = box.x; x < right; x += 1) {
      const nearEdge = x - box.x < band || right - 1 - x < band || y - box.y < band || bottom - 1 - y < band;
      labels[y * image.width + x] = nearEdge ? PROBABLY_BACKGROUND : PROBABLY_SUBJECT;
    }
  }
  return labels;
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
