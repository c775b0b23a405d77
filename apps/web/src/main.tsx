import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/app.tsx';
import { siteRoutes } from './app/router.tsx';
import './index.css';

/**
 * A prerendered page is hydrated once the lazy modules of its routes are loaded, so the first
 * client render shows the same page as the HTML rather than the loading fallback.
 */
async function loadInitialRoutes(): Promise<void> {
  const matches = matchRoutes(siteRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const container = document.getElementById('root')!;
const prerendered = container.hasChildNodes();
if (prerendered) await loadInitialRoutes();

const app = (
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createBrowserRouter(siteRoutes)} />
    </AppProviders>
  </StrictMode>
);

if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
