import { rgbToLab } from '../styles/paint/colour.ts';
import type { RgbImage } from '../detect-motorcycle.ts';

/** What one step costs even between identical colours, so a long flat path still adds up a little. */
const STEP_COST = 0.15;
/**
 * The walk happens on a copy this long at most, averaged down from the image: fine texture (stone
 * seams, gravel, leaves) averages out, while the bike's outline, a large structure, stays.
 */
const REACH_SIZE = 128;
/** Forward and backward sweeps; three pairs let paths turn corners twice, plenty for background wrapping around a bike. */
const SWEEPS = 3;

/**
 * How far each pixel is from the known background, walking through the photo and paying the
 * colour change of every step (a geodesic distance in Lab). Background the photo shows around
 * the bike reaches into the bike's box across walls, sky and floor without crossing an edge, so
 * it stays near, while the bike is behind its outline's colour jumps. This is the "boundary
 * connectivity" cue of saliency detection, measured from the background actually seen.
 * `sources`: 1 for pixels known to be background. Returns one distance per pixel.
 */
export function backgroundReach(image: RgbImage, sources: Uint8Array): Float32Array {
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / REACH_SIZE));
  const small = averagedDown(image, sources, factor);
  const reach = reachAtSize(small.image, small.sources);
  const full = new Float32Array(image.width * image.height);
  for (let y = 0; y < image.height; y += 1) {
    const row = Math.min(small.image.height - 1, Math.floor(y / factor)) * small.image.width;
    for (let x = 0; x < image.width; x += 1)
      full[y * image.width + x] = reach[row + Math.min(small.image.width - 1, Math.floor(x / factor))]!;
  }
  return full;
}

/** Blocks of factor x factor pixels averaged; a block is a source when any of its pixels is. */
function averagedDown(image: RgbImage, sources: Uint8Array, factor: number): { image: RgbImage; sources: Uint8Array } {
  if (factor === 1) return { image, sources };
  const width = Math.ceil(image.width / factor);
  const height = Math.ceil(image.height / factor);
  const sums = new Float64Array(width * height * 3);
  const counts = new Uint32Array(width * height);
  const smallSources = new Uint8Array(width * height);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const pixel = y * image.width + x;
      const block = Math.floor(y / factor) * width + Math.floor(x / factor);
      for (let channel = 0; channel < 3; channel += 1)
        sums[block * 3 + channel] = sums[block * 3 + channel]! + image.data[pixel * 3 + channel]!;
      counts[block] = counts[block]! + 1;
      if (sources[pixel]) smallSources[block] = 1;
    }
  }
  const data = Buffer.alloc(width * height * 3);
  for (let block = 0; block < counts.length; block += 1) {
    for (let channel = 0; channel < 3; channel += 1) data[block * 3 + channel] = Math.round(sums[block * 3 + channel]! / counts[block]!);
  }
  return { image: { data, width, height }, sources: smallSources };
}

function reachAtSize(image: RgbImage, sources: Uint8Array): Float32Array {
  const { width, height } = image;
  const lab = rgbToLab(image.data);
  const distance = new Float32Array(width * height).fill(Number.POSITIVE_INFINITY);
  for (let pixel = 0; pixel < sources.length; pixel += 1) if (sources[pixel]) distance[pixel] = 0;
  const step = (from: number, to: number): number => {
    const dl = lab[from * 3]! - lab[to * 3]!;
    const da = lab[from * 3 + 1]! - lab[to * 3 + 1]!;
    const db = lab[from * 3 + 2]! - lab[to * 3 + 2]!;
    return Math.sqrt(dl * dl + da * da + db * db) + STEP_COST;
  };
  const relax = (pixel: number, neighbour: number): void => {
    const through = distance[neighbour]! + step(neighbour, pixel);
    if (through < distance[pixel]!) distance[pixel] = through;
  };
  for (let sweep = 0; sweep < SWEEPS; sweep += 1) {
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const pixel = y * width + x;
        if (x > 0) relax(pixel, pixel - 1);
        if (y > 0) {
          relax(pixel, pixel - width);
          if (x > 0) relax(pixel, pixel - width - 1);
          if (x < width - 1) relax(pixel, pixel - width + 1);
        }
      }
    }
    for (let y = height - 1; y >= 0; y -= 1) {
      for (let x = width - 1; x >= 0; x -= 1) {
        const pixel = y * width + x;
        if (x < width - 1) relax(pixel, pixel + 1);
        if (y < height - 1) {
          relax(pixel, pixel + width);
          if (x < width - 1) relax(pixel, pixel + width + 1);
          if (x > 0) relax(pixel, pixel + width - 1);
        }
      }
    }
  }
  return distance;
}
