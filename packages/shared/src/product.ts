import { ASPECT_RATIOS, type AspectRatio } from './catalog.ts';
import { sizeDimensions } from './size.ts';

/** Rules of the product page (SPEC.md section 2, DESIGN.md section 8). */

/** How deep a canvas wraps around its frame, in inches: the part of the picture on the sides. */
export const WRAP_DEPTH_INCHES = 1.4;

/** Below this many pixels per inch a print looks soft; the product page warns. */
export const MIN_SHARP_PPI = 100;

/** The order the product page falls back through when the selected ratio has no image. */
export const IMAGE_FALLBACK_ORDER: readonly AspectRatio[] = ['1x1', '4x5', '2x3', '3x2', '5x4'];

function ratioValue(ratio: AspectRatio): number {
  const [width, height] = ratio.split('x').map(Number) as [number, number];
  return width / height;
}

/** Width and height of a catalogue size as listed (30x20 is 30 wide). */
function listedDimensions(size: string): { width: number; height: number } | null {
  const numbers = size.match(/\d+(?:\.\d+)?/g)?.map(Number);
  if (!numbers || numbers.length !== 2) return null;
  return { width: numbers[0]!, height: numbers[1]! };
}

/** The edge strips of the preview, as percentages of the picture: each edge's wrap depth over that side's length. */
export function overlayMargins(size: string): { top: number; bottom: number; left: number; right: number } {
  const dimensions = listedDimensions(size);
  if (!dimensions) return { top: 0, bottom: 0, left: 0, right: 0 };
  const vertical = (WRAP_DEPTH_INCHES / dimensions.height) * 100;
  const horizontal = (WRAP_DEPTH_INCHES / dimensions.width) * 100;
  return { top: vertical, bottom: vertical, left: horizontal, right: horizontal };
}

/** The available ratio closest in shape to the original photo. */
export function recommendedRatio(width: number, height: number, available: readonly AspectRatio[]): AspectRatio | null {
  if (available.length === 0 || width <= 0 || height <= 0) return null;
  const shape = Math.log(width / height);
  return [...available].sort((a, b) => Math.abs(Math.log(ratioValue(a)) - shape) - Math.abs(Math.log(ratioValue(b)) - shape))[0]!;
}

/** Pixels per inch a result of this resolution gives at a size. */
export function printPpi(resultWidth: number, resultHeight: number, size: string): number {
  const dimensions = sizeDimensions(size);
  if (!dimensions) return 0;
  const [short, long] = dimensions;
  return Math.min(Math.min(resultWidth, resultHeight) / short, Math.max(resultWidth, resultHeight) / long);
}

/** The image to show for a ratio: that ratio's, else the first available in the fallback order. */
export function imageForRatio<T>(results: Partial<Record<AspectRatio, T>>, ratio: AspectRatio): T | null {
  return results[ratio] ?? IMAGE_FALLBACK_ORDER.map((candidate) => results[candidate]).find((result) => result !== undefined) ?? null;
}

export function ratiosWithResults(results: Partial<Record<AspectRatio, unknown>>): AspectRatio[] {
  return ASPECT_RATIOS.filter((ratio) => results[ratio] !== undefined);
}
