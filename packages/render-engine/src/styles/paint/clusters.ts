import { seededRandom } from './random.ts';

/** Pixels grouped into colour regions: a label a pixel and each region's mean colour (in the input's space). */
export type Clusters = { labels: Uint8Array; centres: Float32Array; count: number };

const MAX_SAMPLES = 24_000;
const ITERATIONS = 10;

/**
 * k-means over 3-channel float pixels (Lab here), trained on an even sample of the pixels inside
 * the mask and then applied to every pixel. `weights` scales each channel's say in the distance.
 */
export function clusterColours(pixels: Float32Array, mask: Buffer, count: number, weights: readonly [number, number, number]): Clusters {
  const inside: number[] = [];
  for (let pixel = 0; pixel < mask.length; pixel += 1) if (mask[pixel]! > 127) inside.push(pixel);
  if (inside.length === 0) for (let pixel = 0; pixel < mask.length; pixel += 1) inside.push(pixel);
  const step = Math.max(1, Math.floor(inside.length / MAX_SAMPLES));
  const samples: number[] = [];
  for (let position = 0; position < inside.length; position += step) samples.push(inside[position]!);

  const distance = (pixel: number, centres: Float32Array, centre: number): number => {
    const dl = (pixels[pixel * 3]! - centres[centre * 3]!) * weights[0];
    const da = (pixels[pixel * 3 + 1]! - centres[centre * 3 + 1]!) * weights[1];
    const db = (pixels[pixel * 3 + 2]! - centres[centre * 3 + 2]!) * weights[2];
    return dl * dl + da * da + db * db;
  };
  const nearest = (pixel: number, centres: Float32Array, used: number): number => {
    let best = 0;
    let bestDistance = Infinity;
    for (let centre = 0; centre < used; centre += 1) {
      const candidate = distance(pixel, centres, centre);
      if (candidate < bestDistance) {
        bestDistance = candidate;
        best = centre;
      }
    }
    return best;
  };

  const centres = seedCentres(pixels, samples, count, distance);
  const sums = new Float64Array(count * 4);
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    sums.fill(0);
    for (const pixel of samples) {
      const centre = nearest(pixel, centres, count);
      for (let channel = 0; channel < 3; channel += 1)
        sums[centre * 4 + channel] = sums[centre * 4 + channel]! + pixels[pixel * 3 + channel]!;
      sums[centre * 4 + 3] = sums[centre * 4 + 3]! + 1;
    }
    for (let centre = 0; centre < count; centre += 1) {
      const members = sums[centre * 4 + 3]!;
      if (members === 0) continue;
      for (let channel = 0; channel < 3; channel += 1) centres[centre * 3 + channel] = sums[centre * 4 + channel]! / members;
    }
  }

  const labels = new Uint8Array(mask.length);
  for (let pixel = 0; pixel < labels.length; pixel += 1) labels[pixel] = nearest(pixel, centres, count);
  return { labels, centres, count };
}

/** k-means++ seeding with a fixed seed: spread-out starting centres, the same on every run. */
function seedCentres(
  pixels: Float32Array,
  samples: number[],
  count: number,
  distance: (pixel: number, centres: Float32Array, centre: number) => number,
): Float32Array {
  const random = seededRandom(7);
  const centres = new Float32Array(count * 3);
  const place = (centre: number, pixel: number) => centres.set(pixels.subarray(pixel * 3, pixel * 3 + 3), centre * 3);
  place(0, samples[Math.floor(random() * samples.length)]!);
  const closest = new Float64Array(samples.length).fill(Infinity);
  for (let centre = 1; centre < count; centre += 1) {
    let total = 0;
    for (let index = 0; index < samples.length; index += 1) {
      closest[index] = Math.min(closest[index]!, distance(samples[index]!, centres, centre - 1));
      total += closest[index]!;
    }
    let target = random() * total;
    let chosen = samples.length - 1;
    for (let index = 0; index < samples.length; index += 1) {
      target -= closest[index]!;
      if (target <= 0) {
        chosen = index;
        break;
      }
    }
    place(centre, samples[chosen]!);
  }
  return centres;
}
