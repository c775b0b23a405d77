import {
  addToCart,
  cartLimitProblem,
  digitalDownloadEntry,
  limitCart,
  physicalEntryId,
  type Cart,
  type CartEntry,
} from '@store/shared/cart';
import type { CartInput } from '@store/shared/cart-schemas';
import { DIGITAL_DOWNLOAD_SIZE, isAspectRatio, sizesFor } from '@store/shared/catalog';
import type { Render } from '@store/shared/renders';
import { HttpError } from '#server/http-errors.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { CartRepository } from './cart-repository.ts';

/**
 * The customer's saved cart. Whatever the browser sends is checked against the server's own
 * records (the render exists, is complete and is theirs; the size belongs to the ratio; the
 * border is valid) and priced from the catalogue; anything else is dropped.
 */
export function createCartService(deps: { carts: CartRepository; renders: RenderService; catalog: CatalogService }) {
  const repository = deps.carts;

  async function entryFor(render: Render, input: CartInput[number]): Promise<CartEntry | null> {
    const digital = input.items.filter((item) => item.isDigital && item.size === DIGITAL_DOWNLOAD_SIZE);
    if (digital.length > 0) {
      const priced = await deps.catalog.sizeOf('1x1', DIGITAL_DOWNLOAD_SIZE);
      if (!priced) return null;
      return digitalDownloadEntry(render, priced);
    }
    const ratio = input.aspectRatio;
    if (!isAspectRatio(ratio) || !render.results[ratio]) return null;
    const border = input.items[0]?.borderStyle;
    if (!border) return null;
    const items = [];
    for (const item of input.items) {
      if (item.isDigital || item.borderStyle !== border || item.quantity < 1 || !sizesFor(ratio).includes(item.size)) continue;
      const priced = await deps.catalog.sizeOf(ratio, item.size);
      if (!priced) continue;
      items.push({
        size: item.size,
        quantity: item.quantity,
        isDigital: false,
        borderStyle: border,
        unitPriceCents: priced.unitPriceCents,
        variantId: priced.variantId,
        priceId: priced.priceId,
      });
    }
    if (items.length === 0) return null;
    return {
      id: physicalEntryId(render.id, ratio, border),
      renderId: render.id,
      image: render.results[ratio]!.preview,
      style: render.style,
      aspectRatio: ratio,
      items,
    };
  }

  async function priced(userId: string, input: CartInput): Promise<Cart> {
    let cart: Cart = [];
    const renders = new Map<string, Render | null>();
    for (const entry of input) {
      if (!renders.has(entry.renderId)) renders.set(entry.renderId, await deps.renders.purchasable(entry.renderId, userId));
      const render = renders.get(entry.renderId);
      if (!render) continue;
      const built = await entryFor(render, entry);
      if (!built) continue;
      // Item by item, so a size repeated within one entry is merged (and counted) too.
      for (const item of built.items) cart = addToCart(cart, { ...built, items: [item] });
    }
    return cart;
  }

  function stored(cart: Cart): CartInput {
    return cart.map((entry) => ({
      renderId: entry.renderId,
      aspectRatio: entry.aspectRatio,
      items: entry.items.map((item) => ({
        size: item.size,
        quantity: item.quantity,
        isDigital: item.isDigital,
        ...(item.borderStyle ? { borderStyle: item.borderStyle } : {}),
      })),
    }));
  }

  return {
    /** A cart saved before the caps existed is read within them, as the browser shows it. */
    async get(userId: string): Promise<Cart> {
      return limitCart(await priced(userId, await repository.find(userId)));
    },

    async save(userId: string, input: CartInput): Promise<Cart> {
      const cart = await priced(userId, input);
      // The browser keeps its cart within the caps (typed quantities above the cap become the cap),
      // so only a client skipping those rules sends more, here often by repeating an entry to add
      // up past the cap. Refused rather than trimmed: what gets paid for is never a quantity the
      // customer did not see, and the saved cart stays as it was.
      const problem = cartLimitProblem(cart);
      if (problem) throw new HttpError(400, 'CART_LIMIT', problem);
      await repository.save(userId, stored(cart));
      return cart;
    },

    async clear(userId: string): Promise<void> {
      await repository.save(userId, []);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
