import sharp from 'sharp';
import type { PhotoMeasurements } from '@store/shared/photo-check';
import { looksLikeBicycle, type MotorcycleDetector } from './detect-motorcycle.ts';
import { readAnalysisImage } from './vision/analysis-image.ts';
import { edgeWidth } from './vision/edge-width.ts';
import { lightInRegion } from './vision/light-in-region.ts';
import { luminanceOf, regionOf } from './vision/luminance.ts';

/**
 * What the photo check judges: size, then sharpness and light on the bike (on the whole photo when
 * no bike is found), where the bike is and what other bikes share the frame. Decodes the photo
 * once, at analysis size.
 */
export async function measurePhoto(photoPath: string, detector: MotorcycleDetector): Promise<PhotoMeasurements> {
  const [{ width, height }, image] = await Promise.all([uprightSize(photoPath), readAnalysisImage(photoPath)]);
  const luminance = luminanceOf(image);
  // The most prominent bike first, the one the cut-out takes too; unless it looks like a bicycle.
  const scene = await detector.detectAll(image);
  const [found, ...otherBikes] = scene.bikes;
  const bike = found && !looksLikeBicycle(found, scene.bicycles) ? found : undefined;
  const region = regionOf(bike?.box ?? null, luminance);
  const edges = edgeWidth(luminance, region);
  // A photo smaller than the analysis copy was enlarged for it: its edges are measured in its own pixels.
  const enlargement = Math.max(1, image.width / width);
  return {
    width,
    height,
    edgeWidth: edges === null ? null : edges / enlargement,
    light: lightInRegion(luminance, region),
    bike: bike ? { box: bike.box, score: bike.score } : null,
    otherBikes: otherBikes.map((other) => other.box),
  };
}

/** The photo's size once EXIF orientation is applied (orientations 5-8 swap width and height). */
async function uprightSize(photoPath: string): Promise<{ width: number; height: number }> {
  const metadata = await sharp(photoPath).metadata();
  return metadata.autoOrient;
}
