import { type LuminancePlane, MASK_LEVEL, type PixelRegion } from './luminance.ts';

/** Luminance at or above this counts as clipped highlight. */
const CLIPPED_LUMINANCE = 250;
/** The share of the region that counts as its bright part. */
const BRIGHT_SHARE = 0.1;

export type RegionLight = { mean: number; bright: number; clippedShare: number };

/**
 * How the light falls on a region: its mean luminance, the luminance its brightest tenth reaches
 * (a dark bike in good light still has bright paint, chrome and edges; an underexposed one has
 * none), and the share of it that is clipped white. With a mask, only its pixels in the region count.
 */
export function lightInRegion(plane: LuminancePlane, region: PixelRegion, within?: Uint8Array): RegionLight {
  const histogram = new Uint32Array(256);
  let sum = 0;
  let count = 0;
  for (let y = region.top; y < region.bottom; y += 1) {
    for (let x = region.left, at = y * plane.width + region.left; x < region.right; x += 1, at += 1) {
      if (within && within[at]! < MASK_LEVEL) continue;
      const value = plane.data[at]!;
      histogram[Math.min(255, Math.round(value))]! += 1;
      sum += value;
      count += 1;
    }
  }
  if (count === 0) return { mean: 0, bright: 0, clippedShare: 0 };
  let clipped = 0;
  for (let level = CLIPPED_LUMINANCE; level < 256; level += 1) clipped += histogram[level]!;
  return { mean: sum / count, bright: levelReachedBy(histogram, count * BRIGHT_SHARE), clippedShare: clipped / count };
}

/** The level the brightest `count` pixels reach: counting down from white until that many are at or above it. */
function levelReachedBy(histogram: Uint32Array, count: number): number {
  let above = 0;
  for (let level = 255; level > 0; level -= 1) {
    above += histogram[level]!;
    if (above >= count) return level;
  }
  return 0;
}
