import { describe, expect, it } from 'vitest';
import { cartEntryProblem } from './cart-entry-rules.ts';

const canvas = (size: string, borderStyle?: string, quantity = 1) => ({ size, quantity, isDigital: false, borderStyle });
const download = (quantity = 1) => ({ size: 'Digital Download', quantity, isDigital: true });

describe('cartEntryProblem', () => {
  it('allows a digital download alone, and canvases of one ratio and one border', () => {
    expect(cartEntryProblem({ aspectRatio: '1x1', items: [download()] })).toBeNull();
    expect(cartEntryProblem({ aspectRatio: '2x3', items: [canvas('12x18', 'full-wrap', 2), canvas('24x36', 'full-wrap')] })).toBeNull();
  });

  it('refuses a canvas beside the download, and two border styles in one line', () => {
    expect(cartEntryProblem({ aspectRatio: '1x1', items: [canvas('12x12', 'full-wrap'), download()] })).toBe('mixed');
    expect(cartEntryProblem({ aspectRatio: '1x1', items: [canvas('12x12', 'full-wrap'), canvas('16x16', 'white-border')] })).toBe(
      'borders',
    );
  });

  it('refuses the download as a canvas, more than one download, sizes of another ratio, no border and quantities below 1', () => {
    expect(cartEntryProblem({ aspectRatio: '1x1', items: [canvas('Digital Download', 'full-wrap')] })).toBe('digitalSize');
    expect(cartEntryProblem({ aspectRatio: '1x1', items: [{ size: '12x12', quantity: 1, isDigital: true }] })).toBe('digitalSize');
    expect(cartEntryProblem({ aspectRatio: '1x1', items: [download(5)] })).toBe('digitalQuantity');
    expect(cartEntryProblem({ aspectRatio: '1x1', items: [canvas('12x18', 'full-wrap')] })).toBe('size');
    expect(cartEntryProblem({ aspectRatio: '7x1', items: [canvas('12x18', 'full-wrap')] })).toBe('ratio');
    expect(cartEntryProblem({ aspectRatio: '3x2', items: [canvas('30x20')] })).toBe('noBorder');
    expect(cartEntryProblem({ aspectRatio: '4x5', items: [canvas('8x10', 'white-border', 0)] })).toBe('quantity');
  });
});
