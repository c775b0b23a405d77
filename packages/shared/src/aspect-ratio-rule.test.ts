import { describe, expect, it } from 'vitest';
import { aspectRatioOf } from './aspect-ratio-rule.ts';

describe('aspect ratio of an upload', () => {
  it.each([
    [1000, 1000, '1x1'],
    [1001, 1000, '5x4'],
    [1499, 1000, '5x4'],
    [1500, 1000, '3x2'],
    [6000, 4000, '3x2'],
    [4000, 1000, '3x2'],
    [999, 1000, '4x5'],
    [800, 1000, '4x5'],
    [799, 1000, '2x3'],
    [2000, 3000, '2x3'],
  ] as const)('%i x %i gives %s', (width, height, ratio) => {
    expect(aspectRatioOf(width, height)).toBe(ratio);
  });
});
