import { describe, expect, it } from 'vitest';
import { cropContains, cropForSubject, cropProblem, cropScale, largestCrop, moveCrop, scaleCrop } from './ratio-crops.ts';

const landscape = { width: 4032, height: 3024 };

describe('the crop of a ratio that keeps the bike', () => {
  it('is the largest crop of the ratio', () => {
    expect(largestCrop(landscape, '1x1')).toEqual({ width: 3024, height: 3024 });
    expect(largestCrop(landscape, '3x2')).toEqual({ width: 4032, height: 2688 });
    expect(largestCrop({ width: 3000, height: 4500 }, '2x3')).toEqual({ width: 3000, height: 4500 });
  });

  it('centres on the bike and keeps it whole when the ratio allows', () => {
    // A bike in the right half, 40% of the width.
    const box = { x: 0.55, y: 0.3, width: 0.4, height: 0.5 };
    for (const ratio of ['1x1', '4x5', '2x3', '3x2', '5x4'] as const) {
      const crop = cropForSubject(landscape, box, ratio);
      expect(crop.left + crop.width).toBeLessThanOrEqual(landscape.width);
      expect(cropContains(landscape, crop, box)).toBe(true);
    }
    // The square is pushed to the right edge rather than centred on the photo.
    expect(cropForSubject(landscape, box, '1x1')).toEqual({ left: 1008, top: 0, width: 3024, height: 3024 });
  });

  it('cuts the least, equally each side, when the bike is wider than the ratio allows', () => {
    const box = { x: 0.05, y: 0.3, width: 0.9, height: 0.4 };
    const crop = cropForSubject(landscape, box, '2x3');
    const cutLeft = crop.left - box.x * landscape.width;
    const cutRight = (box.x + box.width) * landscape.width - (crop.left + crop.width);
    expect(Math.abs(cutLeft - cutRight)).toBeLessThanOrEqual(1);
  });

  it('takes the centre when no bike was found', () => {
    expect(cropForSubject(landscape, null, '1x1')).toEqual({ left: 504, top: 0, width: 3024, height: 3024 });
  });
});

describe('a crop staff chose', () => {
  it('is accepted inside the image with its ratio', () => {
    expect(cropProblem(landscape, { left: 100, top: 50, width: 2000, height: 2000 }, '1x1')).toBeNull();
    expect(cropProblem(landscape, { left: 0, top: 0, width: 2000, height: 2500 }, '4x5')).toBeNull();
  });

  it('is refused outside the image, out of shape, tiny or in fractions', () => {
    expect(cropProblem(landscape, { left: 2500, top: 0, width: 2000, height: 2000 }, '1x1')).toMatch(/inside the image/);
    expect(cropProblem(landscape, { left: 0, top: -1, width: 2000, height: 2000 }, '1x1')).toMatch(/inside the image/);
    expect(cropProblem(landscape, { left: 0, top: 0, width: 2000, height: 1800 }, '1x1')).toMatch(/1x1 shape/);
    expect(cropProblem(landscape, { left: 0, top: 0, width: 300, height: 300 }, '1x1')).toMatch(/too small/);
    expect(cropProblem(landscape, { left: 0.5, top: 0, width: 2000, height: 2000 }, '1x1')).toMatch(/whole pixels/);
  });
});

describe('moving and scaling a crop on the workbench', () => {
  const square = { left: 504, top: 0, width: 3024, height: 3024 };

  it('moves within the image', () => {
    expect(moveCrop(landscape, square, 300, 50)).toEqual({ ...square, left: 804, top: 0 });
    expect(moveCrop(landscape, square, 5000, 0).left).toBe(1008);
    expect(moveCrop(landscape, square, -5000, 0).left).toBe(0);
  });

  it('scales about its centre between a quarter and the largest crop, keeping its shape', () => {
    const half = scaleCrop(landscape, square, '1x1', 0.5);
    expect(half).toEqual({ left: 1260, top: 756, width: 1512, height: 1512 });
    expect(cropScale(landscape, half, '1x1')).toBe(0.5);
    expect(scaleCrop(landscape, half, '1x1', 2)).toEqual(square);
    expect(scaleCrop(landscape, half, '1x1', 0.01).width).toBe(756);
    for (const ratio of ['4x5', '2x3', '3x2', '5x4'] as const) {
      const largest = cropForSubject(landscape, null, ratio);
      for (const scale of [0.25, 0.33, 0.61, 0.9, 1])
        expect(cropProblem(landscape, scaleCrop(landscape, largest, ratio, scale), ratio)).toBeNull();
    }
  });
});
