import { DIGITAL_DOWNLOAD_SIZE, type AspectRatio, type BorderStyle } from './catalog.ts';
import { formatShortDollars } from './prices.ts';
import { imageForRatio } from './product.ts';

/** The cart's rules (SPEC.md sections 3-5), used by the browser and enforced again by the server. */

export type CartItem = {
  size: string;
  quantity: number;
  isDigital: boolean;
  borderStyle?: BorderStyle;
  /** Set by the server from its catalogue; anything the browser sends is ignored. */
  unitPriceCents: number;
  variantId?: string | null;
  priceId?: string | null;
};

export type CartEntry = {
  /** {renderId}-{aspectRatio}-{borderStyle} for a canvas, {renderId}-digital for the download. */
  id: string;
  renderId: string;
  image: string;
  style: string;
  aspectRatio: AspectRatio;
  items: CartItem[];
};

export type Cart = CartEntry[];

export function physicalEntryId(renderId: string, aspectRatio: AspectRatio, borderStyle: BorderStyle): string {
  return `${renderId}-${aspectRatio}-${borderStyle}`;
}

export function digitalEntryId(renderId: string): string {
  return `${renderId}-digital`;
}

/** The digital download of a render as a cart entry: one item, quantity 1, files for all five ratios, shown by its square image. */
export function digitalDownloadEntry(
  render: { id: string; style: string; results: Partial<Record<AspectRatio, { preview: string }>> },
  price: { unitPriceCents: number; priceId: string | null },
): CartEntry {
  return {
    id: digitalEntryId(render.id),
    renderId: render.id,
    image: imageForRatio(render.results, '1x1')?.preview ?? '',
    style: render.style,
    aspectRatio: '1x1',
    items: [
      {
        size: DIGITAL_DOWNLOAD_SIZE,
        quantity: 1,
        isDigital: true,
        unitPriceCents: price.unitPriceCents,
        variantId: null,
        priceId: price.priceId,
      },
    ],
  };
}

/** The digital download button: 'Add Digital Download ($10)', then 'Digital Download Added'. */
export function digitalDownloadLabel(unitPriceCents: number, added: boolean): string {
  return added ? 'Digital Download Added' : `Add Digital Download (${formatShortDollars(unitPriceCents)})`;
}

export function hasDigitalDownload(cart: Cart, renderId: string): boolean {
  return cart.some((entry) => entry.id === digitalEntryId(renderId));
}

/** The most of one size a cart holds, after merging; the quantity inputs offer no more. */
export const MAX_ITEM_QUANTITY = 99;
/** The most entries a cart holds: far more than a customer buys at once, few enough to refuse a runaway cart. */
export const MAX_CART_ENTRIES = 20;

export const CART_LIMIT_MESSAGES = {
  entries: `A cart holds at most ${MAX_CART_ENTRIES} entries.`,
  quantity: `A cart holds at most ${MAX_ITEM_QUANTITY} of each size.`,
} as const;

/** Quantity typed by a person: a whole number of at least 1, anything else becomes 1; above the cap it is the cap. */
export function parseQuantity(input: string | number): number {
  const value = typeof input === 'number' ? input : Number(String(input).trim());
  return Number.isInteger(value) && value >= 1 ? Math.min(value, MAX_ITEM_QUANTITY) : 1;
}

/** Which cap a cart breaks, as the message to show, or null when it keeps to them. */
export function cartLimitProblem(cart: Cart): string | null {
  if (cart.length > MAX_CART_ENTRIES) return CART_LIMIT_MESSAGES.entries;
  if (cart.some((entry) => entry.items.some((item) => item.quantity > MAX_ITEM_QUANTITY))) return CART_LIMIT_MESSAGES.quantity;
  return null;
}

/** The cart within its caps: merged quantities stop at the cap and entries past the last allowed one are left out (the cart itself when it keeps to them). */
export function limitCart(cart: Cart): Cart {
  if (cartLimitProblem(cart) === null) return cart;
  return cart
    .slice(0, MAX_CART_ENTRIES)
    .map((entry) => ({ ...entry, items: entry.items.map((item) => ({ ...item, quantity: Math.min(item.quantity, MAX_ITEM_QUANTITY) })) }));
}

function sameItem(a: CartItem, b: CartItem): boolean {
  return a.size === b.size && a.borderStyle === b.borderStyle && a.isDigital === b.isDigital;
}

/**
 * Adds an entry: ignored without a renderId and items; the digital download once per render;
 * canvas items of the same render, ratio and border merge their quantity when the size matches.
 */
export function addToCart(cart: Cart, entry: CartEntry): Cart {
  if (!entry.renderId || !Array.isArray(entry.items) || entry.items.length === 0) return cart;
  const existing = cart.find((candidate) => candidate.id === entry.id);
  if (!existing) return [...cart, { ...entry, items: entry.items.map((item) => (item.isDigital ? { ...item, quantity: 1 } : item)) }];
  if (entry.items.every((item) => item.isDigital)) return cart;
  const items = [...existing.items];
  for (const item of entry.items) {
    const index = items.findIndex((candidate) => sameItem(candidate, item));
    if (index === -1) items.push(item);
    else items[index] = { ...items[index]!, quantity: items[index]!.quantity + item.quantity };
  }
  return cart.map((candidate) => (candidate === existing ? { ...existing, items } : candidate));
}

export function mergeCarts(base: Cart, incoming: Cart): Cart {
  return incoming.reduce(addToCart, base);
}

function updateItem(cart: Cart, entryId: string, size: string, update: (item: CartItem) => CartItem): Cart {
  return cart.map((entry) =>
    entry.id === entryId ? { ...entry, items: entry.items.map((item) => (item.size === size ? update(item) : item)) } : entry,
  );
}

/** Plus adds one, up to the cap; never to the digital download. */
export function increaseQuantity(cart: Cart, entryId: string, size: string): Cart {
  return updateItem(cart, entryId, size, (item) =>
    item.isDigital ? item : { ...item, quantity: Math.min(item.quantity + 1, MAX_ITEM_QUANTITY) },
  );
}

/** Minus never goes below 1; at quantity 1 it removes the whole entry. */
export function decreaseQuantity(cart: Cart, entryId: string, size: string): Cart {
  const entry = cart.find((candidate) => candidate.id === entryId);
  const item = entry?.items.find((candidate) => candidate.size === size);
  if (!entry || !item) return cart;
  if (item.quantity <= 1) return removeEntry(cart, entryId);
  return updateItem(cart, entryId, size, (current) => ({ ...current, quantity: current.quantity - 1 }));
}

export function setQuantity(cart: Cart, entryId: string, size: string, input: string | number): Cart {
  return updateItem(cart, entryId, size, (item) => (item.isDigital ? item : { ...item, quantity: parseQuantity(input) }));
}

export function removeEntry(cart: Cart, entryId: string): Cart {
  return cart.filter((entry) => entry.id !== entryId);
}

export function lineTotalCents(item: CartItem): number {
  return item.unitPriceCents * item.quantity;
}

export function cartTotalCents(cart: Cart): number {
  return cart.reduce((total, entry) => total + entry.items.reduce((sum, item) => sum + lineTotalCents(item), 0), 0);
}

export function totalQuantity(cart: Cart): number {
  return cart.reduce((total, entry) => total + entry.items.reduce((sum, item) => sum + item.quantity, 0), 0);
}

/**
 * What is kept when a cart is saved: entries without a text renderId or an items list are
 * dropped, and so are items without a size or a quantity above 0 (then entries left empty).
 */
export function sanitizeCart(input: unknown): Cart {
  if (!Array.isArray(input)) return [];
  const cart: Cart = [];
  for (const raw of input as Array<Record<string, unknown>>) {
    if (!raw || typeof raw !== 'object' || typeof raw.renderId !== 'string' || raw.renderId === '' || !Array.isArray(raw.items)) continue;
    const items = (raw.items as Array<Record<string, unknown>>).filter(
      (item) =>
        item &&
        typeof item === 'object' &&
        typeof item.size === 'string' &&
        item.size !== '' &&
        typeof item.quantity === 'number' &&
        item.quantity > 0,
    );
    if (items.length === 0) continue;
    cart.push({
      id: typeof raw.id === 'string' ? raw.id : raw.renderId,
      renderId: raw.renderId,
      image: typeof raw.image === 'string' ? raw.image : '',
      style: typeof raw.style === 'string' && raw.style ? raw.style : 'Unknown',
      aspectRatio: (typeof raw.aspectRatio === 'string' ? raw.aspectRatio : '1x1') as AspectRatio,
      items: items.map((item) => ({
        size: item.size as string,
        quantity: Math.max(1, Math.floor(item.quantity as number)),
        isDigital: item.isDigital === true,
        ...(typeof item.borderStyle === 'string' ? { borderStyle: item.borderStyle as BorderStyle } : {}),
        unitPriceCents: typeof item.unitPriceCents === 'number' ? item.unitPriceCents : 0,
      })),
    });
  }
  return cart;
}
