import type { Cart } from '@store/shared/cart';
import { cartEndpoints } from '@store/shared/api/cart';
import { callApi } from '../api-client.ts';

/** The signed-in customer's cart as the server keeps it, priced. */
export async function getCart(): Promise<Cart> {
  return (await callApi(cartEndpoints.get)).entries;
}
