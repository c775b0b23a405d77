import { describe, expect, it } from 'vitest';
import { absorbIslands } from './islands.ts';

function grid(rows: string[]): { labels: Uint8Array; width: number } {
  return { labels: Uint8Array.from(rows.join('').split('').map(Number)), width: rows[0]!.length };
}

describe('absorbIslands', () => {
  it('merges a speck into the region around it and keeps large shapes', () => {
    const { labels, width } = grid(['000000', '010000', '000222', '000222']);
    expect(Array.from(absorbIslands(labels, width, 3))).toEqual(Array.from(grid(['000000', '000000', '000222', '000222']).labels));
  });

  it('gives a small patch between two regions to the one it borders most', () => {
    const { labels, width } = grid(['0222', '0122', '0222']);
    expect(absorbIslands(labels, width, 2)[5]).toBe(2);
  });

  it('leaves a map without small patches unchanged', () => {
    const { labels, width } = grid(['0011', '0011']);
    expect(Array.from(absorbIslands(labels, width, 4))).toEqual(Array.from(labels));
  });
});
