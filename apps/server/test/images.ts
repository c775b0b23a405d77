import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test images made on the spot: a bike-like scene in any size, with optional EXIF. */
export async function jpegPhoto(width: number, height: number, options: { orientation?: number; gps?: boolean } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#4a5560"/>
    <circle cx="${width * 0.3}" cy="${height * 0.6}" r="${Math.min(width, height) * 0.15}" fill="#111"/>
    <circle cx="${width * 0.7}" cy="${height * 0.6}" r="${Math.min(width, height) * 0.15}" fill="#111"/>
    <rect x="${width * 0.3}" y="${height * 0.35}" width="${width * 0.4}" height="${height * 0.15}" fill="#c0392b"/>
  </svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 85 });
  if (options.orientation || options.gps) {
    image = image.withMetadata({
      ...(options.orientation ? { orientation: options.orientation } : {}),
      ...(options.gps
        ? { exif: { IFD0: { Make: 'TestCam', Model: 'Rider 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } } }
        : {}),
    });
  }
  return image.toBuffer();
}

/** A real PNG whose header claims width x height: a decompression bomb as far as any decoder can tell. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  const bomb = Buffer.from(png);
  // IHDR data starts after the 8-byte signature, 4-byte length and 4-byte type.
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
  return bomb;
}
