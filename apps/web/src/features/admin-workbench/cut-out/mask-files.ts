import type { PhotoPixels } from './photo-edges.ts';

/** An image from the store drawn at the mask's size: the photo to paint on, or a mask to edit. */
export async function loadPixels(url: string, width: number, height: number): Promise<PhotoPixels> {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  context.drawImage(image, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  return { data, width, height };
}

/** A grey image's level, one byte a pixel: the mask the brush and lasso edit. */
export function maskFromPixels({ data }: PhotoPixels): Uint8Array {
  const mask = new Uint8Array(data.length / 4);
  for (let pixel = 0; pixel < mask.length; pixel += 1) mask[pixel] = data[pixel * 4]!;
  return mask;
}

/** The edited mask as the grey PNG the store keeps. */
export function maskToPng(mask: Uint8Array, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw on a canvas.'));
  const image = context.createImageData(width, height);
  for (let pixel = 0; pixel < mask.length; pixel += 1) {
    image.data.fill(mask[pixel]!, pixel * 4, pixel * 4 + 3);
    image.data[pixel * 4 + 3] = 255;
  }
  context.putImageData(image, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the cut-out.'))), 'image/png'),
  );
}

/** A mask the store answered (a grey PNG) as the editor's mask, drawn at the cut-out's size. */
export async function maskFromPng(png: Blob, width: number, height: number): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(png);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return maskFromPixels(context.getImageData(0, 0, width, height));
}
