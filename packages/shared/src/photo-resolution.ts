import { aspectRatioOf } from './aspect-ratio-rule.ts';
import { ASPECT_RATIOS, sizesFor, type AspectRatio } from './catalog.ts';
import { printFileSize, sharpSizes } from './print-resolution.ts';

/**
 * Whether a photo has the pixels for what the engine makes from it. Each ratio's result is the
 * photo's largest crop of that ratio, enlarged at most MAX_ENLARGEMENT times for print at
 * PRINT_PPI, and the store sells the canvases that file covers. A photo from which no ratio
 * reaches even its smallest canvas is too small to render; one whose own ratio (the one the
 * product page recommends) misses its largest canvas is low in resolution.
 */
export type PhotoResolution = 'too-small' | 'low' | 'enough';

/** Below this short side a photo is refused whatever the enlargement allows: too few pixels to paint a render from. */
export const MIN_RENDER_SHORT_SIDE = 600;

/** The canvases of a ratio the engine can print from a photo: those its crop of that ratio covers once enlarged. */
export function canvasesFrom(width: number, height: number, ratio: AspectRatio): string[] {
  const [ratioWidth, ratioHeight] = ratio.split('x').map(Number) as [number, number];
  const cropWidth = Math.min(width, (height * ratioWidth) / ratioHeight);
  const crop = { width: Math.floor(cropWidth), height: Math.floor((cropWidth * ratioHeight) / ratioWidth) };
  return sharpSizes(printFileSize(crop, ratio), ratio);
}

export function photoResolution(width: number, height: number): PhotoResolution {
  if (Math.min(width, height) < MIN_RENDER_SHORT_SIDE) return 'too-small';
  if (ASPECT_RATIOS.every((ratio) => canvasesFrom(width, height, ratio).length === 0)) return 'too-small';
  const ratio = aspectRatioOf(width, height);
  if (!canvasesFrom(width, height, ratio).includes(sizesFor(ratio).at(-1)!)) return 'low';
  return 'enough';
}
