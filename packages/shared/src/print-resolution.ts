import { sizesFor, type AspectRatio } from './catalog.ts';
import { sizeDimensions } from './size.ts';

/**
 * How large the store makes the files it prints from (issue "Drafts that sell"). A published
 * version's crop of each ratio is enlarged to the largest canvas of that ratio at PRINT_PPI, but
 * never by more than MAX_ENLARGEMENT: past that an enlargement invents no detail, it only blurs.
 * The product page sells exactly the sizes the resulting file covers at PRINT_PPI.
 */
export const PRINT_PPI = 150;

/**
 * The most the engine enlarges a crop of the photo (or of a staff upload) for print. The styles
 * are flat colour with inked lines, whose edges stay crisp when enlarged twice and sharpened.
 */
export const MAX_ENLARGEMENT = 2;

type Size = { width: number; height: number };

/** Pixels a canvas size needs at a resolution, oriented as the ratio is (landscape ratios wide). */
export function canvasPixels(size: string, ratio: AspectRatio, ppi: number = PRINT_PPI): Size | null {
  const dimensions = sizeDimensions(size);
  if (!dimensions) return null;
  const [short, long] = dimensions.map((inches) => Math.round(inches * ppi)) as [number, number];
  const [ratioWidth, ratioHeight] = ratio.split('x').map(Number) as [number, number];
  return ratioWidth > ratioHeight ? { width: long, height: short } : { width: short, height: long };
}

/** The largest canvas of a ratio, in pixels at PRINT_PPI. */
export function largestCanvasPixels(ratio: AspectRatio): Size {
  return canvasPixels(sizesFor(ratio).at(-1)!, ratio)!;
}

/**
 * The size a crop of a ratio is printed from: the largest canvas's pixels when the crop may be
 * enlarged that far, else the crop enlarged by MAX_ENLARGEMENT. A crop already larger is kept.
 */
export function printFileSize(crop: Size, ratio: AspectRatio): Size {
  const target = largestCanvasPixels(ratio);
  const scale = Math.max(1, Math.min(MAX_ENLARGEMENT, target.width / crop.width, target.height / crop.height));
  return { width: Math.round(crop.width * scale), height: Math.round(crop.height * scale) };
}

/** Whether a print file covers a canvas size at PRINT_PPI, either way round (one pixel of rounding allowed). */
export function coversAtPrintPpi(file: Size, size: string): boolean {
  const dimensions = sizeDimensions(size);
  if (!dimensions) return false;
  const [shortInches, longInches] = dimensions;
  const short = Math.min(file.width, file.height);
  const long = Math.max(file.width, file.height);
  return short + 1 >= Math.round(shortInches * PRINT_PPI) && long + 1 >= Math.round(longInches * PRINT_PPI);
}

/** The canvas sizes of a ratio a print file covers at PRINT_PPI: the sizes that print sharply. */
export function sharpSizes(file: Size, ratio: AspectRatio): string[] {
  return sizesFor(ratio).filter((size) => coversAtPrintPpi(file, size));
}
