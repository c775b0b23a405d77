import sharp from 'sharp';
import type { PhotoMeasurements } from '@store/shared/photo-check';
import { looksLikeBicycle, type MotorcycleDetector, type RgbImage, type SceneDetections } from './detect-motorcycle.ts';
import { isolateSubject } from './isolate-subject.ts';
import type { SamModel } from './segment/sam-model.ts';
import { maskBox } from './subject-mask.ts';
import { readAnalysisImage } from './vision/analysis-image.ts';
import { edgeWidth } from './vision/edge-width.ts';
import { grown } from './vision/grow-mask.ts';
import { lightInRegion } from './vision/light-in-region.ts';
import { luminanceOf, regionOf } from './vision/luminance.ts';

/**
 * What the photo check judges: size, then sharpness and light on the bike (on the whole photo when
 * no bike is found), where the bike is and what other bikes share the frame. Given a segmentation
 * model, sharpness is measured on the bike's cut-out and outline rather than its whole box (light,
 * size and frame stay on the detector's box, whose limits were set on real photos). On the real
 * photos that changed no finding and costs an encoding, so the store's check runs without it and
 * `npm run bench:photo-check` compares the two (decision 054). Decodes the photo once, at analysis size.
 */
export async function measurePhoto(photoPath: string, detector: MotorcycleDetector, model?: SamModel): Promise<PhotoMeasurements> {
  const [{ width, height }, image] = await Promise.all([uprightSize(photoPath), readAnalysisImage(photoPath)]);
  const luminance = luminanceOf(image);
  // The most prominent bike first, the one the cut-out takes too; unless it looks like a bicycle.
  const scene = await detector.detectAll(image);
  const [found, ...otherBikes] = scene.bikes;
  const bike = found && !looksLikeBicycle(found, scene.bicycles) ? found : undefined;
  const region = regionOf(bike?.box ?? null, luminance);
  const outline = bike && model ? await bikeOutline(photoPath, image, scene, detector, model) : null;
  const edges = edgeWidth(luminance, region, outline ?? undefined);
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

/** Edges are measured this far around the cut-out too (analysis pixels): the bike's outline is its sharpest edge. */
const OUTLINE_REACH = 3;

/**
 * The most prominent bike alone cut out by the model, with its outline: where its sharpness is
 * measured, so a sharp wall or road in its box cannot pass a blurred bike. Null when the model finds nothing there.
 */
async function bikeOutline(
  photoPath: string,
  image: RgbImage,
  scene: SceneDetections,
  detector: MotorcycleDetector,
  model: SamModel,
): Promise<Uint8Array | null> {
  const known = { embedding: await model.encode(image), scene };
  const subject = await isolateSubject(photoPath, detector, { bike: 0, rider: false }, { model, known });
  if (!subject || !maskBox(subject.mask)) return null;
  return grown(new Uint8Array(subject.mask.data), image.width, image.height, OUTLINE_REACH);
}

/** The photo's size once EXIF orientation is applied (orientations 5-8 swap width and height). */
async function uprightSize(photoPath: string): Promise<{ width: number; height: number }> {
  const metadata = await sharp(photoPath).metadata();
  return metadata.autoOrient;
}
