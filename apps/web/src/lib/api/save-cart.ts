import type { Cart } from '@store/shared/cart';
import type { CartInput } from '@store/shared/cart-schemas';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '../api-client.ts';

function toInput(cart: Cart): CartInput {
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

/**
 * Replaces the signed-in customer's cart; answers the server's priced, cleaned cart. `keepalive`
 * lets the request outlive the page, for a save sent while the page is hidden or left.
 */
export async function saveCart(cart: Cart, options: { keepalive?: boolean } = {}): Promise<Cart> {
  return (await callApi(apiRoutes.cart.save, { body: { entries: toInput(cart) }, ...options })).entries;
}
