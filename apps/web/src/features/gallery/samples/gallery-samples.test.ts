import { describe, expect, it } from 'vitest';
import { STYLES } from '@store/shared/styles';
import { GALLERY_SAMPLES } from './gallery-samples.ts';

describe('gallery samples', () => {
  it('has one sample of each aspect ratio for every style', () => {
    for (const style of STYLES) {
      const ratios = GALLERY_SAMPLES.filter((sample) => sample.style === style).map((sample) => sample.aspectRatio);
      expect(ratios.toSorted()).toEqual(['1x1', '2x3', '3x2']);
    }
  });

  it('gives every sample its own id, title and images', () => {
    expect(new Set(GALLERY_SAMPLES.map((sample) => sample.id)).size).toBe(GALLERY_SAMPLES.length);
    expect(new Set(GALLERY_SAMPLES.map((sample) => sample.title)).size).toBe(GALLERY_SAMPLES.length);
    const images = GALLERY_SAMPLES.flatMap((sample) => [
      sample.original.small,
      sample.original.large,
      sample.render.small,
      sample.render.large,
      sample.preview,
    ]);
    expect(new Set(images).size).toBe(images.length);
  });

  it('records the size of the 960 px images for their ratio', () => {
    const heights = { '1x1': 960, '2x3': 1440, '3x2': 640 };
    for (const sample of GALLERY_SAMPLES) {
      expect(sample.width).toBe(960);
      expect(sample.height).toBe(heights[sample.aspectRatio]);
    }
  });
});
