import { describe, expect, it } from 'vitest';
import { aspectRatioLabel, describeLine } from './order-lines.ts';

describe('describeLine', () => {
  it('names the render, a canvas size that does not break, its border and ratio', () => {
    expect(
      describeLine({ style: 'Anime', aspectRatio: '2x3', size: '12x18', quantity: 2, isDigital: false, borderStyle: 'white-border' }),
    ).toEqual({
      title: 'Anime render',
      product: '12″\u00a0×\u00a018″ canvas',
      detail: 'White Border · 2x3 Portrait',
      summary: 'Anime render · 12″\u00a0×\u00a018″ canvas · White Border · 2x3 Portrait × 2',
    });
  });

  it('describes the download by its size label and the ratios it holds', () => {
    expect(describeLine({ style: 'Retro', aspectRatio: '1x1', size: 'Digital Download', quantity: 1, isDigital: true })).toEqual({
      title: 'Retro render',
      product: 'Digital Download',
      detail: 'All 5 aspect ratios',
      summary: 'Retro render · Digital Download · All 5 aspect ratios × 1',
    });
  });

  it('leaves out a border the canvas does not have', () => {
    expect(describeLine({ style: 'Retro', aspectRatio: '3x2', size: '30x20', quantity: 1, isDigital: false }).detail).toBe('3x2 Landscape');
  });
});

describe('aspectRatioLabel', () => {
  it('names a catalogue ratio and shows anything else as stored', () => {
    expect(aspectRatioLabel('4x5')).toBe('4x5 Portrait');
    expect(aspectRatioLabel('7x9')).toBe('7x9');
  });
});
