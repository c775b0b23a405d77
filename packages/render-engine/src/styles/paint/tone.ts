import type { OpenCv } from '../../vision/opencv.ts';
import { withMats } from './mats.ts';

/** Share of the subject's pixels allowed below the black point and above the white point. */
const CLIP = 0.03;
/** A subject flatter than this (in lightness levels) is not stretched further: its noise would become shapes. */
const MIN_RANGE = 70;

/**
 * The subject's tones spread over the whole range, 1 byte a pixel: the masked pixels' black and white
 * points (a few percent clipped at each end) become 0 and 255, so a black bike in a dim garage keeps
 * its chrome pale and its paint deep, and each pixel is pushed away from the mean of its neighbourhood
 * (`localContrast` times the difference, over `radius` pixels) so dark parts keep their shapes.
 */
export function subjectTone(
  cv: OpenCv,
  lightness: Buffer,
  mask: Buffer,
  width: number,
  height: number,
  options: { radius: number; localContrast: number },
): Buffer {
  const histogram = new Float64Array(256);
  let members = 0;
  for (let pixel = 0; pixel < lightness.length; pixel += 1) {
    if (mask[pixel]! < 128) continue;
    histogram[lightness[pixel]!] = histogram[lightness[pixel]!]! + 1;
    members += 1;
  }
  const [black, white] = members === 0 ? [0, 255] : clippedRange(histogram, members);
  const range = Math.max(MIN_RANGE, white - black);
  const low = Math.max(0, Math.min(black, 255 - range));
  const stretched = Buffer.alloc(lightness.length);
  for (let pixel = 0; pixel < lightness.length; pixel += 1) stretched[pixel] = clamp(((lightness[pixel]! - low) * 255) / range);
  const surroundings = maskedMean(cv, stretched, mask, width, height, options.radius);
  const tone = Buffer.alloc(lightness.length);
  for (let pixel = 0; pixel < tone.length; pixel += 1) {
    tone[pixel] = clamp(stretched[pixel]! + options.localContrast * (stretched[pixel]! - surroundings[pixel]!));
  }
  return tone;
}

/**
 * The blurred value of the subject's own pixels only, so a bright wall behind a black bike does not
 * darken its edges. Blurred on a grid a few times coarser than the radius: a wide blur at full size
 * would cost seconds, and its result is smooth anyway.
 */
function maskedMean(cv: OpenCv, values: Buffer, mask: Buffer, width: number, height: number, radius: number): Float32Array {
  const inside = new Float32Array(values.length);
  const weighted = new Float32Array(values.length);
  for (let pixel = 0; pixel < values.length; pixel += 1) {
    if (mask[pixel]! < 128) continue;
    inside[pixel] = 1;
    weighted[pixel] = values[pixel]!;
  }
  const share = coarseBlur(cv, inside, width, height, radius);
  const sum = coarseBlur(cv, weighted, width, height, radius);
  const mean = new Float32Array(values.length);
  for (let pixel = 0; pixel < mean.length; pixel += 1) mean[pixel] = share[pixel]! < 1e-3 ? values[pixel]! : sum[pixel]! / share[pixel]!;
  return mean;
}

function coarseBlur(cv: OpenCv, data: Float32Array, width: number, height: number, radius: number): Float32Array {
  const factor = Math.max(1, Math.floor(radius / 4));
  return withMats(cv, (mats) => {
    const full = mats.keep(new cv.Mat(height, width, cv.CV_32FC1));
    full.data32F.set(data);
    const small = mats.empty();
    const size = new cv.Size(Math.max(1, Math.round(width / factor)), Math.max(1, Math.round(height / factor)));
    cv.resize(full, small, size, 0, 0, cv.INTER_AREA);
    const blurred = mats.empty();
    cv.GaussianBlur(small, blurred, new cv.Size(0, 0), radius / factor, radius / factor, cv.BORDER_REPLICATE);
    const out = mats.empty();
    cv.resize(blurred, out, new cv.Size(width, height), 0, 0, cv.INTER_LINEAR);
    return Float32Array.from(out.data32F);
  });
}

function clippedRange(histogram: Float64Array, members: number): [number, number] {
  let black = 0;
  for (let seen = 0; black < 255 && seen + histogram[black]! <= members * CLIP; black += 1) seen += histogram[black]!;
  let white = 255;
  for (let seen = 0; white > 0 && seen + histogram[white]! <= members * CLIP; white -= 1) seen += histogram[white]!;
  return [black, Math.max(black, white)];
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}
