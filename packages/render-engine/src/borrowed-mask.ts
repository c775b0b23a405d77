import sharp from 'sharp';
import type { Box } from '@store/shared/photo-check';
import type { Subject, SubjectMask } from './isolate-subject.ts';
import { cleanMask } from './vision/clean-mask.ts';
import { loadOpenCv } from './vision/opencv.ts';

/**
 * A background-removal model (ComfyUI's BiRefNet) masks every salient thing in the photo: a second
 * bike, a bystander, a car behind. The subject's box is grown this share of its size on each side
 * (the detector's boxes sit tight and can clip a mirror or a wheel), and nothing outside it is kept.
 */
const SUBJECT_MARGIN = 0.05;
/** A borrowed mask holding less than this share of the chosen bike's box found something else (or nothing): the store's own is used. */
const LEAST_SHARE = 0.05;

/** A mask made elsewhere (a grey or RGB PNG, white in front, of any size), as 0-255 values at `size`. */
export async function readBorrowedMask(path: string, size: { width: number; height: number }): Promise<SubjectMask> {
  const data = await sharp(path)
    .removeAlpha()
    .greyscale()
    .resize(size.width, size.height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { data, width: size.width, height: size.height };
}

function pixelRect(box: Box, size: { width: number; height: number }, margin = 0) {
  const left = Math.max(0, Math.floor((box.x - box.width * margin) * size.width));
  const top = Math.max(0, Math.floor((box.y - box.height * margin) * size.height));
  const right = Math.min(size.width, Math.ceil((box.x + box.width * (1 + margin)) * size.width));
  const bottom = Math.min(size.height, Math.ceil((box.y + box.height * (1 + margin)) * size.height));
  return { left, top, right, bottom };
}

/**
 * The chosen bike (and its kept riders) of a borrowed mask, tidied as the store's own cut-out is:
 * nothing outside the subject's box grown a little; inside the box of anything else the detector
 * found (another bike, a bystander, a rider staff dropped) the store's own cut-out decides, since
 * its model was prompted to keep them out; elsewhere the borrowed mask. Null when what is left
 * holds almost nothing of the chosen bike: the caller keeps the store's own.
 */
export async function keepChosenSubject(borrowed: SubjectMask, subject: Subject): Promise<SubjectMask | null> {
  const { width, height } = subject.mask;
  if (borrowed.width !== width || borrowed.height !== height) throw new Error('The borrowed mask must be at the cut-out’s size');
  const own = subject.mask.data;
  const kept = new Set(subject.rider ? subject.riders : []);
  const others = [
    ...subject.scene.bikes.filter((_, index) => index !== subject.bike),
    // The riders are the scene's own detections (isolateSubject picks them from it).
    ...subject.scene.people.filter((person) => !kept.has(person)),
    ...subject.scene.bicycles,
  ].map((other) => pixelRect(other.box, { width, height }));
  const inOther = new Uint8Array(width * height);
  for (const rect of others) for (let y = rect.top; y < rect.bottom; y += 1) inOther.fill(1, y * width + rect.left, y * width + rect.right);
  const area = pixelRect(subject.box, { width, height }, SUBJECT_MARGIN);
  const binary = new Uint8Array(width * height);
  for (let y = area.top; y < area.bottom; y += 1)
    for (let x = area.left; x < area.right; x += 1) {
      const pixel = y * width + x;
      const front = inOther[pixel] ? own[pixel]! >= 128 : borrowed.data[pixel]! >= 128;
      if (front) binary[pixel] = 255;
    }
  const bike = pixelRect(subject.bikes[subject.bike]!.box, { width, height });
  let onBike = 0;
  // Only what the borrowed mask itself found counts: the store's own pixels where others overlap would pass an empty mask.
  for (let y = bike.top; y < bike.bottom; y += 1)
    for (let x = bike.left; x < bike.right; x += 1) if (binary[y * width + x] && !inOther[y * width + x]) onBike += 1;
  if (onBike < (bike.right - bike.left) * (bike.bottom - bike.top) * LEAST_SHARE) return null;
  const { cv } = await loadOpenCv();
  return { data: Buffer.from(cleanMask(cv, binary, width, height)), width, height };
}
