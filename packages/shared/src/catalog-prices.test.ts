import { describe, expect, it } from 'vitest';
import { ASPECT_RATIOS, sizesFor } from './catalog.ts';
import { canvasPriceCents, defaultCatalog, digitalDownloadPriceCents, fromPriceText, lowestCanvasPriceCents } from './catalog-prices.ts';
import { defaultPriceCents } from './prices.ts';

describe('prices from the catalogue', () => {
  it('the default catalogue prices every size of every ratio from the default table', () => {
    const catalog = defaultCatalog();
    expect(catalog.ratios.map((entry) => entry.ratio)).toEqual([...ASPECT_RATIOS]);
    for (const ratio of ASPECT_RATIOS) {
      for (const size of sizesFor(ratio)) expect(canvasPriceCents(catalog, ratio, size)).toBe(defaultPriceCents(size));
    }
    expect(digitalDownloadPriceCents(catalog)).toBe(1000);
  });

  it('the lowest canvas price is the cheapest size with a price, overall or within a ratio', () => {
    const catalog = defaultCatalog();
    expect(lowestCanvasPriceCents(catalog)).toBe(4900);
    expect(lowestCanvasPriceCents(catalog, '1x1')).toBe(5900);
    expect(lowestCanvasPriceCents(catalog, '3x2')).toBe(12900);
  });

  it('a size without a price (0) is neither the lowest nor shown; no price at all is null', () => {
    const catalog = defaultCatalog();
    const unpriced = {
      ...catalog,
      ratios: catalog.ratios.map((entry) =>
        entry.ratio === '4x5' ? { ...entry, sizes: entry.sizes.map((size) => ({ ...size, unitPriceCents: 0 })) } : entry,
      ),
      digital: { ...catalog.digital, unitPriceCents: 0 },
    };
    expect(lowestCanvasPriceCents(unpriced)).toBe(5900);
    expect(lowestCanvasPriceCents(unpriced, '4x5')).toBeNull();
    expect(canvasPriceCents(unpriced, '4x5', '8x10')).toBeNull();
    expect(canvasPriceCents(catalog, '4x5', '11x14')).toBeNull();
    expect(digitalDownloadPriceCents(unpriced)).toBeNull();
  });

  it('follows the catalogue it is given, not the default table', () => {
    const catalog = defaultCatalog();
    const live = {
      ...catalog,
      ratios: catalog.ratios.map((entry) => ({
        ...entry,
        sizes: entry.sizes.map((size) => ({ ...size, unitPriceCents: size.unitPriceCents + 550 })),
      })),
    };
    expect(lowestCanvasPriceCents(live)).toBe(5450);
    expect(fromPriceText(5450)).toBe('from $54.50');
    expect(fromPriceText(4900)).toBe('from $49');
  });
});
