import type { PixelRect } from './grab-cut.ts';
import type { OpenCv } from './opencv.ts';

/** A wheel found in a cut-out's outline, in pixels; null where that end of the bike shows none. */
export type OutlineWheel = { x: number; y: number; radius: number } | null;

/** Wheels sit in the lower part of the bike's box: below this share of its height (a rider, bars and tank above). */
const WHEEL_ZONE_TOP = 0.3;
/** Each end's zone reaches this share of the box's length inwards (a wheel's diameter is 25-31% of the bike's length). */
const END_ZONE = 0.42;
/** Gaps in a tyre's ring this share of the box's length wide are closed before its inside is filled (a tyre on a dark road, a cut-out's nick). */
const CLOSING_SHARE = 0.03;
/** A disc smaller than this share of the box's length is a footpeg or a stand, not a wheel. */
const MIN_RADIUS_SHARE = 0.04;

/**
 * The bike's two wheels (left end, right end of its box) found in its cut-out alone, with no help
 * from the photo's pixels: a wheel is the widest disc that fits in the lower part of the outline
 * at each end, its gaps closed and its holes (spokes, a rim seen through) filled. Hough circles need a tyre that stands
 * out from the ground; an outline has a wheel wherever the cut-out has one, dark tyre on dark
 * ground or seen three-quarter (an ellipse's widest disc still measures its height).
 */
export function wheelsInOutline(cv: OpenCv, mask: Buffer, size: { width: number; height: number }, box: PixelRect): OutlineWheel[] {
  const filled = holesFilled(closed(cv, mask, size, Math.max(3, Math.round(box.width * CLOSING_SHARE))), size.width, size.height);
  const top = Math.max(0, Math.round(box.y + box.height * WHEEL_ZONE_TOP));
  const bottom = Math.min(size.height, Math.round(box.y + box.height * 1.05));
  const reach = Math.round(box.width * END_ZONE);
  const ends = [
    { left: Math.max(0, Math.round(box.x - box.width * 0.05)), right: Math.min(size.width, box.x + reach) },
    { left: Math.max(0, box.x + box.width - reach), right: Math.min(size.width, Math.round(box.x + box.width * 1.05)) },
  ];
  return ends.map(({ left, right }) => {
    if (right - left < 4 || bottom - top < 4) return null;
    const zone = new cv.Mat(bottom - top, right - left, cv.CV_8UC1);
    const distance = new cv.Mat();
    try {
      const data: Uint8Array = zone.data;
      for (let y = top; y < bottom; y += 1)
        for (let x = left; x < right; x += 1) {
          // The zone's own edges are edges of the disc too (distanceTransform takes what lies beyond as inside).
          const edge = y === top || y === bottom - 1 || x === left || x === right - 1;
          data[(y - top) * (right - left) + (x - left)] = edge ? 0 : filled[y * size.width + x]!;
        }
      cv.distanceTransform(zone, distance, cv.DIST_L2, 5);
      const values: Float32Array = distance.data32F;
      let best = { value: 0, index: -1 };
      for (let index = 0; index < values.length; index += 1) if (values[index]! > best.value) best = { value: values[index]!, index };
      if (best.index < 0 || best.value < box.width * MIN_RADIUS_SHARE) return null;
      const zoneWidth = right - left;
      return { x: left + (best.index % zoneWidth), y: top + Math.floor(best.index / zoneWidth), radius: best.value };
    } finally {
      zone.delete();
      distance.delete();
    }
  });
}

/** The 0/255 mask with every background hole that does not reach the frame's edge filled. */
function holesFilled(mask: Buffer, width: number, height: number): Buffer {
  const outside = new Uint8Array(width * height);
  const stack: number[] = [];
  const visit = (index: number) => {
    if (outside[index] || mask[index]) return;
    outside[index] = 1;
    stack.push(index);
  };
  for (let x = 0; x < width; x += 1) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (stack.length > 0) {
    const index = stack.pop()!;
    const x = index % width;
    if (x > 0) visit(index - 1);
    if (x < width - 1) visit(index + 1);
    if (index >= width) visit(index - width);
    if (index < (height - 1) * width) visit(index + width);
  }
  return Buffer.from(outside.map((isOutside) => (isOutside ? 0 : 255)));
}

function closed(cv: OpenCv, mask: Buffer, size: { width: number; height: number }, reach: number): Buffer {
  const source = new cv.Mat(size.height, size.width, cv.CV_8UC1);
  const out = new cv.Mat();
  const kernel = cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(2 * reach + 1, 2 * reach + 1));
  try {
    source.data.set(mask);
    cv.morphologyEx(source, out, cv.MORPH_CLOSE, kernel);
    return Buffer.from(out.data as Uint8Array);
  } finally {
    source.delete();
    out.delete();
    kernel.delete();
  }
}
