import type { Cart } from '@store/shared/cart';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '../api-client.ts';

/** The signed-in customer's cart as the server keeps it, priced. */
export async function getCart(): Promise<Cart> {
  return (await callApi(apiRoutes.cart.get)).entries;
}
