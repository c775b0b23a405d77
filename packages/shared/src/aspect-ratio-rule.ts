import type { AspectRatio } from './catalog.ts';

/**
 * The print ratio closest to an upload's shape (SPEC.md section 5): above 1 and below 1.5
 * gives 5x4; 1.5 or more gives 3x2; below 1 and at least 0.8 gives 4x5; below 0.8 gives
 * 2x3. Exactly 1 is never matched, so the default 1x1 remains.
 */
export function aspectRatioOf(width: number, height: number): AspectRatio {
  const ratio = width / height;
  if (ratio > 1 && ratio < 1.5) return '5x4';
  if (ratio >= 1.5) return '3x2';
  if (ratio < 1 && ratio >= 0.8) return '4x5';
  if (ratio < 0.8) return '2x3';
  return '1x1';
}
