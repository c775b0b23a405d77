import sharp from 'sharp';
import type { RgbImage } from '../detect-motorcycle.ts';

/** Long side of the copy every measurement and mask is computed on, whatever the photo's own size. */
export const ANALYSIS_SIZE = 1024;

/** The photo upright, without alpha, scaled so its long side is ANALYSIS_SIZE. */
export async function readAnalysisImage(photoPath: string): Promise<RgbImage> {
  const { data, info } = await sharp(photoPath)
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .resize(ANALYSIS_SIZE, ANALYSIS_SIZE, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
