import sharp from 'sharp';
import type { PhotoMeasurements } from '@store/shared/photo-check';
import type { MotorcycleDetector, RgbImage } from './detect-motorcycle.ts';
import { readAnalysisImage } from './vision/analysis-image.ts';

/** Luminance at or above this counts as clipped highlight. */
const CLIPPED_LUMINANCE = 250;

/** What the photo check judges: size, sharpness, exposure and where the bike is. Decodes the photo once, at analysis size. */
export async function measurePhoto(photoPath: string, detector: MotorcycleDetector): Promise<PhotoMeasurements> {
  const [{ width, height }, image] = await Promise.all([uprightSize(photoPath), readAnalysisImage(photoPath)]);
  const luminance = luminanceOf(image);
  let sum = 0;
  let clipped = 0;
  for (const value of luminance) {
    sum += value;
    if (value >= CLIPPED_LUMINANCE) clipped += 1;
  }
  const detection = await detector.detect(image);
  return {
    width,
    height,
    sharpness: laplacianVariance(luminance, image.width, image.height),
    meanLuminance: sum / luminance.length,
    clippedShare: clipped / luminance.length,
    bike: detection && { box: detection.box, score: detection.score },
  };
}

/** The photo's size once EXIF orientation is applied (orientations 5-8 swap width and height). */
async function uprightSize(photoPath: string): Promise<{ width: number; height: number }> {
  const metadata = await sharp(photoPath).metadata();
  return metadata.autoOrient;
}

/** Rec. 709 luma of each pixel, 0-255. */
function luminanceOf(image: RgbImage): Float32Array {
  const luminance = new Float32Array(image.width * image.height);
  for (let pixel = 0, offset = 0; pixel < luminance.length; pixel += 1, offset += 3) {
    luminance[pixel] = 0.2126 * image.data[offset]! + 0.7152 * image.data[offset + 1]! + 0.0722 * image.data[offset + 2]!;
  }
  return luminance;
}

/** Variance of the 4-neighbour Laplacian over the interior pixels: fine detail makes it large, blur makes it small. */
function laplacianVariance(luminance: Float32Array, width: number, height: number): number {
  let sum = 0;
  let sumOfSquares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      const value = luminance[at - 1]! + luminance[at + 1]! + luminance[at - width]! + luminance[at + width]! - 4 * luminance[at]!;
      sum += value;
      sumOfSquares += value * value;
      count += 1;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return sumOfSquares / count - mean * mean;
}
