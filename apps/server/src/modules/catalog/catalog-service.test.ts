import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '@store/shared/catalog-prices';
import type { Catalog } from '@store/shared/catalog-schemas';
import { builtInVariantSource, createCatalogService, defaultPriceSource, type PriceSource, type VariantSource } from './catalog-service.ts';

const quietLog = { warn: () => undefined };

describe('catalogue', () => {
  it('prices every size from the default table and gives each a built-in variant', async () => {
    const catalog = await createCatalogService({ prices: defaultPriceSource, variants: builtInVariantSource, log: quietLog }).catalog();
    expect(catalog.ratios.map((ratio) => ratio.ratio)).toEqual(['1x1', '4x5', '2x3', '3x2', '5x4']);
    expect(catalog.ratios[0]!.sizes[0]).toEqual({ size: '12x12', unitPriceCents: 5900, variantId: 'canvas-12x12in', priceId: null });
    expect(catalog.digital.unitPriceCents).toBe(1000);
  });

  it('prices as the default catalogue the prerendered pages show before the live one arrives', async () => {
    const catalog = await createCatalogService({ prices: defaultPriceSource, variants: builtInVariantSource, log: quietLog }).catalog();
    const prices = (from: Catalog) => [
      from.ratios.map((ratio) => ratio.sizes.map((size) => [size.size, size.unitPriceCents])),
      from.digital,
    ];
    expect(prices(catalog)).toEqual(prices(defaultCatalog()));
  });

  it('matches provider variants by normalised size, landscape to portrait', async () => {
    const variants: VariantSource = { variants: async () => [{ size: '20″×30″', variantId: '9001' }] };
    const catalog = createCatalogService({ prices: defaultPriceSource, variants, log: quietLog });
    expect((await catalog.sizeOf('3x2', '30x20'))?.variantId).toBe('9001');
    expect((await catalog.sizeOf('2x3', '12x18'))?.variantId).toBeNull();
    expect(await catalog.sizeOf('2x3', '30x20')).toBeNull();
  });

  it('without variants, items go without one; without a price, 0 (not purchasable), retried next time', async () => {
    let calls = 0;
    const failingPrices: PriceSource = {
      priceCents: async (size) => {
        calls += 1;
        if (size === '12x12') throw new Error('provider down');
        return defaultPriceSource.priceCents(size);
      },
    };
    const failingVariants: VariantSource = { variants: async () => Promise.reject(new Error('provider down')) };
    const service = createCatalogService({ prices: failingPrices, variants: failingVariants, log: quietLog });
    expect(await service.sizeOf('1x1', '12x12')).toEqual({ size: '12x12', unitPriceCents: 0, variantId: null, priceId: null });
    const before = calls;
    await service.catalog();
    expect(calls).toBeGreaterThan(before);
  });

  it('caches a complete catalogue', async () => {
    let calls = 0;
    const counting: PriceSource = { priceCents: async (size) => ((calls += 1), defaultPriceSource.priceCents(size)) };
    const service = createCatalogService({ prices: counting, variants: builtInVariantSource, log: quietLog });
    await service.catalog();
    const first = calls;
    await service.catalog();
    expect(calls).toBe(first);
  });
});
