import type { OpenCv } from '../../vision/opencv.ts';
import { toBuffer, withMats } from './mats.ts';

/** Edge-aware smoothing: repeated small bilateral passes flatten texture but keep the outlines of parts (and are much faster than one large pass). */
export function smoothColours(cv: OpenCv, rgb: Buffer, width: number, height: number, passes: number, strength = 40): Buffer {
  return withMats(cv, (mats) => {
    let current = mats.fromBuffer(rgb, width, height, 3);
    for (let pass = 0; pass < passes; pass += 1) {
      const next = mats.empty();
      cv.bilateralFilter(current, next, 5, strength, 4);
      current = next;
    }
    return toBuffer(current);
  });
}

export function grey(rgb: Buffer, width: number, height: number): Buffer {
  const out = Buffer.alloc(width * height);
  for (let pixel = 0, index = 0; pixel < out.length; pixel += 1, index += 3) {
    out[pixel] = (rgb[index]! * 77 + rgb[index + 1]! * 150 + rgb[index + 2]! * 29) >> 8;
  }
  return out;
}

export function gaussianBlur(cv: OpenCv, data: Buffer, width: number, height: number, channels: 1 | 3 | 4, sigma: number): Buffer {
  return withMats(cv, (mats) => {
    const out = mats.empty();
    cv.GaussianBlur(mats.fromBuffer(data, width, height, channels), out, new cv.Size(0, 0), sigma, sigma, cv.BORDER_REPLICATE);
    return toBuffer(out);
  });
}

export function medianBlur(cv: OpenCv, data: Buffer, width: number, height: number, channels: 1 | 3, size: number): Buffer {
  return withMats(cv, (mats) => {
    const out = mats.empty();
    cv.medianBlur(mats.fromBuffer(data, width, height, channels), out, size);
    return toBuffer(out);
  });
}

export function erode(cv: OpenCv, data: Buffer, width: number, height: number, radius: number): Buffer {
  return withMats(cv, (mats) => {
    const out = mats.empty();
    cv.erode(mats.fromBuffer(data, width, height, 1), out, mats.ellipse(radius));
    return toBuffer(out);
  });
}

/** For every pixel outside the mask, its distance in pixels to the mask (0 inside); float per pixel. */
export function distanceOutside(cv: OpenCv, mask: Buffer, width: number, height: number): Float32Array {
  return withMats(cv, (mats) => {
    const outside = mats.empty();
    cv.threshold(mats.fromBuffer(mask, width, height, 1), outside, 127, 255, cv.THRESH_BINARY_INV);
    const distance = mats.empty();
    cv.distanceTransform(outside, distance, cv.DIST_L2, 5);
    return Float32Array.from(distance.data32F);
  });
}
