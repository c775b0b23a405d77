import { describe, expect, it } from 'vitest';
import { loadOpenCv } from '../../vision/opencv.ts';
import { subjectTone } from './tone.ts';

const WIDTH = 120;
const HEIGHT = 60;

/**
 * A dim subject in the middle third on a bright wall (230): body 60, a stripe of 90 across it, a
 * shadow of 20 at its top and a glint of 110 at its bottom.
 */
function dimSubject(): { lightness: Buffer; mask: Buffer } {
  const lightness = Buffer.alloc(WIDTH * HEIGHT, 230);
  const mask = Buffer.alloc(WIDTH * HEIGHT);
  for (let row = 0; row < HEIGHT; row += 1) {
    for (let column = 40; column < 80; column += 1) {
      const shadow = row >= 2 && row < 12 && column >= 42 && column < 52;
      const glint = row >= 48 && row < 58 && column >= 68 && column < 78;
      lightness[row * WIDTH + column] = shadow ? 20 : glint ? 110 : row >= 25 && row < 35 ? 90 : 60;
      mask[row * WIDTH + column] = 255;
    }
  }
  return { lightness, mask };
}

describe('subjectTone', () => {
  it('spreads a dim subject over the whole range by its own pixels, whatever the wall behind it', async () => {
    const { cv } = await loadOpenCv();
    const { lightness, mask } = dimSubject();
    const tone = subjectTone(cv, lightness, mask, WIDTH, HEIGHT, { radius: 8, localContrast: 0 });
    expect(tone[6 * WIDTH + 46]).toBeLessThan(10);
    expect(tone[52 * WIDTH + 72]).toBeGreaterThan(240);
    expect(tone[42 * WIDTH + 60]).toBeGreaterThan(100);
    expect(tone[42 * WIDTH + 60]).toBeLessThan(130);
  });

  it('pushes a pixel away from its neighbourhood, and the wall does not darken the subject’s edge', async () => {
    const { cv } = await loadOpenCv();
    const { lightness, mask } = dimSubject();
    const flat = subjectTone(cv, lightness, mask, WIDTH, HEIGHT, { radius: 8, localContrast: 0 });
    const sharpened = subjectTone(cv, lightness, mask, WIDTH, HEIGHT, { radius: 8, localContrast: 1 });
    expect(sharpened[30 * WIDTH + 60]! - sharpened[21 * WIDTH + 60]!).toBeGreaterThan(flat[30 * WIDTH + 60]! - flat[21 * WIDTH + 60]!);
    expect(Math.abs(sharpened[42 * WIDTH + 40]! - sharpened[42 * WIDTH + 55]!)).toBeLessThan(6);
  });

  it('does not blow a flat subject’s noise up into shapes', async () => {
    const { cv } = await loadOpenCv();
    const lightness = Buffer.alloc(WIDTH * HEIGHT);
    for (let pixel = 0; pixel < lightness.length; pixel += 1) lightness[pixel] = 100 + (pixel % 3) * 4;
    const tone = subjectTone(cv, lightness, Buffer.alloc(WIDTH * HEIGHT, 255), WIDTH, HEIGHT, { radius: 8, localContrast: 0 });
    expect(Math.max(...tone) - Math.min(...tone)).toBeLessThan(40);
  });
});
