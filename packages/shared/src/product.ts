import { ASPECT_RATIOS, sizesFor, type AspectRatio } from './catalog.ts';
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

type Resolution = { width: number; height: number };

export function printsSharply(result: Resolution, size: string): boolean {
  return printPpi(result.width, result.height, size) >= MIN_SHARP_PPI;
}

/** The largest canvas of a ratio a result prints sharply, if any. */
export function largestSharpSize(result: Resolution, ratio: AspectRatio): string | null {
  return (
    sizesFor(ratio)
      .filter((size) => printsSharply(result, size))
      .at(-1) ?? null
  );
}

export type PrintAdvice =
  { kind: 'smaller-size'; size: string } | { kind: 'other-ratio'; ratio: AspectRatio; size: string } | { kind: 'digital-only' };

/**
 * What to tell a customer whose chosen canvas would print soft: the largest smaller size of the
 * same ratio that prints sharply; else the ratio closest in shape that has one; else only the
 * digital download. Null when the choice prints sharply or there is no result to judge.
 */
export function printAdvice(results: Partial<Record<AspectRatio, Resolution>>, ratio: AspectRatio, size: string): PrintAdvice | null {
  const result = results[ratio];
  if (!result || printsSharply(result, size)) return null;
  const smaller = largestSharpSize(result, ratio);
  if (smaller) return { kind: 'smaller-size', size: smaller };
  const shapeDistance = (candidate: AspectRatio) => Math.abs(Math.log(ratioValue(candidate)) - Math.log(ratioValue(ratio)));
  const others = ratiosWithResults(results)
    .filter((candidate) => candidate !== ratio)
    .sort((a, b) => shapeDistance(a) - shapeDistance(b));
  for (const other of others) {
    const sharp = largestSharpSize(results[other]!, other);
    if (sharp) return { kind: 'other-ratio', ratio: other, size: sharp };
  }
  return { kind: 'digital-only' };
}

export function ratiosWithResults(results: Partial<Record<AspectRatio, unknown>>): AspectRatio[] {
  return ASPECT_RATIOS.filter((ratio) => results[ratio] !== undefined);
}

/** The product page's choices in its address: `/product/:renderId?ratio=3x2&size=12x8&border=full-wrap`. */
export const PRODUCT_SEARCH_KEYS = { ratio: 'ratio', size: 'size', borderStyle: 'border' } as const;

/** The ratio a product page opens with: the one closest in shape to the photo, else the first the render has. */
export function initialRatio(width: number, height: number, available: readonly AspectRatio[]): AspectRatio | null {
  return recommendedRatio(width, height, available) ?? available[0] ?? null;
}

/** The ratio a product page shows: the one its address asks for when the render has it, else the one it opens with. */
export function shownRatio(
  render: { results: Partial<Record<AspectRatio, unknown>>; width: number; height: number },
  requested: string | null,
): AspectRatio | null {
  const available = ratiosWithResults(render.results);
  return available.find((ratio) => ratio === requested) ?? initialRatio(render.width, render.height, available);
}

/** Watermarked previews are at most this long on their long side (the derive step makes them so). */
export const PREVIEW_LONG_SIDE = 1200;
/** Previews also come this wide, for phones: about 380 CSS pixels at 1.75-2x. */
export const SMALL_PREVIEW_WIDTH = 720;
/** How wide the product page shows its preview: its column on a wide window, the screen less its margins on a phone. */
export const PRODUCT_PREVIEW_SIZES = '(min-width: 1024px) 620px, calc(100vw - 2rem)';

/** The `srcset` of a result's preview: the phone's copy and the preview, when the preview is wider than the copy. */
export function previewSrcSet(links: {
  preview: string;
  smallPreview?: string | undefined;
  width: number;
  height: number;
}): string | undefined {
  const previewWidth = Math.round(links.width * Math.min(1, PREVIEW_LONG_SIDE / Math.max(links.width, links.height, 1)));
  if (!links.smallPreview || previewWidth <= SMALL_PREVIEW_WIDTH) return undefined;
  return `${links.smallPreview} ${SMALL_PREVIEW_WIDTH}w, ${links.preview} ${previewWidth}w`;
}
