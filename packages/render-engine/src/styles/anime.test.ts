import { describe, expect, it } from 'vitest';
import { loadOpenCv } from '../vision/opencv.ts';
import { anime } from './anime.ts';
import { madeBike, paintedAt } from './made-bike.ts';
import { rgbToLab } from './paint/colour.ts';

function lab(colour: readonly number[]): [number, number, number] {
  const [lightness, a, b] = rgbToLab(Buffer.from(colour));
  return [lightness!, a!, b!];
}

/** The flat colours of the body: colours of pixels whose neighbours two pixels away share it. */
function flatColours(colour: Buffer, mask: Buffer, width: number): Set<string> {
  const flat = new Set<string>();
  for (let row = 40; row < 100; row += 1) {
    for (let column = 40; column < 200; column += 1) {
      if (mask[row * width + column]! < 128) continue;
      const here = paintedAt(colour, column, row).join(',');
      const around = [
        [column - 2, row],
        [column + 2, row],
        [column, row - 2],
        [column, row + 2],
      ].every(([x, y]) => paintedAt(colour, x!, y!).join(',') === here);
      if (around) flat.add(here);
    }
  }
  return flat;
}

describe('anime', () => {
  it('paints a black bike as cel art: a few flat cool tones, a blue reflection on its sheen and a white glint', async () => {
    const { cv } = await loadOpenCv();
    const work = madeBike([22, 22, 26]);
    const { colour } = anime.paint(cv, work, { floor: true });
    const [shadeLightness, , shadeB] = lab(paintedAt(colour, 150, 85));
    expect(shadeLightness).toBeLessThan(25);
    expect(shadeB).toBeLessThan(-3);
    const [sheenLightness, , sheenB] = lab(paintedAt(colour, 170, 50));
    expect(sheenLightness).toBeGreaterThan(shadeLightness + 15);
    expect(sheenB).toBeLessThan(-10);
    expect(lab(paintedAt(colour, 110, 50))[0]).toBeGreaterThan(85);
    expect(flatColours(colour, work.mask, work.width).size).toBeLessThanOrEqual(5);
  });

  it('keeps a painted bike’s hue', async () => {
    const { cv } = await loadOpenCv();
    const { colour } = anime.paint(cv, madeBike([190, 30, 30]), { floor: true });
    const [red, green, blue] = paintedAt(colour, 150, 85);
    expect(red).toBeGreaterThan(green * 2);
    expect(red).toBeGreaterThan(blue * 2);
  });
});
