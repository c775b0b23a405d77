import { describe, expect, it } from 'vitest';
import { lightInRegion } from './light-in-region.ts';

describe('lightInRegion', () => {
  it('gives the mean, what the brightest tenth reaches and the clipped share, inside the region only', () => {
    // 10 x 10: the top row is white, the rest grey 50; the region leaves out the white row.
    const data = new Float32Array(100).map((_, index) => (index < 10 ? 255 : 50));
    data[99] = 200;
    const plane = { data, width: 10, height: 10 };
    expect(lightInRegion(plane, { left: 0, top: 0, right: 10, bottom: 10 })).toEqual({ mean: 72, bright: 255, clippedShare: 0.1 });
    const below = lightInRegion(plane, { left: 0, top: 1, right: 10, bottom: 10 });
    expect(below.clippedShare).toBe(0);
    expect(below.bright).toBe(50);
    expect(below.mean).toBeCloseTo(51.67, 2);
  });
});
