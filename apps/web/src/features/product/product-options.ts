import { ASPECT_RATIO_INFO, BORDER_STYLES, type AspectRatio, type BorderStyle } from '@store/shared/catalog';
import { MAX_ITEM_QUANTITY, parseQuantity, physicalEntryId, type CartEntry } from '@store/shared/cart';
import {
  imageForRatio,
  initialRatio,
  PRODUCT_SEARCH_KEYS,
  ratiosWithResults,
  recommendedRatio,
  type PrintAdvice,
} from '@store/shared/product';
import type { Purchase } from '@store/shared/purchase-rules';
import type { Render } from '@store/shared/renders';
import { displaySize } from '@store/shared/size';
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
  const opening = initialRatio(render.width, render.height, ratios);
  if (!opening) return null;
  return { ratios, recommended: recommendedRatio(render.width, render.height, ratios), initialRatio: opening };
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

/** A canvas choice the advice offers to switch to. */
export type AdviceAction = { label: string; ratio: AspectRatio; size: string };

/** How the print advice reads for the chosen ratio and size, with the switch it suggests, if any. */
export function printAdviceText(advice: PrintAdvice, ratio: AspectRatio, size: string): { text: string; action: AdviceAction | null } {
  const tooLow = "This render's resolution is too low for";
  switch (advice.kind) {
    case 'smaller-size':
      return {
        text: `${tooLow} ${displaySize(size)} to print sharply. Choose ${displaySize(advice.size)} or smaller for a crisp print.`,
        action: { label: `Switch to ${displaySize(advice.size)}`, ratio, size: advice.size },
      };
    case 'other-ratio': {
      const other = ASPECT_RATIO_INFO[advice.ratio].label;
      return {
        text: `${tooLow} any ${ASPECT_RATIO_INFO[ratio].label} canvas to print sharply. ${displaySize(advice.size)} in ${other} prints crisply, or choose the digital download.`,
        action: { label: `Switch to ${displaySize(advice.size)} ${other}`, ratio: advice.ratio, size: advice.size },
      };
    }
    case 'digital-only':
      return { text: `${tooLow} any canvas to print sharply. The digital download has the full-resolution files.`, action: null };
  }
}

/** What the customer has chosen for the canvas; kept in the page's address so a reload or a shared link restores it. */
export type ProductSelection = { ratio: AspectRatio; size: string; borderStyle: BorderStyle };

/** The choices in the address; anything missing, unknown or not offered for this render falls back to the default. */
export function selectionFromSearch(search: URLSearchParams, choices: ProductChoices, catalog: Pick<Catalog, 'ratios'>): ProductSelection {
  const ratioParam = search.get(PRODUCT_SEARCH_KEYS.ratio);
  const ratio = choices.ratios.find((offered) => offered === ratioParam) ?? choices.initialRatio;
  const borderParam = search.get(PRODUCT_SEARCH_KEYS.borderStyle);
  return {
    ratio,
    size: selectedSize(catalog, ratio, search.get(PRODUCT_SEARCH_KEYS.size) ?? '').size,
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
