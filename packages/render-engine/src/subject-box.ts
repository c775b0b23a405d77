import sharp from 'sharp';
import type { Box } from '@store/shared/photo-check';
import { maskBox } from './subject-mask.ts';

/** The box is found on a small copy: a few pixels of a 12 MP layer do not move a crop. */
const ANALYSIS_LONG_SIDE = 512;

/** The box (as fractions of the layer) of the opaque pixels of a transparent bike layer, or null when it is empty. */
export async function subjectBoxOfLayer(layerPath: string): Promise<Box | null> {
  const { data, info } = await sharp(layerPath)
    .ensureAlpha()
    .extractChannel('alpha')
    .resize(ANALYSIS_LONG_SIDE, ANALYSIS_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return maskBox({ data, width: info.width, height: info.height });
}
