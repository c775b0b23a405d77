import type { Cart } from '@store/shared/cart';
import { apiFetch } from '../api-client.ts';

/** The signed-in customer's cart as the server keeps it, priced. */
export async function getCart(): Promise<Cart> {
  return (await apiFetch<{ entries: Cart }>('/api/cart')).entries;
}
