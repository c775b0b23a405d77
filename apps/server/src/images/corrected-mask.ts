import sharp from 'sharp';
import { SUBJECT_MESSAGES } from '@store/shared/subject';
import { HttpError } from '#server/http-errors.ts';

/** A cut-out is at most the engine's analysis size; anything far larger is not a mask of this photo. */
const MAX_MASK_PIXELS = 4096 * 4096;
const OPAQUE = 255;

/**
 * A cut-out staff drew, made fit to paint with: a PNG whose alpha (when it has a transparent part)
 * or grey level is the bike, brought to the render's cut-out size and written as a grey 8-bit PNG.
 */
export async function normaliseCorrectedMask(path: string, size: { width: number; height: number }, outPath: string): Promise<void> {
  const image = sharp(path, { limitInputPixels: MAX_MASK_PIXELS, failOn: 'error' });
  const metadata = await image.metadata().catch(() => null);
  if (metadata?.format !== 'png') throw new HttpError(400, 'BAD_MASK', SUBJECT_MESSAGES.notPng);
  const fromAlpha = metadata.hasAlpha && (await image.stats()).channels.at(-1)!.min < OPAQUE;
  const grey = fromAlpha
    ? image.clone().extractChannel('alpha')
    : image.clone().flatten({ background: '#000000' }).greyscale().extractChannel(0);
  const mask = await grey
    .resize(size.width, size.height, { fit: 'fill' })
    .raw()
    .toBuffer()
    .catch(() => {
      throw new HttpError(400, 'BAD_MASK', SUBJECT_MESSAGES.notPng);
    });
  // sharp widens one-channel raw output to three; the first is the grey level.
  const channels = mask.length / (size.width * size.height);
  const data = channels === 1 ? mask : Buffer.from(mask.filter((_, index) => index % channels === 0));
  await sharp(data, { raw: { ...size, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toFile(outPath);
}
