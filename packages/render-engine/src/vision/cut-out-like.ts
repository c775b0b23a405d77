import type { RgbImage } from '../detect-motorcycle.ts';
import type { OpenCv } from './opencv.ts';

/** The area searched: a rectangle in pixels, inclusive. */
export type Bounds = { left: number; top: number; right: number; bottom: number };

/** OpenCV's GrabCut labels. */
const [BACKGROUND, PROBABLY_BACKGROUND, PROBABLY_SUBJECT] = [0, 2, 3];
const ITERATIONS = 4;
const MIN_SEEDS = 25;
/** GrabCut seeds its colour models with k-means from OpenCV's global random generator: a fixed seed makes cut-outs repeatable. */
const RANDOM_SEED = 1;

/**
 * The subject of `image` cut out by GrabCut seeded with another picture's cut-out of it (a draft
 * painted from a photo, seeded with the photo's): inside `bounds` the known cut-out is probably the
 * subject and the rest probably background, outside surely background. Both colour models are
 * learnt from that guess and every pixel inside is then judged on its colour: a part painted where
 * the photo had none joins, a part left out drops away, and a faithful draft keeps the photo's
 * outline instead of a box-seeded cut-out's noise. One byte per pixel, 255 for the subject.
 */
export function cutOutLike(cv: OpenCv, image: RgbImage, known: Buffer, bounds: Bounds): Buffer {
  const width = bounds.right - bounds.left + 1;
  const height = bounds.bottom - bounds.top + 1;
  const source = new cv.Mat(height, width, cv.CV_8UC3);
  const labels = new cv.Mat(height, width, cv.CV_8UC1);
  const backgroundModel = new cv.Mat();
  const foregroundModel = new cv.Mat();
  try {
    const pixels: Uint8Array = source.data;
    const seeds: Uint8Array = labels.data;
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const from = (y + bounds.top) * image.width + x + bounds.left;
        pixels.set(image.data.subarray(from * 3, from * 3 + 3), (y * width + x) * 3);
        const rim = x === 0 || y === 0 || x === width - 1 || y === height - 1;
        // The crop's rim is surely background, but for a subject the frame cuts: GrabCut learns the backdrop from it.
        if (known[from] === 255) seeds[y * width + x] = PROBABLY_SUBJECT;
        else seeds[y * width + x] = rim ? BACKGROUND : PROBABLY_BACKGROUND;
      }
    // GrabCut's colour models need a few pixels of each kind (five clusters each): a cut-out filling the
    // whole crop, or a speck, leaves nothing to judge.
    const subjectSeeds = seeds.reduce((count, label) => count + (label === PROBABLY_SUBJECT ? 1 : 0), 0);
    if (subjectSeeds < MIN_SEEDS || seeds.length - subjectSeeds < MIN_SEEDS) return Buffer.from(known);
    cv.setRNGSeed(RANDOM_SEED);
    cv.grabCut(source, labels, new cv.Rect(0, 0, 0, 0), backgroundModel, foregroundModel, ITERATIONS, cv.GC_INIT_WITH_MASK);
    const out = Buffer.alloc(image.width * image.height);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1)
        // Labels 1 (subject) and 3 (probably subject) are odd.
        if (seeds[y * width + x]! & 1) out[(y + bounds.top) * image.width + x + bounds.left] = 255;
    return out;
  } finally {
    source.delete();
    labels.delete();
    backgroundModel.delete();
    foregroundModel.delete();
  }
}
