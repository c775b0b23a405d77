import { describe, expect, it } from 'vitest';
import { fillPolygon } from './lasso-fill.ts';

function rows(mask: Uint8Array, width: number): string[] {
  const lines: string[] = [];
  for (let start = 0; start < mask.length; start += width)
    lines.push([...mask.subarray(start, start + width)].map((value) => (value ? '#' : '.')).join(''));
  return lines;
}

describe('lasso fill', () => {
  it('fills the pixels whose centres are inside a rectangle', () => {
    const mask = new Uint8Array(6 * 4);
    fillPolygon(
      mask,
      6,
      4,
      [
        { x: 1, y: 1 },
        { x: 4, y: 1 },
        { x: 4, y: 3 },
        { x: 1, y: 3 },
      ],
      255,
    );
    expect(rows(mask, 6)).toEqual(['......', '.###..', '.###..', '......']);
  });

  it('fills a concave shape without its notch, and erases with 0', () => {
    const mask = new Uint8Array(5 * 5).fill(255);
    // A U shape: the notch in the middle stays.
    const u = [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 3 },
      { x: 3, y: 3 },
      { x: 3, y: 0 },
      { x: 5, y: 0 },
      { x: 5, y: 5 },
      { x: 0, y: 5 },
    ];
    fillPolygon(mask, 5, 5, u, 0);
    expect(rows(mask, 5)).toEqual(['..#..', '..#..', '..#..', '.....', '.....']);
  });

  it('clips a lasso drawn past the edges, and ignores one with under three points', () => {
    const mask = new Uint8Array(3 * 3);
    fillPolygon(
      mask,
      3,
      3,
      [
        { x: -5, y: -5 },
        { x: 10, y: -5 },
        { x: 10, y: 10 },
        { x: -5, y: 10 },
      ],
      255,
    );
    expect([...mask].every((value) => value === 255)).toBe(true);
    const untouched = new Uint8Array(9);
    fillPolygon(
      untouched,
      3,
      3,
      [
        { x: 0, y: 0 },
        { x: 3, y: 3 },
      ],
      255,
    );
    expect([...untouched].every((value) => value === 0)).toBe(true);
  });
});
