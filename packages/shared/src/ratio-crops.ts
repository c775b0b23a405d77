import type { AspectRatio } from './catalog.ts';
import type { Box } from './photo-check.ts';

/**
 * The crop of each print ratio (issue 17, "crops that keep the bike"): the largest crop of the
 * ratio centred on the bike, so a whole bike stays whole whenever the ratio allows it, and the
 * limits a crop staff move and scale on the workbench must keep.
 */

/** A rectangle in pixels of the published image. */
export type Crop = { left: number; top: number; width: number; height: number };

type Size = { width: number; height: number };

/** Staff may scale a crop down to this fraction of the largest crop of its ratio. */
export const MIN_CROP_SCALE = 0.25;

function ratioValue(ratio: AspectRatio): number {
  const [width, height] = ratio.split('x').map(Number) as [number, number];
  return width / height;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The largest crop of a ratio that fits inside the image. */
export function largestCrop(image: Size, ratio: AspectRatio): Size {
  const shape = ratioValue(ratio);
  if (image.width / image.height > shape) return { width: Math.round(image.height * shape), height: image.height };
  return { width: image.width, height: Math.round(image.width / shape) };
}

/** A crop of this size centred on a point (in pixels), moved inside the image where it would spill out. */
export function cropCentredOn(image: Size, size: Size, centre: { x: number; y: number }): Crop {
  return {
    left: clamp(Math.round(centre.x - size.width / 2), 0, image.width - size.width),
    top: clamp(Math.round(centre.y - size.height / 2), 0, image.height - size.height),
    width: size.width,
    height: size.height,
  };
}

/**
 * The crop of a ratio that keeps the bike: the largest crop of the ratio, centred on the bike's box.
 * When the box fits in that crop, moving the crop back inside the image keeps the whole box in it;
 * when it does not, a crop centred on the box cuts the least of it on each side. No box: the centre.
 */
export function cropForSubject(image: Size, box: Box | null, ratio: AspectRatio): Crop {
  const size = largestCrop(image, ratio);
  const centre = box
    ? { x: (box.x + box.width / 2) * image.width, y: (box.y + box.height / 2) * image.height }
    : { x: image.width / 2, y: image.height / 2 };
  return cropCentredOn(image, size, centre);
}

/** The crop moved by (dx, dy) pixels, kept inside the image. */
export function moveCrop(image: Size, crop: Crop, dx: number, dy: number): Crop {
  return {
    ...crop,
    left: clamp(Math.round(crop.left + dx), 0, image.width - crop.width),
    top: clamp(Math.round(crop.top + dy), 0, image.height - crop.height),
  };
}

/** How large a crop is, as a fraction of the largest crop of its ratio. */
export function cropScale(image: Size, crop: Crop, ratio: AspectRatio): number {
  return crop.width / largestCrop(image, ratio).width;
}

/**
 * The crop scaled to `scale` times the largest crop of its ratio (from MIN_CROP_SCALE to 1), about
 * its centre, moved back inside the image where it would spill out.
 */
export function scaleCrop(image: Size, crop: Crop, ratio: AspectRatio, scale: number): Crop {
  const largest = largestCrop(image, ratio);
  const fraction = clamp(scale, MIN_CROP_SCALE, 1);
  const width = fraction === 1 ? largest.width : Math.round(largest.width * fraction);
  const height = fraction === 1 ? largest.height : Math.min(image.height, Math.round(width / ratioValue(ratio)));
  return cropCentredOn(image, { width, height }, { x: crop.left + crop.width / 2, y: crop.top + crop.height / 2 });
}

/** Why a crop staff chose cannot be used, or null: it must lie inside the image, keep its ratio and not be tiny. */
export function cropProblem(image: Size, crop: Crop, ratio: AspectRatio): string | null {
  const values = [crop.left, crop.top, crop.width, crop.height];
  if (!values.every(Number.isInteger)) return 'The crop must be whole pixels.';
  if (crop.left < 0 || crop.top < 0 || crop.left + crop.width > image.width || crop.top + crop.height > image.height)
    return 'The crop must lie inside the image.';
  const largest = largestCrop(image, ratio);
  if (crop.width < Math.round(largest.width * MIN_CROP_SCALE)) return 'The crop is too small to print from.';
  // One pixel either way: a crop's sides are whole pixels, its ratio is not.
  const expectedHeight = crop.width / ratioValue(ratio);
  if (Math.abs(crop.height - expectedHeight) > 1) return `The crop must keep the ${ratio} shape.`;
  return null;
}

/** Whether a crop holds the whole box (within a pixel). */
export function cropContains(image: Size, crop: Crop, box: Box): boolean {
  return (
    crop.left <= box.x * image.width + 1 &&
    crop.top <= box.y * image.height + 1 &&
    crop.left + crop.width >= (box.x + box.width) * image.width - 1 &&
    crop.top + crop.height >= (box.y + box.height) * image.height - 1
  );
}
