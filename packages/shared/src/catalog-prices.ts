import { ASPECT_RATIOS, ASPECT_RATIO_INFO, DIGITAL_DOWNLOAD_SIZE, type AspectRatio } from './catalog.ts';
import type { Catalog, CatalogSize } from './catalog-schemas.ts';
import { defaultPriceCents, formatShortDollars } from './prices.ts';

/** Prices read from the catalogue for the pages where customers decide; a unit price of 0 is no price. */

/**
 * The catalogue priced from the default table: what the server answers when no payment provider
 * supplies prices, and what a page shows before the live catalogue arrives.
 */
export function defaultCatalog(): Catalog {
  const priced = (size: string): CatalogSize => ({ size, unitPriceCents: defaultPriceCents(size) ?? 0, variantId: null, priceId: null });
  return {
    ratios: ASPECT_RATIOS.map((ratio) => ({
      ratio,
      label: ASPECT_RATIO_INFO[ratio].label,
      sizes: ASPECT_RATIO_INFO[ratio].sizes.map(priced),
    })),
    digital: priced(DIGITAL_DOWNLOAD_SIZE),
  };
}

function lowest(sizes: CatalogSize[]): number | null {
  const prices = sizes.map((size) => size.unitPriceCents).filter((cents) => cents > 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** The cheapest canvas print of the whole catalogue, or of one aspect ratio; null when none has a price. */
export function lowestCanvasPriceCents(catalog: Catalog, ratio?: AspectRatio): number | null {
  const ratios = ratio ? catalog.ratios.filter((entry) => entry.ratio === ratio) : catalog.ratios;
  return lowest(ratios.flatMap((entry) => entry.sizes));
}

/** The unit price of one canvas size of a ratio, or null when it has none (not for sale). */
export function canvasPriceCents(catalog: Catalog, ratio: AspectRatio, size: string): number | null {
  const cents = catalog.ratios.find((entry) => entry.ratio === ratio)?.sizes.find((entry) => entry.size === size)?.unitPriceCents ?? 0;
  return cents > 0 ? cents : null;
}

/** The digital download's price, or null when it has none. */
export function digitalDownloadPriceCents(catalog: Catalog): number | null {
  return catalog.digital.unitPriceCents > 0 ? catalog.digital.unitPriceCents : null;
}

/** "from $49": the start of a price range. */
export function fromPriceText(cents: number): string {
  return `from ${formatShortDollars(cents)}`;
}
