import type { Rgb, WorkImage } from './paint/types.ts';

const WIDTH = 240;
const HEIGHT = 160;

/**
 * A made bike for the style tests, on a pale wall: two wheels of rubber, a body of `paint` with a
 * soft sheen across its upper half (as gloss paint reflects the sky), a chrome exhaust below it (a
 * bright bar with a mid-grey band) and a glint on the tank.
 */
export function madeBike(paint: Rgb): WorkImage {
  const rgb = Buffer.alloc(WIDTH * HEIGHT * 3);
  const mask = Buffer.alloc(WIDTH * HEIGHT);
  for (let row = 0; row < HEIGHT; row += 1) {
    for (let column = 0; column < WIDTH; column += 1) {
      const pixel = row * WIDTH + column;
      const wheel = [60, 180].some((x) => Math.hypot(column - x, row - 118) < 36);
      const body = ((column - 120) / 90) ** 2 + ((row - 70) / 38) ** 2 < 1;
      const exhaust = row >= 100 && row < 116 && column >= 90 && column < 200;
      const glint = ((column - 110) / 22) ** 2 + ((row - 50) / 7) ** 2 < 1;
      let colour: Rgb = [226, 222, 214];
      if (wheel) colour = [16, 16, 18];
      const sheen = Math.max(0, 1 - Math.abs(row - 56) / 26) * 70;
      if (body) colour = glint ? [250, 250, 252] : [paint[0] + sheen, paint[1] + sheen, paint[2] + sheen];
      if (exhaust) colour = row < 104 ? [120, 122, 126] : [236, 238, 240];
      rgb.set(colour, pixel * 3);
      if (wheel || body || exhaust) mask[pixel] = 255;
    }
  }
  return { rgb, mask, width: WIDTH, height: HEIGHT, hasSubject: true, ground: { x: 120, y: 154, halfWidth: 96, top: 32 } };
}

/** The colour painted at (column, row) of a made bike's painting. */
export function paintedAt(colour: Buffer, column: number, row: number): Rgb {
  const index = (row * WIDTH + column) * 3;
  return [colour[index]!, colour[index + 1]!, colour[index + 2]!];
}
