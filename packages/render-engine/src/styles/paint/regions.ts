import type { OpenCv } from '../../vision/opencv.ts';
import { type Clusters, clusterColours } from './clusters.ts';
import { medianBlur } from './filters.ts';

/**
 * Flat colour regions of a smoothed image: Lab k-means, then a median filter on the label map
 * so regions have clean edges instead of dithered speckle.
 */
export function colourRegions(
  cv: OpenCv,
  lab: Float32Array,
  mask: Buffer,
  width: number,
  height: number,
  count: number,
  weights: readonly [number, number, number],
  cleanSize: number,
): Clusters {
  const clusters = clusterColours(lab, mask, count, weights);
  const cleaned = medianBlur(
    cv,
    Buffer.from(clusters.labels.buffer, clusters.labels.byteOffset, clusters.labels.length),
    width,
    height,
    1,
    cleanSize,
  );
  return { ...clusters, labels: new Uint8Array(cleaned.buffer, cleaned.byteOffset, cleaned.length) };
}

/** 255 where a pixel's region differs from its right or lower neighbour's and the two colours differ by at least `minDistance` (Lab). */
export function regionBorders(clusters: Clusters, width: number, height: number, minDistance: number): Buffer {
  const { labels, centres } = clusters;
  const far = (first: number, second: number) => {
    const dl = centres[first * 3]! - centres[second * 3]!;
    const da = centres[first * 3 + 1]! - centres[second * 3 + 1]!;
    const db = centres[first * 3 + 2]! - centres[second * 3 + 2]!;
    return dl * dl + da * da + db * db >= minDistance * minDistance;
  };
  const borders = Buffer.alloc(width * height);
  for (let row = 0; row < height - 1; row += 1) {
    for (let column = 0, pixel = row * width; column < width - 1; column += 1, pixel += 1) {
      const here = labels[pixel]!;
      const right = labels[pixel + 1]!;
      const below = labels[pixel + width]!;
      if ((here !== right && far(here, right)) || (here !== below && far(here, below))) borders[pixel] = 255;
    }
  }
  return borders;
}
