import sharp from 'sharp';
import type { Box } from '@store/shared/photo-check';

/** The box is found on a small copy: a few pixels of a 12 MP layer do not move a crop. */
const ANALYSIS_LONG_SIDE = 512;
/** Pixels at least this opaque belong to the bike; the cut-out's soft rim does not. */
const OPAQUE = 128;

/** The box (as fractions of the layer) of the opaque pixels of a transparent bike layer, or null when it is empty. */
export async function subjectBoxOfLayer(layerPath: string): Promise<Box | null> {
  const { data, info } = await sharp(layerPath)
    .ensureAlpha()
    .extractChannel('alpha')
    .resize(ANALYSIS_LONG_SIDE, ANALYSIS_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let left = info.width;
  let right = -1;
  let top = info.height;
  let bottom = -1;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if (data[y * info.width + x]! < OPAQUE) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return null;
  return {
    x: left / info.width,
    y: top / info.height,
    width: (right + 1 - left) / info.width,
    height: (bottom + 1 - top) / info.height,
  };
}
