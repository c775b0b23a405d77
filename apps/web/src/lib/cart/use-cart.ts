import { createContext, useContext, useSyncExternalStore } from 'react';
import { cartTotalCents, hasDigitalDownload, totalQuantity } from '@store/shared/cart';
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
    add: store.add,
    increase: store.increase,
    decrease: store.decrease,
    setQuantity: store.setQuantity,
    remove: store.remove,
    flush: store.flush,
  };
}
