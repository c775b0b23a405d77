import { describe, expect, it } from 'vitest';
import { loadOpenCv } from '../../vision/opencv.ts';
import { xdogInk } from './ink.ts';

function stepImage(width: number, height: number, edgeAt: number): Buffer {
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) rgb.fill(x < edgeAt ? 40 : 220, (y * width + x) * 3, (y * width + x) * 3 + 3);
  return rgb;
}

describe('xdogInk', () => {
  it('draws one line on the dark side of an edge and nothing on flat colour', async () => {
    const { cv } = await loadOpenCv();
    const ink = xdogInk(cv, stepImage(80, 20, 40), 80, 20, { sigma: 1.5, tau: 0.98, threshold: 2 });
    const row = Array.from(ink.subarray(10 * 80, 11 * 80));
    const inked = row.flatMap((value, x) => (value ? [x] : []));
    expect(inked.length).toBeGreaterThan(0);
    expect(Math.min(...inked)).toBeGreaterThan(30);
    expect(Math.max(...inked)).toBeLessThan(40);
    expect(row.slice(0, 25).every((value) => value === 0)).toBe(true);
    expect(row.slice(45).every((value) => value === 0)).toBe(true);
  });
});
