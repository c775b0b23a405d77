/** What the cut-out benchmark measures with: the fixtures and real photos, the overlap of two masks, and contact sheets. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Box } from '../../packages/shared/src/photo-check.ts';
import { writeContactSheet } from '../../packages/render-engine/src/contact-sheet.ts';
import type { RgbImage } from '../../packages/render-engine/src/detect-motorcycle.ts';

export const FIXTURES = join(import.meta.dirname, '../../packages/render-engine/fixtures');
export const REAL_PHOTOS = join(import.meta.dirname, '../../../shared/real-photos');
export const MASK_SUFFIX = '.mask.png';

export const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);

export async function truthFor(maskFile: string, image: RgbImage): Promise<Buffer> {
  return sharp(join(FIXTURES, maskFile)).greyscale().resize(image.width, image.height, { fit: 'fill' }).threshold(128).raw().toBuffer();
}

export function boxMask(box: Box, width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height);
  const [left, top] = [Math.round(box.x * width), Math.round(box.y * height)];
  const [right, bottom] = [Math.round((box.x + box.width) * width), Math.round((box.y + box.height) * height)];
  for (let y = top; y < bottom; y += 1) data.fill(255, y * width + left, y * width + right);
  return data;
}

/** Intersection over union of two masks, each thresholded at half opacity. */
export function iou(mask: Buffer, truth: Buffer): number {
  let intersection = 0;
  let union = 0;
  for (let index = 0; index < truth.length; index += 1) {
    const a = mask[index]! >= 128;
    const b = truth[index]! >= 128;
    if (a && b) intersection += 1;
    if (a || b) union += 1;
  }
  return union === 0 ? 1 : intersection / union;
}

export function photoFor(maskFile: string): string {
  const stem = maskFile.slice(0, -MASK_SUFFIX.length);
  const photo = readdirSync(FIXTURES).find((file) => file.startsWith(`${stem}.`) && !file.endsWith(MASK_SUFFIX));
  if (!photo) throw new Error(`No photo for ${maskFile}`);
  return photo;
}

/** A contact sheet of each photo beside its cut-outs (one per name), to judge them by eye. */
export async function sideBySide(
  rows: Array<{ label: string; photo: string; cutouts: (string | null)[] }>,
  names: string[],
  sheet: string,
): Promise<void> {
  await writeContactSheet(
    rows.map((row) => ({
      label: row.label,
      tiles: [{ label: 'photo', path: row.photo }, ...names.map((name, index) => ({ label: name, path: row.cutouts[index] ?? null }))],
    })),
    sheet,
  );
  console.log(`contact sheet: ${sheet}`);
}
