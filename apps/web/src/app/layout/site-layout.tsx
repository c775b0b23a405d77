import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { useCart } from '#web/lib/cart/use-cart.ts';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

// Loaded on the first click on the cart: most page views never open it.
const CartDrawer = lazy(async () => ({ default: (await import('./cart-drawer.tsx')).CartDrawer }));

/** Header, page and footer around every customer-facing route. */
export function SiteLayout() {
  const [cartOpen, setCartOpen] = useState(false);
  const closeCart = useCallback(() => setCartOpen(false), []);
  const cart = useCart();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:text-ink"
      >
        Skip to content
      </a>
      <Navbar cartCount={cart.count} onOpenCart={() => setCartOpen(true)} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      {cartOpen && (
        <Suspense>
          <CartDrawer onClose={closeCart} />
        </Suspense>
      )}
    </div>
  );
}
