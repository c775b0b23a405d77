import type { OpenCv } from './opencv.ts';
import type { RgbImage } from '../detect-motorcycle.ts';

/** A rectangle in whole pixels. */
export type PixelRect = { x: number; y: number; width: number; height: number };

/** GrabCut's labels for its initial mask. */
const BACKGROUND = 0;
const PROBABLY_BACKGROUND = 2;
const PROBABLY_SUBJECT = 3;
const RANDOM_SEED = 1;

/**
 * GrabCut (iterated graph cuts on colour models) seeded from the subject's box: outside it is
 * background; a thin band just inside its edges is probably background, since a bike touches its
 * box at a few points only (tyres, bars, tail); the rest is probably the subject. The band teaches
 * the background model what lies inside the box too (road between the wheels, the wall behind the
 * engine), which a plain rectangle seed misses when the box spans the whole photo.
 * Returns one byte per pixel of `image`: 255 for the subject, 0 for the rest.
 */
export function grabCut(cv: OpenCv, image: RgbImage, box: PixelRect, band: number, iterations: number): Uint8Array {
  const source = new cv.Mat(image.height, image.width, cv.CV_8UC3);
  const labels = cv.matFromArray(image.height, image.width, cv.CV_8UC1, seedLabels(image, box, band));
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
