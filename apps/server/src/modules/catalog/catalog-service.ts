import { ASPECT_RATIOS, ASPECT_RATIO_INFO, DIGITAL_DOWNLOAD_SIZE, type AspectRatio } from '@store/shared/catalog';
import type { Catalog, CatalogSize } from '@store/shared/catalog-schemas';
import { defaultPriceCents } from '@store/shared/prices';
import { normalizeSize } from '@store/shared/size';

/** Where unit prices come from: the payment provider when configured, else the default table. */
export type PriceSource = { priceCents(size: string): Promise<{ unitPriceCents: number; priceId: string | null } | null> };
/** Where print variants come from: the print provider's catalogue when configured, else the built-in table. */
export type VariantSource = { variants(): Promise<Array<{ size: string; variantId: string }>> };

export const defaultPriceSource: PriceSource = {
  async priceCents(size) {
    const cents = defaultPriceCents(size);
    return cents === null ? null : { unitPriceCents: cents, priceId: null };
  },
};

/** The manual print provider's variants: one per normalised canvas size. */
export const builtInVariantSource: VariantSource = {
  async variants() {
    const sizes = new Set(ASPECT_RATIOS.flatMap((ratio) => ASPECT_RATIO_INFO[ratio].sizes.map((size) => normalizeSize(size)!)));
    return [...sizes].map((size) => ({ size, variantId: `canvas-${size.replace('″', 'in')}` }));
  },
};

const CACHE_MS = 10 * 60_000;

/** The server's catalogue: the only authority on prices. Cached; a provider failure degrades as SPEC.md section 7 says. */
export function createCatalogService(deps: {
  prices: PriceSource;
  variants: VariantSource;
  log: { warn: (object: object, message: string) => void };
}) {
  let cached: { catalog: Catalog; at: number } | undefined;

  async function variantsBySize(): Promise<Map<string, string>> {
    try {
      const variants = await deps.variants.variants();
      return new Map(
        variants.flatMap((variant) => {
          const key = normalizeSize(variant.size);
          return key ? [[key, variant.variantId] as const] : [];
        }),
      );
    } catch (error) {
      deps.log.warn({ err: error }, 'print variants unavailable; items go without a variant');
      return new Map();
    }
  }

  async function price(size: string): Promise<{ unitPriceCents: number; priceId: string | null }> {
    try {
      return (await deps.prices.priceCents(size)) ?? { unitPriceCents: 0, priceId: null };
    } catch (error) {
      deps.log.warn({ err: error, size }, 'price unavailable; shown as 0 and not purchasable');
      return { unitPriceCents: 0, priceId: null };
    }
  }

  async function build(): Promise<Catalog> {
    const variants = await variantsBySize();
    const ratios = await Promise.all(
      ASPECT_RATIOS.map(async (ratio) => ({
        ratio,
        label: ASPECT_RATIO_INFO[ratio].label,
        sizes: await Promise.all(
          ASPECT_RATIO_INFO[ratio].sizes.map(async (size) => ({
            size,
            ...(await price(size)),
            variantId: variants.get(normalizeSize(size)!) ?? null,
          })),
        ),
      })),
    );
    return { ratios, digital: { size: DIGITAL_DOWNLOAD_SIZE, ...(await price(DIGITAL_DOWNLOAD_SIZE)), variantId: null } };
  }

  async function catalog(): Promise<Catalog> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.catalog;
    const fresh = await build();
    const complete =
      fresh.digital.unitPriceCents > 0 && fresh.ratios.every((ratio) => ratio.sizes.every((size) => size.unitPriceCents > 0));
    // A catalogue with a failed price is not cached, so the next request tries the provider again.
    if (complete) cached = { catalog: fresh, at: Date.now() };
    return fresh;
  }

  return {
    catalog,
    /** The priced catalogue entry for a size of a ratio (or the digital download), or null when the ratio has no such size. */
    async sizeOf(ratio: AspectRatio, size: string): Promise<CatalogSize | null> {
      const current = await catalog();
      if (size === DIGITAL_DOWNLOAD_SIZE) return current.digital;
      return current.ratios.find((entry) => entry.ratio === ratio)?.sizes.find((entry) => entry.size === size) ?? null;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
