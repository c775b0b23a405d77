import { ASPECT_RATIOS, type AspectRatio } from './catalog.ts';
import { coversAtPrintPpi, sharpSizes } from './print-resolution.ts';

/** Rules of the product page (SPEC.md section 2, DESIGN.md section 8). */

/** How deep a canvas wraps around its frame, in inches: the part of the picture on the sides. */
export const WRAP_DEPTH_INCHES = 1.4;

/** The photo check's resolution for a canvas; the page and the cart use PRINT_PPI (print-resolution.ts). */
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

/** The image to show for a ratio: that ratio's, else the first available in the fallback order. */
export function imageForRatio<T>(results: Partial<Record<AspectRatio, T>>, ratio: AspectRatio): T | null {
  return results[ratio] ?? IMAGE_FALLBACK_ORDER.map((candidate) => results[candidate]).find((result) => result !== undefined) ?? null;
}

type Resolution = { width: number; height: number };

/** A canvas prints sharply when the ratio's print file covers it at PRINT_PPI: the one rule of the page, the cart and the workbench. */
export function printsSharply(result: Resolution, size: string): boolean {
  return coversAtPrintPpi(result, size);
}

/** The largest canvas of a ratio a result prints sharply, if any. */
export function largestSharpSize(result: Resolution, ratio: AspectRatio): string | null {
  return sharpSizes(result, ratio).at(-1) ?? null;
}

/** The ratios a render sells canvases of: those whose print file covers at least one of their sizes. */
export function canvasRatios(results: Partial<Record<AspectRatio, Resolution>>): AspectRatio[] {
  return ASPECT_RATIOS.filter((ratio) => {
    const result = results[ratio];
    return result !== undefined && sharpSizes(result, ratio).length > 0;
  });
}

export function ratiosWithResults(results: Partial<Record<AspectRatio, unknown>>): AspectRatio[] {
  return ASPECT_RATIOS.filter((ratio) => results[ratio] !== undefined);
}

/** The product page's choices in its address: `/product/:renderId?ratio=3x2&size=12x8&border=full-wrap`. */
export const PRODUCT_SEARCH_KEYS = { ratio: 'ratio', size: 'size', borderStyle: 'border' } as const;

/** The ratios a product page offers: those that sell a canvas, or every ratio it has when none does (the digital download still sells). */
export function offeredRatios(results: Partial<Record<AspectRatio, Resolution>>): AspectRatio[] {
  const canvases = canvasRatios(results);
  return canvases.length > 0 ? canvases : ratiosWithResults(results);
}

/** The ratio a product page opens with: of the offered ratios, the one closest in shape to the photo, else the first. */
export function initialRatio(width: number, height: number, results: Partial<Record<AspectRatio, Resolution>>): AspectRatio | null {
  const available = offeredRatios(results);
  return recommendedRatio(width, height, available) ?? available[0] ?? null;
}

/** The ratio a product page shows: the one its address asks for when the page offers it, else the one it opens with. */
export function shownRatio(
  render: { results: Partial<Record<AspectRatio, Resolution>>; width: number; height: number },
  requested: string | null,
): AspectRatio | null {
  return offeredRatios(render.results).find((ratio) => ratio === requested) ?? initialRatio(render.width, render.height, render.results);
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
