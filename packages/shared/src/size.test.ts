import { describe, expect, it } from 'vitest';
import { displaySize, normalizeSize } from './size.ts';

describe('size normalisation', () => {
  it.each([
    ['12″×18″', '12x18″'],
    ['18 x 12 in', '12x18″'],
    ['30x20', '20x30″'],
    ['20″ × 30″', '20x30″'],
    ['36X24"', '24x36″'],
    ['16 by 16 inches', '16x16″'],
  ])('%s becomes %s', (input, normalized) => {
    expect(normalizeSize(input)).toBe(normalized);
  });

  it('a landscape size matches its portrait variant', () => {
    expect(normalizeSize('30x20')).toBe(normalizeSize('20x30'));
  });

  it.each(['Digital Download', '12', '', '1x2x3'])('%j is no size', (input) => {
    expect(normalizeSize(input)).toBeNull();
  });

  it('displays catalogue sizes with inch marks', () => {
    expect(displaySize('30x20')).toBe('30″ × 20″');
  });
});
