import { describe, expect, it } from 'vitest';
import {
  canvasRatios,
  imageForRatio,
  initialRatio,
  overlayMargins,
  largestSharpSize,
  previewSrcSet,
  printsSharply,
  recommendedRatio,
  shownRatio,
} from './product.ts';

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

  it('falls back through 1x1, 4x5, 2x3, 3x2, 5x4 when the selected ratio has no image', () => {
    expect(imageForRatio({ '2x3': 'a', '5x4': 'b' }, '5x4')).toBe('b');
    expect(imageForRatio({ '2x3': 'a', '5x4': 'b' }, '1x1')).toBe('a');
    expect(imageForRatio({}, '1x1')).toBeNull();
  });
});

describe('which canvases print sharply', () => {
  it('are the sizes the print file covers at 150 ppi', () => {
    expect(printsSharply({ width: 2700, height: 1800 }, '12x18')).toBe(true);
    expect(printsSharply({ width: 5400, height: 3600 }, '24x36')).toBe(true);
    expect(printsSharply({ width: 3000, height: 4500 }, '24x36')).toBe(false);
    expect(largestSharpSize({ width: 4500, height: 3600 }, '5x4')).toBe('30x24');
    expect(largestSharpSize({ width: 1000, height: 800 }, '5x4')).toBeNull();
  });

  it('sell canvases only in the ratios whose file covers a size', () => {
    expect(canvasRatios({ '1x1': { width: 5400, height: 5400 }, '3x2': { width: 1500, height: 1000 } })).toEqual(['1x1']);
  });
});

describe('the ratio a product page shows', () => {
  const square = { width: 5400, height: 5400 };
  const landscape = { width: 5400, height: 3600 };
  const render = { results: { '1x1': square, '3x2': landscape }, width: 3000, height: 2000 };

  it('is the one its address asks for when the render has it', () => {
    expect(shownRatio(render, '1x1')).toBe('1x1');
  });

  it('is otherwise the one closest in shape to the photo', () => {
    expect(shownRatio(render, null)).toBe('3x2');
    expect(shownRatio(render, '4x5')).toBe('3x2');
    expect(shownRatio(render, 'not-a-ratio')).toBe('3x2');
  });

  it('offers and opens on the ratios that sell a canvas, when one does', () => {
    const softLandscape = { ...render, results: { '1x1': square, '3x2': { width: 1500, height: 1000 } } };
    expect(shownRatio(softLandscape, null)).toBe('1x1');
    expect(shownRatio(softLandscape, '3x2')).toBe('1x1');
    expect(initialRatio(3000, 2000, { '1x1': { width: 900, height: 900 }, '3x2': { width: 1500, height: 1000 } })).toBe('3x2');
  });

  it('is the first the render has when the photo has no size, and none without results', () => {
    expect(initialRatio(0, 0, { '1x1': square, '3x2': landscape })).toBe('1x1');
    expect(shownRatio({ results: {}, width: 3000, height: 2000 }, null)).toBeNull();
  });
});

describe('the candidates of a preview', () => {
  it('are the phone’s copy and the preview at its own width', () => {
    expect(previewSrcSet({ preview: '/p', smallPreview: '/s', width: 6000, height: 4000 })).toBe('/s 720w, /p 1200w');
    expect(previewSrcSet({ preview: '/p', smallPreview: '/s', width: 4000, height: 6000 })).toBe('/s 720w, /p 800w');
  });

  it('are none when there is no copy, or the preview is no wider than it', () => {
    expect(previewSrcSet({ preview: '/p', width: 6000, height: 4000 })).toBeUndefined();
    expect(previewSrcSet({ preview: '/p', smallPreview: '/s', width: 3000, height: 6000 })).toBeUndefined();
  });
});
