import { describe, expect, it } from 'vitest';
import { ASPECT_RATIOS, ASPECT_RATIO_INFO, isAspectRatio, sizesFor } from './catalog.ts';

describe('sizes per aspect ratio (SPEC.md section 9)', () => {
  it('lists the five ratios in order', () => {
    expect(ASPECT_RATIOS).toEqual(['1x1', '4x5', '2x3', '3x2', '5x4']);
  });

  it.each([
    ['1x1', ['12x12', '16x16', '24x24', '36x36']],
    ['4x5', ['8x10', '16x20', '24x30']],
    ['2x3', ['12x18', '20x30', '24x36']],
    ['3x2', ['30x20', '36x24']],
    ['5x4', ['20x16', '30x24']],
  ] as const)('%s offers %j', (ratio, sizes) => {
    expect(sizesFor(ratio)).toEqual(sizes);
  });

  it('every size has the proportions of its ratio', () => {
    for (const ratio of ASPECT_RATIOS) {
      const [ratioWidth, ratioHeight] = ratio.split('x').map(Number) as [number, number];
      for (const size of ASPECT_RATIO_INFO[ratio].sizes) {
        const [width, height] = size.split('x').map(Number) as [number, number];
        expect(width / height).toBeCloseTo(ratioWidth / ratioHeight, 5);
      }
    }
  });

  it('recognises ratios', () => {
    expect(isAspectRatio('4x5')).toBe(true);
    expect(isAspectRatio('16x9')).toBe(false);
  });
});
