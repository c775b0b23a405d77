import { describe, expect, it } from 'vitest';
import { loadOpenCv } from '../vision/opencv.ts';
import { madeBike, paintedAt } from './made-bike.ts';
import { rgbToLab } from './paint/colour.ts';
import type { Painting, Rgb } from './paint/types.ts';
import { retro } from './retro.ts';

function lightness(colour: readonly number[]): number {
  return rgbToLab(Buffer.from(colour))[0]!;
}

const SCALE = 5;

/** The painting finished at five times the working size, as make-draft finishes it at print size (colours enlarged by nearest pixel). */
function finishedLarge(painting: Painting, width: number, height: number): (column: number, row: number) => Rgb {
  const large = Buffer.alloc(width * SCALE * height * SCALE * 3);
  for (let row = 0; row < height * SCALE; row += 1) {
    for (let column = 0; column < width * SCALE; column += 1) {
      const from = (Math.floor(row / SCALE) * width + Math.floor(column / SCALE)) * 3;
      large.set(painting.colour.subarray(from, from + 3), (row * width * SCALE + column) * 3);
    }
  }
  painting.finish!(large, width * SCALE, height * SCALE);
  return (column, row) => {
    const at = (row * width * SCALE + column) * 3;
    return [large[at]!, large[at + 1]!, large[at + 2]!];
  };
}

describe('retro', () => {
  it('prints a black bike in deep ink with its chrome and glint in pale paper, and its sheen in ink dots, not a brown mass', async () => {
    const { cv } = await loadOpenCv();
    const work = madeBike([22, 22, 26]);
    const painting = retro.paint(cv, work, { floor: true });
    const { colour } = painting;
    expect(lightness(paintedAt(colour, 150, 85))).toBeLessThan(20);
    expect(lightness(paintedAt(colour, 60, 118))).toBeLessThan(20);
    for (const [column, row] of [
      [110, 50],
      [150, 110],
    ] as const) {
      const [red, green, blue] = paintedAt(colour, column, row);
      expect(lightness([red, green, blue])).toBeGreaterThan(85);
      expect(red).toBeGreaterThanOrEqual(blue);
    }
    const printed = finishedLarge(painting, work.width, work.height);
    let inkOrPaper = 0;
    let sheen = 0;
    for (let row = 44 * SCALE; row < 56 * SCALE; row += 1) {
      for (let column = 150 * SCALE; column < 185 * SCALE; column += 1) {
        sheen += 1;
        const tone = lightness(printed(column, row));
        if (tone < 25 || tone > 85) inkOrPaper += 1;
      }
    }
    expect(inkOrPaper / sheen).toBeGreaterThan(0.7);
  });

  it('prints painted parts in the ink nearest their hue', async () => {
    const { cv } = await loadOpenCv();
    const { colour } = retro.paint(cv, madeBike([190, 30, 30]), { floor: true });
    const [red, green, blue] = paintedAt(colour, 150, 75);
    expect(red).toBeGreaterThan(150);
    expect(red).toBeGreaterThan(green * 2);
    expect(red).toBeGreaterThan(blue * 2);
  });

  it('leaves solid ink and bare paper without dots', async () => {
    const { cv } = await loadOpenCv();
    const work = madeBike([22, 22, 26]);
    const painting = retro.paint(cv, work, { floor: true });
    const printed = finishedLarge(painting, work.width, work.height);
    expect(printed(150 * SCALE, 85 * SCALE)).toEqual(paintedAt(painting.colour, 150, 85));
    expect(printed(110 * SCALE, 50 * SCALE)).toEqual(paintedAt(painting.colour, 110, 50));
  });
});
