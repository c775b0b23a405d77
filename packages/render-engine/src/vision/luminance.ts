import type { Box } from '@store/shared/photo-check';
import type { RgbImage } from '../detect-motorcycle.ts';

/** A plane of Rec. 709 luma, 0-255, one value a pixel. */
export type LuminancePlane = { data: Float32Array; width: number; height: number };

/** A mask's pixels at or above this (of 255) are the subject's. */
export const MASK_LEVEL = 128;

/** Whole pixels, right and bottom exclusive. */
export type PixelRegion = { left: number; top: number; right: number; bottom: number };

/** The Rec. 709 luma of one pixel of an RGB image. */
export function lumaAt(image: RgbImage, pixel: number): number {
  const offset = pixel * 3;
  return 0.2126 * image.data[offset]! + 0.7152 * image.data[offset + 1]! + 0.0722 * image.data[offset + 2]!;
}

export function luminanceOf(image: RgbImage): LuminancePlane {
  const data = new Float32Array(image.width * image.height);
  for (let pixel = 0; pixel < data.length; pixel += 1) data[pixel] = lumaAt(image, pixel);
  return { data, width: image.width, height: image.height };
}

/** A box (fractions of the photo) as pixels of a plane; the whole plane without a box. */
export function regionOf(box: Box | null, plane: Pick<LuminancePlane, 'width' | 'height'>): PixelRegion {
  if (!box) return { left: 0, top: 0, right: plane.width, bottom: plane.height };
  const clampTo = (value: number, size: number) => Math.min(size, Math.max(0, Math.round(value * size)));
  const left = clampTo(box.x, plane.width);
  const top = clampTo(box.y, plane.height);
  return {
    left,
    top,
    right: Math.max(left + 1, clampTo(box.x + box.width, plane.width)),
    bottom: Math.max(top + 1, clampTo(box.y + box.height, plane.height)),
  };
}
