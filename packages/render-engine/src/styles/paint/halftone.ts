import type { Rgb } from './types.ts';

/**
 * A screen printer's halftone: dots of `ink` on a 45-degree grid of `cellsPerLongSide` cells,
 * each as large as the shade beneath it (0 none, 255 dots that nearly touch). The shade is
 * a working-size map read bilinearly, so the dots are drawn crisp at whatever size the bike is
 * finished at. Returns the finishing step that prints them onto an RGB buffer in place.
 */
export function halftoneDots(
  shade: Buffer,
  shadeWidth: number,
  shadeHeight: number,
  ink: Rgb,
  cellsPerLongSide: number,
): (rgb: Buffer, width: number, height: number) => void {
  return (rgb, width, height) => {
    const cell = Math.max(4, Math.max(width, height) / cellsPerLongSide);
    const scaleX = shadeWidth / width;
    const scaleY = shadeHeight / height;
    for (let row = 0, pixel = 0; row < height; row += 1) {
      const y = Math.min(shadeHeight - 1, Math.max(0, (row + 0.5) * scaleY - 0.5));
      const top = Math.floor(y);
      const bottom = Math.min(shadeHeight - 1, top + 1);
      const down = y - top;
      for (let column = 0; column < width; column += 1, pixel += 1) {
        const x = Math.min(shadeWidth - 1, Math.max(0, (column + 0.5) * scaleX - 0.5));
        const left = Math.floor(x);
        const right = Math.min(shadeWidth - 1, left + 1);
        const across = x - left;
        const upper = shade[top * shadeWidth + left]! * (1 - across) + shade[top * shadeWidth + right]! * across;
        const lower = shade[bottom * shadeWidth + left]! * (1 - across) + shade[bottom * shadeWidth + right]! * across;
        const amount = (upper * (1 - down) + lower * down) / 255;
        if (amount < 0.02) continue;
        const u = ((column + row) * Math.SQRT1_2) / cell;
        const v = ((row - column) * Math.SQRT1_2) / cell;
        const du = u - Math.round(u);
        const dv = v - Math.round(v);
        const distance = Math.sqrt(du * du + dv * dv) * cell;
        const cover = Math.min(1, Math.max(0, cell * 0.7 * Math.sqrt(amount) - distance + 0.5));
        if (cover === 0) continue;
        const index = pixel * 3;
        rgb[index] = rgb[index]! + (ink[0] - rgb[index]!) * cover;
        rgb[index + 1] = rgb[index + 1]! + (ink[1] - rgb[index + 1]!) * cover;
        rgb[index + 2] = rgb[index + 2]! + (ink[2] - rgb[index + 2]!) * cover;
      }
    }
  };
}
