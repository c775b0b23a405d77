import { displaySize } from './size.ts';

/**
 * Who may buy a render and what they already own (issue 10): a render is bought by the customer
 * who ordered it, once complete, and its digital download once. The product read and the dashboard
 * tell the page; the cart refuses the rest.
 */

export const PURCHASE_REFUSALS = ['sign-in', 'not-owner', 'not-complete'] as const;
export type PurchaseRefusal = (typeof PURCHASE_REFUSALS)[number];

/** What a viewer may buy of a render (its zod schema is in renders.ts: this module stays free of zod for the cart in every page's script). */
export type Purchase = {
  /** Whether this viewer may put the render in their cart. */
  mayBuy: boolean;
  /** Why not, when they may not. */
  refusal: PurchaseRefusal | null;
  /** The order in which this viewer bought the digital download: its files come with it, and it is not sold again. */
  digitalDownloadOrderId: string | null;
};

export const PURCHASE_MESSAGES = {
  purchased: 'Purchased',
  signIn: 'Only the customer who ordered this render can buy it. Log in if this render is yours.',
  notOwner: 'This render belongs to another customer, so only they can buy it.',
  notOwnerInCart: 'This render belongs to another customer, so it cannot go in your cart.',
  alreadyPurchased: 'You already own the digital download of this render. Its files are on your dashboard.',
} as const;

/** What `viewer` may do with a render, given the order in which they bought its digital download (or null). */
export function purchaseFor(
  viewer: { id: string } | null,
  render: { userId: string; status: string },
  digitalDownloadOrderId: string | null,
): Purchase {
  const refusal: PurchaseRefusal | null = !viewer
    ? 'sign-in'
    : viewer.id !== render.userId
      ? 'not-owner'
      : render.status !== 'complete'
        ? 'not-complete'
        : null;
  return { mayBuy: refusal === null, refusal, digitalDownloadOrderId: viewer ? digitalDownloadOrderId : null };
}

export const CART_REFUSAL_CODES = ['NOT_YOUR_RENDER', 'ALREADY_PURCHASED', 'PRINTS_SOFT'] as const;
export type CartRefusal = { status: 400 | 403 | 409; code: (typeof CART_REFUSAL_CODES)[number]; message: string };

export function isCartRefusalCode(code: string): boolean {
  return (CART_REFUSAL_CODES as readonly string[]).includes(code);
}

/**
 * Why a cart refuses an entry the customer asked for, or null. A render that is gone or not finished
 * is not a refusal: the entry is left out, as SPEC.md section 5 says of invalid entries.
 */
export function cartRefusal(purchase: Purchase, digital: boolean): CartRefusal | null {
  if (purchase.refusal === 'not-owner') return { status: 403, code: 'NOT_YOUR_RENDER', message: PURCHASE_MESSAGES.notOwnerInCart };
  if (digital && purchase.digitalDownloadOrderId !== null)
    return { status: 409, code: 'ALREADY_PURCHASED', message: PURCHASE_MESSAGES.alreadyPurchased };
  return null;
}

/** A canvas size the render's print file does not cover at PRINT_PPI: the product page never offers it. */
export function softPrintRefusal(size: string): CartRefusal {
  return {
    status: 400,
    code: 'PRINTS_SOFT',
    message: `This render does not print sharply at ${displaySize(size)}, so that canvas cannot go in your cart.`,
  };
}

/** The error body's field naming a refused cart entry by its place in the cart sent. */
export function refusedEntryField(index: number): string {
  return `entries.${index}`;
}

/** The places of the refused entries named in an error body's fields. */
export function refusedEntryIndexes(fields: Record<string, string>): number[] {
  return Object.keys(fields).flatMap((field) => {
    const match = /^entries\.(\d+)$/.exec(field);
    return match ? [Number(match[1])] : [];
  });
}
