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
import { CART_ENTRY_MESSAGES, cartEntryProblem } from '@store/shared/cart-entry-rules';
import { DIGITAL_DOWNLOAD_SIZE, isAspectRatio, sizesFor } from '@store/shared/catalog';
import { printsSharply } from '@store/shared/product';
import { cartRefusal, refusedEntryField, softPrintRefusal, type CartRefusal } from '@store/shared/purchase-rules';
import type { Render } from '@store/shared/renders';
import { HttpError } from '#server/http-errors.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { CartRepository } from './cart-repository.ts';

/**
 * The customer's saved cart. Whatever the browser sends is checked against the server's own
 * records (the render exists, is complete and is theirs) and priced from the catalogue. A line the
 * cart's rules do not allow (shared `cartEntryProblem`), another customer's render or a digital
 * download the customer already owns is refused out loud; only a render gone or unfinished since
 * the cart was filled is left out.
 */
function isDigitalEntry(input: CartInput[number]): boolean {
  return input.items.some((item) => item.isDigital && item.size === DIGITAL_DOWNLOAD_SIZE);
}

type CartServiceDeps = { carts: CartRepository; renders: RenderService; catalog: CatalogService };

/** The entry as the catalogue prices it, and the canvas sizes asked for that the render does not print sharply (left out). */
async function entryFor(
  deps: CartServiceDeps,
  render: Render,
  input: CartInput[number],
): Promise<{ entry: CartEntry | null; softSizes: string[] }> {
  const none = { entry: null, softSizes: [] };
  if (isDigitalEntry(input)) {
    const priced = await deps.catalog.sizeOf('1x1', DIGITAL_DOWNLOAD_SIZE);
    return priced ? { entry: digitalDownloadEntry(render, priced), softSizes: [] } : none;
  }
  const ratio = input.aspectRatio;
  const result = isAspectRatio(ratio) ? render.results[ratio] : undefined;
  if (!isAspectRatio(ratio) || !result) return none;
  const border = input.items[0]?.borderStyle;
  if (!border) return none;
  const items = [];
  const softSizes: string[] = [];
  for (const item of input.items) {
    if (item.isDigital || item.borderStyle !== border || item.quantity < 1 || !sizesFor(ratio).includes(item.size)) continue;
    if (!printsSharply(result, item.size)) {
      softSizes.push(item.size);
      continue;
    }
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
  if (items.length === 0) return { entry: null, softSizes };
  return {
    entry: {
      id: physicalEntryId(render.id, ratio, border),
      renderId: render.id,
      image: result.preview,
      style: render.style,
      aspectRatio: ratio,
      items,
    },
    softSizes,
  };
}

export function createCartService(deps: CartServiceDeps) {
  const repository = deps.carts;

  /**
   * The cart priced from the catalogue. Entries of a render that is gone or unfinished are left out;
   * those a cart refuses (another customer's render, a digital download already bought, a canvas
   * the render does not print sharply) are left out of a stored cart but, in a cart being saved,
   * refused with the place of each one.
   */
  async function priced(userId: string, input: CartInput, refuse: boolean): Promise<Cart> {
    let cart: Cart = [];
    const renders = new Map<string, Render | null>();
    const refused: Array<{ index: number; refusal: CartRefusal }> = [];
    for (const [index, entry] of input.entries()) {
      if (!renders.has(entry.renderId)) renders.set(entry.renderId, await deps.renders.forCart(entry.renderId, userId));
      const render = renders.get(entry.renderId);
      if (!render?.purchase) continue;
      const refusal = cartRefusal(render.purchase, isDigitalEntry(entry));
      if (refusal) refused.push({ index, refusal });
      if (refusal || !render.purchase.mayBuy) continue;
      const { entry: built, softSizes } = await entryFor(deps, render, entry);
      if (softSizes[0]) refused.push({ index, refusal: softPrintRefusal(softSizes[0]) });
      if (!built) continue;
      // Item by item, so a size repeated within one entry is merged (and counted) too.
      for (const item of built.items) cart = addToCart(cart, { ...built, items: [item] });
    }
    const first = refused[0];
    if (refuse && first) {
      const fields = Object.fromEntries(refused.map(({ index, refusal }) => [refusedEntryField(index), refusal.message]));
      throw new HttpError(first.refusal.status, first.refusal.code, first.refusal.message, fields);
    }
    return cart;
  }

  function refuseBrokenLines(input: CartInput): void {
    const problems = input.flatMap((entry, index) => {
      const problem = cartEntryProblem(entry);
      return problem ? [{ index, message: CART_ENTRY_MESSAGES[problem] }] : [];
    });
    const first = problems[0];
    if (!first) return;
    const fields = Object.fromEntries(problems.map(({ index, message }) => [refusedEntryField(index), message]));
    throw new HttpError(400, 'CART_LINE_REFUSED', `Line ${first.index + 1} of the cart: ${first.message}`, fields);
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
      return limitCart(await priced(userId, await repository.find(userId), false));
    },

    async save(userId: string, input: CartInput): Promise<Cart> {
      refuseBrokenLines(input);
      const cart = await priced(userId, input, true);
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
