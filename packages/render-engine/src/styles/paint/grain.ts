import { pixelNoise } from './random.ts';

/** Monochrome film grain of `strength` levels (0-255 scale), in place on an RGB buffer. */
export function addGrain(rgb: Buffer, strength: number): void {
  for (let pixel = 0, index = 0; index < rgb.length; pixel += 1, index += 3) {
    const grain = pixelNoise(pixel) * strength;
    rgb[index] = clampByte(rgb[index]! + grain);
    rgb[index + 1] = clampByte(rgb[index + 1]! + grain);
    rgb[index + 2] = clampByte(rgb[index + 2]! + grain);
  }
}

function clampByte(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : value;
}
