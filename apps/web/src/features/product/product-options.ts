import { ASPECT_RATIO_INFO, BORDER_STYLES, type AspectRatio, type BorderStyle } from '@store/shared/catalog';
import { MAX_ITEM_QUANTITY, parseQuantity, physicalEntryId, type CartEntry } from '@store/shared/cart';
import { imageForRatio, initialRatio, offeredRatios, printsSharply, PRODUCT_SEARCH_KEYS, recommendedRatio } from '@store/shared/product';
import type { Purchase } from '@store/shared/purchase-rules';
import type { Render } from '@store/shared/renders';
import { routes } from '#web/config/paths.ts';
import type { Catalog, CatalogSize } from '@store/shared/catalog-schemas';

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

/** The page never offers more of a size than a cart holds. */
export const MAX_QUANTITY = MAX_ITEM_QUANTITY;

export type ProductChoices = {
  /** Ratios the render sells a canvas of (every ratio it has when none), in catalogue order. */
  ratios: AspectRatio[];
  /** The available ratio closest in shape to the uploaded photo. */
  recommended: AspectRatio | null;
  /** Selected when the page opens: the recommended ratio. */
  initialRatio: AspectRatio;
};

/** What a render can be bought as; null when it is not a finished render with results (the page says "Render not found."). */
export function productChoices(render: Pick<Render, 'status' | 'results' | 'width' | 'height'>): ProductChoices | null {
  if (render.status !== 'complete') return null;
  const ratios = offeredRatios(render.results);
  const opening = initialRatio(render.width, render.height, render.results);
  if (!opening) return null;
  return { ratios, recommended: recommendedRatio(render.width, render.height, ratios), initialRatio: opening };
}

type Resolution = { width: number; height: number };

/**
 * The canvas sizes of a ratio the render's print file of that ratio covers at print resolution,
 * with their prices: the page offers no size that would print soft. A ratio the catalogue does
 * not price lists its sizes at $0 (not for sale).
 */
export function sizeOptions(catalog: Pick<Catalog, 'ratios'>, ratio: AspectRatio, result: Resolution | undefined): CatalogSize[] {
  if (!result) return [];
  const priced = catalog.ratios.find((entry) => entry.ratio === ratio)?.sizes;
  const sizes =
    priced && priced.length > 0
      ? priced
      : ASPECT_RATIO_INFO[ratio].sizes.map((size) => ({ size, unitPriceCents: 0, variantId: null, priceId: null }));
  return sizes.filter((option) => printsSharply(result, option.size));
}

/** The size chosen when a ratio is picked: its first (smallest) that prints sharply; none when no size does. */
export function firstSize(catalog: Pick<Catalog, 'ratios'>, ratio: AspectRatio, result: Resolution | undefined): CatalogSize | null {
  return sizeOptions(catalog, ratio, result)[0] ?? null;
}

/** The chosen size of a ratio, or its first size when the choice is not one offered. */
export function selectedSize(
  catalog: Pick<Catalog, 'ratios'>,
  ratio: AspectRatio,
  result: Resolution | undefined,
  size: string,
): CatalogSize | null {
  return sizeOptions(catalog, ratio, result).find((option) => option.size === size) ?? firstSize(catalog, ratio, result);
}

/** Only a priced size can be bought: 0 cents means the payment provider had no price for it. */
export function isForSale(size: Pick<CatalogSize, 'unitPriceCents'>): boolean {
  return size.unitPriceCents > 0;
}

/** What the page offers this viewer, as the product read says; a read that says nothing offers nothing (the server decides). */
export function purchaseOf(render: Pick<Render, 'purchase'>): Purchase {
  return render.purchase ?? { mayBuy: false, refusal: 'sign-in', digitalDownloadOrderId: null };
}

/** Quantity as typed: a whole number from 1 to MAX_QUANTITY; anything invalid becomes 1. */
export function quantityFromInput(input: string | number): number {
  return Math.min(parseQuantity(input), MAX_QUANTITY);
}

export function totalCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

/** What the customer has chosen for the canvas (size '' when no size of the ratio prints sharply); kept in the page's address so a reload or a shared link restores it. */
export type ProductSelection = { ratio: AspectRatio; size: string; borderStyle: BorderStyle };

/** The choices in the address; anything missing, unknown or not offered for this render falls back to the default. */
export function selectionFromSearch(
  search: URLSearchParams,
  choices: ProductChoices,
  catalog: Pick<Catalog, 'ratios'>,
  results: Partial<Record<AspectRatio, Resolution>>,
): ProductSelection {
  const ratioParam = search.get(PRODUCT_SEARCH_KEYS.ratio);
  const ratio = choices.ratios.find((offered) => offered === ratioParam) ?? choices.initialRatio;
  const borderParam = search.get(PRODUCT_SEARCH_KEYS.borderStyle);
  return {
    ratio,
    size: selectedSize(catalog, ratio, results[ratio], search.get(PRODUCT_SEARCH_KEYS.size) ?? '')?.size ?? '',
    borderStyle: BORDER_STYLES.find((style) => style === borderParam) ?? 'full-wrap',
  };
}

export function productSearch(selection: ProductSelection): string {
  return new URLSearchParams({
    [PRODUCT_SEARCH_KEYS.ratio]: selection.ratio,
    [PRODUCT_SEARCH_KEYS.size]: selection.size,
    [PRODUCT_SEARCH_KEYS.borderStyle]: selection.borderStyle,
  }).toString();
}

/** The sizing guide, told which product page (with these choices) to link back to. */
export function sizingGuideHref(renderId: string, selection: ProductSelection): string {
  return `${routes.sizing.href()}?${new URLSearchParams({ from: `${routes.product.href({ renderId })}?${productSearch(selection)}` }).toString()}`;
}

/** How a ratio reads in the narrow-screen dropdown: "3x2 Landscape (Recommended)". */
export function ratioOptionLabel(ratio: AspectRatio, recommended: AspectRatio | null): string {
  const label = ASPECT_RATIO_INFO[ratio].label;
  return ratio === recommended ? `${label} (Recommended)` : label;
}

type RenderForCart = Pick<Render, 'id' | 'style' | 'results'>;

/** A canvas print of one ratio, border and size, as the cart keeps it. */
export function canvasEntry(
  render: RenderForCart,
  ratio: AspectRatio,
  borderStyle: BorderStyle,
  size: CatalogSize,
  quantity: number,
): CartEntry {
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
