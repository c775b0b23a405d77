import { describe, expect, it } from 'vitest';
import { canvasPixels, coversAtPrintPpi, largestCanvasPixels, MAX_ENLARGEMENT, printFileSize, sharpSizes } from './print-resolution.ts';

describe('print resolution', () => {
  it('orients a canvas as its ratio', () => {
    expect(canvasPixels('30x20', '3x2')).toEqual({ width: 4500, height: 3000 });
    expect(canvasPixels('12x18', '2x3')).toEqual({ width: 1800, height: 2700 });
    expect(largestCanvasPixels('1x1')).toEqual({ width: 5400, height: 5400 });
  });

  it('enlarges a 12 MP phone photo square crop to the largest square canvas', () => {
    const file = printFileSize({ width: 3024, height: 3024 }, '1x1');
    expect(file).toEqual({ width: 5400, height: 5400 });
    expect(sharpSizes(file, '1x1')).toEqual(['12x12', '16x16', '24x24', '36x36']);
  });

  it('enlarges no further than the engine keeps detail', () => {
    const file = printFileSize({ width: 1000, height: 1000 }, '1x1');
    expect(file).toEqual({ width: 1000 * MAX_ENLARGEMENT, height: 1000 * MAX_ENLARGEMENT });
    expect(sharpSizes(file, '1x1')).toEqual(['12x12']);
  });

  it('keeps a crop that is already larger than the largest canvas', () => {
    expect(printFileSize({ width: 8000, height: 5333 }, '3x2')).toEqual({ width: 8000, height: 5333 });
  });

  it('sells nothing from a file too small for the smallest canvas', () => {
    expect(sharpSizes({ width: 900, height: 1125 }, '4x5')).toEqual([]);
  });
});

describe('covering a canvas at print resolution', () => {
  it('takes a file either way round and forgives one pixel of rounding', () => {
    expect(coversAtPrintPpi({ width: 4500, height: 3000 }, '20x30')).toBe(true);
    expect(coversAtPrintPpi({ width: 2999, height: 4499 }, '30x20')).toBe(true);
    expect(coversAtPrintPpi({ width: 2997, height: 4500 }, '20x30')).toBe(false);
    expect(coversAtPrintPpi({ width: 4000, height: 4000 }, 'Digital Download')).toBe(false);
  });
});
