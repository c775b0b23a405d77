import '#web/lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from './app/app.tsx';
import { HydratedMark } from './app/hydrated-mark.tsx';
import { siteRoutes } from './app/router.tsx';
import './index.css';

/**
 * A prerendered page is hydrated once the lazy modules of its routes are loaded, so the first
 * client render shows the same page as the HTML rather than the loading fallback.
 */
async function loadInitialRoutes(routeTable: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeTable, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const queryClient = createQueryClient();
const routeTable = siteRoutes(queryClient);
const container = document.getElementById('root')!;

/** Renders the app, hydrating the prerendered markup when there is some. */
function start(prerendered: boolean): void {
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createBrowserRouter(routeTable)} />
      </AppProviders>
      <HydratedMark />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

if (container.hasChildNodes()) void loadInitialRoutes(routeTable).then(() => start(true));
else start(false);
