import { ASPECT_RATIO_INFO, type AspectRatio, type BorderStyle } from '@store/shared/catalog';
import { parseQuantity, physicalEntryId, type CartEntry } from '@store/shared/cart';
import { MIN_SHARP_PPI, imageForRatio, printPpi, ratiosWithResults, recommendedRatio } from '@store/shared/product';
import type { Render, ResultLinks } from '@store/shared/renders';
import type { Catalog, CatalogSize } from '../../lib/catalog.ts';

/** The product page's choices and texts (SPEC.md section 2, "Product page"), apart from React. */

export const PRODUCT_MESSAGES = {
  loading: 'Loading...',
  notFound: 'Render not found.',
  addedToCart: 'Added to cart successfully!',
  recommendedTooltip: 'Recommended aspect ratio that most closely matches your original uploaded image size.',
  handStretched: 'Canvases are stretched by hand, so edges may show slight imperfections.',
} as const;

/** Spec: the product page is narrow at 767px or less, where the aspect size picker becomes a dropdown. */
export const NARROW_SCREEN_QUERY = '(max-width: 767px)';

/** Spec: the add-to-cart message shows for 2 seconds. */
export const ADDED_MESSAGE_MS = 2000;

/** The server refuses a cart line above 99 (cartInputSchema), so the page never offers more. */
export const MAX_QUANTITY = 99;

export type ProductChoices = {
  /** Ratios the render has a result for, in catalogue order. */
  ratios: AspectRatio[];
  /** The available ratio closest in shape to the uploaded photo. */
  recommended: AspectRatio | null;
  /** Selected when the page opens: the recommended ratio. */
  initialRatio: AspectRatio;
};

/** What a render can be bought as; null when it is not a finished render with results (the page says "Render not found."). */
export function productChoices(render: Pick<Render, 'status' | 'results' | 'width' | 'height'>): ProductChoices | null {
  if (render.status !== 'complete') return null;
  const ratios = ratiosWithResults(render.results);
  const [first] = ratios;
  if (!first) return null;
  const recommended = recommendedRatio(render.width, render.height, ratios);
  return { ratios, recommended, initialRatio: recommended ?? first };
}

/** The canvas sizes of a ratio with their prices; a ratio the catalogue does not price lists its sizes at $0 (not for sale). */
export function sizeOptions(catalog: Pick<Catalog, 'ratios'>, ratio: AspectRatio): CatalogSize[] {
  const priced = catalog.ratios.find((entry) => entry.ratio === ratio)?.sizes;
  if (priced && priced.length > 0) return priced;
  return ASPECT_RATIO_INFO[ratio].sizes.map((size) => ({ size, unitPriceCents: 0, variantId: null, priceId: null }));
}

/** The size chosen when a ratio is picked: its first (smallest). */
export function firstSize(catalog: Pick<Catalog, 'ratios'>, ratio: AspectRatio): CatalogSize {
  return sizeOptions(catalog, ratio)[0]!;
}

/** The chosen size of a ratio, or its first size when the choice does not belong to it. */
export function selectedSize(catalog: Pick<Catalog, 'ratios'>, ratio: AspectRatio, size: string): CatalogSize {
  return sizeOptions(catalog, ratio).find((option) => option.size === size) ?? firstSize(catalog, ratio);
}

/** Only a priced size can be bought: 0 cents means the payment provider had no price for it. */
export function isForSale(size: Pick<CatalogSize, 'unitPriceCents'>): boolean {
  return size.unitPriceCents > 0;
}

/** Quantity as typed: a whole number from 1 to MAX_QUANTITY; anything invalid becomes 1. */
export function quantityFromInput(input: string | number): number {
  return Math.min(parseQuantity(input), MAX_QUANTITY);
}

export function totalCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

/** Whether a result has too few pixels for a size to print sharply. */
export function isTooSoftToPrint(result: Pick<ResultLinks, 'width' | 'height'>, size: string): boolean {
  return printPpi(result.width, result.height, size) < MIN_SHARP_PPI;
}

/** How a ratio reads in the narrow-screen dropdown: "3x2 Landscape (Recommended)". */
export function ratioOptionLabel(ratio: AspectRatio, recommended: AspectRatio | null): string {
  const label = ASPECT_RATIO_INFO[ratio].label;
  return ratio === recommended ? `${label} (Recommended)` : label;
}

type RenderForCart = Pick<Render, 'id' | 'style' | 'results'>;

/** A canvas print of one ratio, border and size, as the cart keeps it. */
export function canvasEntry(render: RenderForCart, ratio: AspectRatio, borderStyle: BorderStyle, size: CatalogSize, quantity: number): CartEntry {
  return {
    id: physicalEntryId(render.id, ratio, borderStyle),
    renderId: render.id,
    image: imageForRatio(render.results, ratio)?.preview ?? '',
    style: render.style,
    aspectRatio: ratio,
    items: [
      {
        size: size.size,
        quantity: quantityFromInput(quantity),
        isDigital: false,
        borderStyle,
        unitPriceCents: size.unitPriceCents,
        variantId: size.variantId,
        priceId: size.priceId,
      },
    ],
  };
}

