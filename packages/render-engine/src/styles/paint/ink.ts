import type { OpenCv } from '../../vision/opencv.ts';
import { erode, grey } from './filters.ts';
import { withMats } from './mats.ts';

/** Filter windows must be odd and at least 3 pixels; they scale with the working size. */
export function oddSize(pixels: number): number {
  return Math.max(3, Math.round(pixels) | 1);
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

/**
 * Stylised lines by a thresholded difference of Gaussians (XDoG, Winnemöller 2012): the dark side
 * of every edge at the scale `sigma`, as coherent strokes rather than Canny's pixel chains or an
 * adaptive threshold's texture. `tau` near 1 keeps only real edges; higher `sigma` gives bolder, fewer lines.
 */
export function xdogInk(
  cv: OpenCv,
  rgb: Buffer,
  width: number,
  height: number,
  options: { sigma: number; tau: number; threshold: number },
): Buffer {
  const luminance = grey(rgb, width, height);
  const fine = gaussianFloat(cv, luminance, width, height, options.sigma);
  const coarse = gaussianFloat(cv, luminance, width, height, options.sigma * 1.6);
  const ink = Buffer.alloc(width * height);
  for (let pixel = 0; pixel < ink.length; pixel += 1) {
    ink[pixel] = fine[pixel]! - options.tau * coarse[pixel]! < -options.threshold ? 255 : 0;
  }
  return ink;
}

function gaussianFloat(cv: OpenCv, data: Buffer, width: number, height: number, sigma: number): Float32Array {
  return withMats(cv, (mats) => {
    const source = mats.empty();
    mats.fromBuffer(data, width, height, 1).convertTo(source, cv.CV_32F);
    const out = mats.empty();
    cv.GaussianBlur(source, out, new cv.Size(0, 0), sigma, sigma, cv.BORDER_REPLICATE);
    return Float32Array.from(out.data32F);
  });
}
