import { describe, expect, it } from 'vitest';
import { imageForRatio, overlayMargins, printPpi, recommendedRatio } from './product.ts';

describe('product page rules', () => {
  it('overlay margins follow the size: 8x10 about 14%, 36x36 about 4%', () => {
    expect(overlayMargins('8x10').top).toBeCloseTo(14, 0);
    expect(overlayMargins('36x36').left).toBeCloseTo(4, 0);
    const landscape = overlayMargins('30x20');
    expect(landscape.left).toBeLessThan(landscape.top);
  });

  it('recommends the available ratio closest to the original', () => {
    expect(recommendedRatio(6000, 4000, ['1x1', '4x5', '2x3', '3x2', '5x4'])).toBe('3x2');
    expect(recommendedRatio(1000, 1000, ['1x1', '4x5'])).toBe('1x1');
    expect(recommendedRatio(3000, 4000, ['1x1', '4x5', '2x3'])).toBe('4x5');
    expect(recommendedRatio(1200, 1000, ['1x1', '3x2'])).toBe('1x1');
    expect(recommendedRatio(1000, 1000, [])).toBeNull();
  });

  it('computes pixels per inch of a result at a size', () => {
    expect(printPpi(4000, 4000, '12x12')).toBeCloseTo(333.3, 0);
    expect(printPpi(3000, 2000, '36x24')).toBeCloseTo(83.3, 0);
    expect(printPpi(2000, 3000, '24x36')).toBeCloseTo(83.3, 0);
  });

  it('falls back through 1x1, 4x5, 2x3, 3x2, 5x4 when the selected ratio has no image', () => {
    expect(imageForRatio({ '2x3': 'a', '5x4': 'b' }, '5x4')).toBe('b');
    expect(imageForRatio({ '2x3': 'a', '5x4': 'b' }, '1x1')).toBe('a');
    expect(imageForRatio({}, '1x1')).toBeNull();
  });
});
