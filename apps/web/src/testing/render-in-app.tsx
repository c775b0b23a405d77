import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { CartProvider } from '#web/lib/cart/cart-provider.tsx';

/**
 * Renders screens inside what the app puts around them (TanStack Query, the cart, a router at
 * `path`). Queries are not retried, so a failure shows at once.
 */
export function renderInApp(routes: RouteObject[], path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}
