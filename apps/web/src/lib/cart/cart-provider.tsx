import { useEffect, useState, type ReactNode } from 'react';
import { useProfile } from '../auth-client.ts';
import { createCartStore } from './cart-store.ts';
import { CartStoreContext } from './use-cart.ts';

/** Keeps the cart with whoever is signed in. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createCartStore);
  const { profile, isPending } = useProfile();
  const userId = profile?.id ?? null;

  useEffect(() => {
    if (isPending) return;
    void store.switchOwner(userId).catch(() => undefined);
  }, [store, userId, isPending]);

  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') store.saveBeforeLeaving();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', store.saveBeforeLeaving);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', store.saveBeforeLeaving);
    };
  }, [store]);

  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}
