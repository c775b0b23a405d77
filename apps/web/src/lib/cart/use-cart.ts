import { createContext, useContext, useSyncExternalStore } from 'react';
import { cartTotalCents, hasDigitalDownload, totalQuantity, type CartEntry } from '@store/shared/cart';
import { track } from '../analytics.ts';
import type { CartStore } from './cart-store.ts';

export const CartStoreContext = createContext<CartStore | null>(null);

/** The cart and what can be done with it, for any component under the app's CartProvider. */
export function useCart() {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error('useCart needs the CartProvider');
  const entries = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  return {
    entries,
    count: totalQuantity(entries),
    totalCents: cartTotalCents(entries),
    hasDigitalDownload: (renderId: string) => hasDigitalDownload(entries, renderId),
    add: (entry: CartEntry) => {
      store.add(entry);
      track('add_to_cart', { renderId: entry.renderId, style: entry.style, ...(entry.items[0] ? { size: entry.items[0].size } : {}) });
    },
    increase: store.increase,
    decrease: store.decrease,
    setQuantity: store.setQuantity,
    remove: store.remove,
    flush: store.flush,
  };
}
