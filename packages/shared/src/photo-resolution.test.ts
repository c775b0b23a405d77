import { describe, expect, it } from 'vitest';
import { MIN_RENDER_SHORT_SIDE, canvasesFrom, photoResolution } from './photo-resolution.ts';

describe('canvasesFrom', () => {
  it('sells the canvases a ratio crop covers at 150 ppi once enlarged at most twice', () => {
    expect(canvasesFrom(4032, 3024, '5x4')).toEqual(['20x16', '30x24']);
    expect(canvasesFrom(4032, 3024, '1x1')).toEqual(['12x12', '16x16', '24x24', '36x36']);
    // 1600x1000: the 3x2 crop (1500x1000) enlarged to 3000x2000 covers no 3x2 canvas (30x20 in needs 4500x3000) ...
    expect(canvasesFrom(1600, 1000, '3x2')).toEqual([]);
    // ... but its 4x5 crop (800x1000) enlarged to 1600x2000 covers 8x10 in (1200x1500).
    expect(canvasesFrom(1600, 1000, '4x5')).toEqual(['8x10']);
  });
});

describe('photoResolution', () => {
  it('is enough for a 12 MP phone photo, either way up', () => {
    expect(photoResolution(4032, 3024)).toBe('enough');
    expect(photoResolution(3024, 4032)).toBe('enough');
  });

  it('is low when the largest canvas of its own ratio is out of reach, on either side', () => {
    expect(photoResolution(2048, 1536)).toBe('low'); // 5x4: 20x16 in, not 30x24
    expect(photoResolution(2700, 1799)).toBe('low'); // 3x2: 36x24 in needs 2700x1800
    expect(photoResolution(2700, 1800)).toBe('enough');
    expect(photoResolution(1600, 1000)).toBe('low');
  });

  it('is too small when no ratio reaches even its smallest canvas', () => {
    expect(photoResolution(800, 749)).toBe('too-small'); // a 4x5 crop of 599x749 misses 8x10 in (1200x1500 over 2)
    expect(photoResolution(800, 750)).toBe('low');
    expect(photoResolution(640, 480)).toBe('too-small');
    expect(photoResolution(400, 267)).toBe('too-small');
  });

  it('refuses a photo under the floor whatever the enlargement allows', () => {
    expect(photoResolution(MIN_RENDER_SHORT_SIDE - 1, 4000)).toBe('too-small');
  });
});
