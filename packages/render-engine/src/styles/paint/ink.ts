import type { OpenCv } from '../../vision/opencv.ts';
import { erode, grey } from './filters.ts';
import { toBuffer, withMats } from './mats.ts';

/**
 * Comic ink from local contrast: an adaptive threshold of the median-blurred luminance marks
 * the dark side of every edge, which reads as hand-inked contour and shadow lines.
 */
export function contourInk(
  cv: OpenCv,
  rgb: Buffer,
  width: number,
  height: number,
  options: { blur: number; block: number; offset: number },
): Buffer {
  return withMats(cv, (mats) => {
    const blurred = mats.empty();
    cv.medianBlur(mats.fromBuffer(grey(rgb, width, height), width, height, 1), blurred, options.blur);
    const light = mats.empty();
    cv.adaptiveThreshold(blurred, light, 255, cv.ADAPTIVE_THRESH_MEAN_C, cv.THRESH_BINARY, options.block, options.offset);
    const ink = toBuffer(light);
    for (let pixel = 0; pixel < ink.length; pixel += 1) ink[pixel] = 255 - ink[pixel]!;
    return ink;
  });
}

/** Filter windows must be odd and at least 3 pixels; they scale with the working size. */
export function oddSize(pixels: number): number {
  return Math.max(3, Math.round(pixels) | 1);
}

/** Thin single-pixel lines where the smoothed image has strong edges. */
export function edgeInk(cv: OpenCv, rgb: Buffer, width: number, height: number, low: number, high: number): Buffer {
  return withMats(cv, (mats) => {
    const edges = mats.empty();
    cv.Canny(mats.fromBuffer(grey(rgb, width, height), width, height, 1), edges, low, high, 3, true);
    return toBuffer(edges);
  });
}

/** A band of `thickness` pixels along the inside of the mask's outline. */
export function outlineInk(cv: OpenCv, mask: Buffer, width: number, height: number, thickness: number): Buffer {
  const inner = erode(cv, mask, width, height, thickness);
  const ink = Buffer.alloc(mask.length);
  for (let pixel = 0; pixel < ink.length; pixel += 1) ink[pixel] = mask[pixel]! > 127 && inner[pixel]! <= 127 ? 255 : 0;
  return ink;
}

/** Keeps ink inside the subject only, combining several ink maps by maximum. */
export function combineInk(mask: Buffer, ...inks: Buffer[]): Buffer {
  const out = Buffer.alloc(mask.length);
  for (let pixel = 0; pixel < out.length; pixel += 1) {
    if (mask[pixel]! < 128) continue;
    let value = 0;
    for (const ink of inks) value = Math.max(value, ink[pixel]!);
    out[pixel] = value;
  }
  return out;
}

/** Removes ink specks smaller than `minArea` pixels: noise that would print as dirt. */
export function dropSpecks(cv: OpenCv, ink: Buffer, width: number, height: number, minArea: number): Buffer {
  return withMats(cv, (mats) => {
    const labels = mats.empty();
    const stats = mats.empty();
    const centroids = mats.empty();
    const count = cv.connectedComponentsWithStats(mats.fromBuffer(ink, width, height, 1), labels, stats, centroids, 8, cv.CV_32S);
    const keep = new Uint8Array(count);
    const columns = stats.cols;
    for (let label = 1; label < count; label += 1) keep[label] = stats.data32S[label * columns + cv.CC_STAT_AREA]! >= minArea ? 1 : 0;
    const ids = labels.data32S;
    const out = Buffer.alloc(ink.length);
    for (let pixel = 0; pixel < out.length; pixel += 1) out[pixel] = keep[ids[pixel]!] ? 255 : 0;
    return out;
  });
}
