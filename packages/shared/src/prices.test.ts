import { describe, expect, it } from 'vitest';
import { ASPECT_RATIOS, sizesFor } from './catalog.ts';
import { defaultPriceCents, formatDollars, formatShortDollars } from './prices.ts';

describe('default prices', () => {
  it('every catalogue size and the digital download has one', () => {
    for (const ratio of ASPECT_RATIOS) for (const size of sizesFor(ratio)) expect(defaultPriceCents(size)).toBeGreaterThan(0);
    expect(defaultPriceCents('Digital Download')).toBe(1000);
  });

  it('landscape sizes cost the same as the portrait canvas they are', () => {
    expect(defaultPriceCents('30x20')).toBe(defaultPriceCents('20x30'));
    expect(defaultPriceCents('20x16')).toBe(8900);
    expect(defaultPriceCents('30x24')).toBe(14900);
  });

  it('knows no price for a size outside the catalogue', () => {
    expect(defaultPriceCents('11x14')).toBeNull();
  });

  it('shows dollars with two decimals', () => {
    expect(formatDollars(5900)).toBe('$59.00');
    expect(formatDollars(123450)).toBe('$1,234.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(100_000_000)).toBe('$1,000,000.00');
    expect(formatDollars(-950)).toBe('$-9.50');
    expect(formatShortDollars(1000)).toBe('$10');
    expect(formatShortDollars(150_000)).toBe('$1,500');
    expect(formatShortDollars(1050)).toBe('$10.50');
  });
});
