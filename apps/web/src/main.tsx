import '#web/lib/zod-without-eval.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from './app/app.tsx';
import { HydratedMark } from './app/hydrated-mark.tsx';
import { hydrateQueryState } from './app/query-state.ts';
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

/**
 * A page the server drew ran its routes' loaders there, into the queries it carries: the router
 * starts with them done rather than drawing its loading fallback over the page (route loaders
 * need an `id` for this).
 */
function loadersRunOnServer(routeTable: RouteObject[]): HydrationState {
  const matches = matchRoutes(routeTable, window.location) ?? [];
  return { loaderData: Object.fromEntries(matches.flatMap(({ route }) => (route.loader && route.id ? [[route.id, null]] : []))) };
}

const queryClient = createQueryClient();
const routeTable = siteRoutes(queryClient);
const container = document.getElementById('root')!;
const drawnByServer = hydrateQueryState(queryClient, document);

/** Renders the app, hydrating the prerendered markup when there is some. */
function start(prerendered: boolean): void {
  const router = createBrowserRouter(routeTable, drawnByServer ? { hydrationData: loadersRunOnServer(routeTable) } : {});
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
      <HydratedMark />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is hydrated: the page answers input sooner.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

if (container.hasChildNodes()) void loadInitialRoutes(routeTable).then(() => start(true));
else start(false);
