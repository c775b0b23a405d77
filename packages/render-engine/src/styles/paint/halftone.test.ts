import { describe, expect, it } from 'vitest';
import { halftoneDots } from './halftone.ts';
import type { Rgb } from './types.ts';

const INK: Rgb = [30, 20, 30];
const PAPER = 240;

/** Share of the pixels in columns [from, to) of a 300-wide RGB buffer printed in ink. */
function inked(rgb: Buffer, from: number, to: number): number {
  let count = 0;
  let total = 0;
  for (let pixel = 0; pixel < rgb.length / 3; pixel += 1) {
    const column = pixel % 300;
    if (column < from || column >= to) continue;
    total += 1;
    if (rgb[pixel * 3]! < 135) count += 1;
  }
  return count / total;
}

describe('halftoneDots', () => {
  it('prints larger dots where the shade is darker, crisp at an output larger than the shade map', () => {
    const shade = Buffer.from([0, 0, 90, 90, 200, 200]);
    const rgb = Buffer.alloc(300 * 100 * 3, PAPER);
    halftoneDots(shade, 6, 1, INK, 30)(rgb, 300, 100);
    expect(inked(rgb, 0, 50)).toBe(0);
    const middle = inked(rgb, 125, 175);
    expect(middle).toBeGreaterThan(0.15);
    expect(inked(rgb, 250, 300)).toBeGreaterThan(middle + 0.2);
  });

  it('prints dots in the ink colour itself, not a darker shade of what is beneath', () => {
    const rgb = Buffer.alloc(60 * 60 * 3);
    for (let pixel = 0; pixel < 3600; pixel += 1) rgb.set([200, 40, 40], pixel * 3);
    halftoneDots(Buffer.from([255]), 1, 1, INK, 6)(rgb, 60, 60);
    expect(Array.from(rgb.subarray((30 * 60 + 30) * 3, (30 * 60 + 30) * 3 + 3))).toEqual(INK);
  });
});
