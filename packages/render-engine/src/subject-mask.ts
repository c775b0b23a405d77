import sharp from 'sharp';
import type { Box } from '@store/shared/photo-check';
import type { SubjectMask } from './isolate-subject.ts';

/** Mask pixels at or above this count as the subject when finding its box; a cut-out's soft rim does not. */
const SUBJECT_LEVEL = 128;

/** A stored mask (any grey or alpha image: a PNG staff corrected, or one the engine wrote) as one byte a pixel. */
export async function readMask(path: string): Promise<SubjectMask> {
  const image = sharp(path);
  const { hasAlpha } = await image.metadata();
  const { data, info } = await (hasAlpha ? image.ensureAlpha().extractChannel(3) : image.greyscale().extractChannel(0))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The mask as a grey PNG: white is the subject. */
export async function writeMask(mask: SubjectMask, path: string): Promise<void> {
  await sharp(mask.data, { raw: { width: mask.width, height: mask.height, channels: 1 } })
    .png({ compressionLevel: 6 })
    .toFile(path);
}

/** The normalised box around the mask's subject pixels, or null for an empty mask. */
export function maskBox(mask: SubjectMask): Box | null {
  let [left, top, right, bottom] = [mask.width, mask.height, -1, -1];
  for (let row = 0; row < mask.height; row += 1) {
    const offset = row * mask.width;
    for (let column = 0; column < mask.width; column += 1) {
      if (mask.data[offset + column]! < SUBJECT_LEVEL) continue;
      left = Math.min(left, column);
      right = Math.max(right, column);
      top = Math.min(top, row);
      bottom = Math.max(bottom, row);
    }
  }
  if (right < 0) return null;
  return {
    x: left / mask.width,
    y: top / mask.height,
    width: (right + 1 - left) / mask.width,
    height: (bottom + 1 - top) / mask.height,
  };
}
