import { describe, expect, it } from 'vitest';
import {
  imageForRatio,
  initialRatio,
  overlayMargins,
  printAdvice,
  printPpi,
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

describe('print advice', () => {
  const square = { width: 4000, height: 4000 };

  it('gives none when the chosen size prints sharply, or there is no result to judge', () => {
    expect(printAdvice({ '1x1': square }, '1x1', '36x36')).toBeNull();
    expect(printAdvice({}, '1x1', '36x36')).toBeNull();
  });

  it('names the largest smaller size of the ratio that prints sharply', () => {
    // 2000 px prints 24x24 at about 83 ppi, 16x16 at 125 ppi.
    expect(printAdvice({ '1x1': { width: 2000, height: 2000 } }, '1x1', '36x36')).toEqual({ kind: 'smaller-size', size: '16x16' });
  });

  it('points to another ratio when no size of the chosen one prints sharply: the closest in shape, at its largest sharp size', () => {
    // A 2400 px wide render: 3x2 is 2400x1600, below 100 ppi even at 30x20.
    const results = {
      '3x2': { width: 2400, height: 1600 },
      '5x4': { width: 2000, height: 1600 },
      '1x1': { width: 1600, height: 1600 },
      '2x3': { width: 1067, height: 1600 },
    };
    expect(printAdvice(results, '3x2', '30x20')).toEqual({ kind: 'other-ratio', ratio: '5x4', size: '20x16' });
    expect(printAdvice({ '3x2': results['3x2'], '1x1': results['1x1'] }, '3x2', '36x24')).toEqual({
      kind: 'other-ratio',
      ratio: '1x1',
      size: '16x16',
    });
  });

  it('points to the digital download when no canvas of any ratio prints sharply', () => {
    expect(printAdvice({ '3x2': { width: 1500, height: 1000 }, '1x1': { width: 1000, height: 1000 } }, '3x2', '30x20')).toEqual({
      kind: 'digital-only',
    });
  });

  it('knows which sizes print sharply', () => {
    expect(printsSharply({ width: 4000, height: 6000 }, '12x18')).toBe(true);
    expect(printsSharply({ width: 2000, height: 3000 }, '24x36')).toBe(false);
    expect(printsSharply({ width: 800, height: 1000 }, '8x10')).toBe(true);
  });
});

describe('the ratio a product page shows', () => {
  const render = { results: { '1x1': 'square', '3x2': 'landscape' }, width: 3000, height: 2000 };

  it('is the one its address asks for when the render has it', () => {
    expect(shownRatio(render, '1x1')).toBe('1x1');
  });

  it('is otherwise the one closest in shape to the photo', () => {
    expect(shownRatio(render, null)).toBe('3x2');
    expect(shownRatio(render, '4x5')).toBe('3x2');
    expect(shownRatio(render, 'not-a-ratio')).toBe('3x2');
  });

  it('is the first the render has when the photo has no size, and none without results', () => {
    expect(initialRatio(0, 0, ['3x2', '1x1'])).toBe('3x2');
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
