import sharp from 'sharp';

/** What a painter stand-in answers with: a painting of the photo, or the ways a real model goes wrong. */
export type StandInOutput = 'painting' | 'unlike' | 'not-an-image' | 'wrong-size';

/**
 * The photo it was sent "painted" (saturated and smoothed, its shapes kept), the photo zoomed in
 * and negated (another bike as far as likeness goes), text, or an image of the wrong shape.
 */
export async function standInImage(photo: Buffer, output: StandInOutput): Promise<{ body: Buffer; type: string }> {
  if (output === 'not-an-image') return { body: Buffer.from('<html>model overloaded</html>'), type: 'image/png' };
  const { width = 64, height = 64 } = await sharp(photo).metadata();
  if (output === 'wrong-size')
    return {
      body: await sharp(photo)
        .resize(width, Math.round(width / 3), { fit: 'fill' })
        .png()
        .toBuffer(),
      type: 'image/png',
    };
  if (output === 'painting')
    return { body: await sharp(photo).modulate({ saturation: 1.4 }).median(3).png().toBuffer(), type: 'image/png' };
  const zoomed = await sharp(photo)
    .resize(Math.round(width * 1.6), Math.round(height * 1.6))
    .extract({ left: Math.round(width * 0.1), top: Math.round(height * 0.45), width, height })
    .negate({ alpha: false })
    .png()
    .toBuffer();
  return { body: zoomed, type: 'image/png' };
}
