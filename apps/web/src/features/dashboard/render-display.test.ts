import { describe, expect, it } from 'vitest';
import { resultToShow } from './render-display.ts';

const links = (name: string) => ({ preview: `/${name}-preview`, width: 100, height: 100 });

describe('resultToShow', () => {
  it('prefers the square result', () => {
    expect(resultToShow({ results: { '3x2': links('3x2'), '1x1': links('1x1') } })?.preview).toBe('/1x1-preview');
  });

  it('falls back in the order 4x5, 2x3, 3x2, 5x4', () => {
    expect(resultToShow({ results: { '5x4': links('5x4'), '2x3': links('2x3') } })?.preview).toBe('/2x3-preview');
    expect(resultToShow({ results: { '5x4': links('5x4') } })?.preview).toBe('/5x4-preview');
  });

  it('is null before staff upload a result', () => {
    expect(resultToShow({ results: {} })).toBeNull();
  });
});
