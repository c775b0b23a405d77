import { digitalDownloadPriceCents, fromPriceText, lowestCanvasPriceCents } from '@store/shared/catalog-prices';
import type { Catalog } from '@store/shared/catalog-schemas';
import { formatShortDollars } from '@store/shared/prices';

/** "Canvas prints from $49 · Digital download $10", from the catalogue given; a part without a price is left out. */
export function PriceSummary({ catalog, className = '' }: { catalog: Catalog; className?: string }) {
  const canvas = lowestCanvasPriceCents(catalog);
  const digital = digitalDownloadPriceCents(catalog);
  const parts = [
    ...(canvas === null ? [] : [`Canvas prints ${fromPriceText(canvas)}`]),
    ...(digital === null ? [] : [`Digital download ${formatShortDollars(digital)}`]),
  ];
  if (parts.length === 0) return null;
  return (
    <p data-testid="price-summary" className={`text-sm font-medium text-stone-300 ${className}`}>
      {parts.join(' · ')}
    </p>
  );
}
