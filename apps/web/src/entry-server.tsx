import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loginHref } from '@store/shared/login-address';
import type { WebServerEntry } from '@store/shared/server-rendered-pages';
import { routes } from '#web/config/paths.ts';
import { renderQuery } from '#web/features/product/api/get-render.ts';
import { catalogQuery } from '#web/lib/api/get-catalog.ts';
import { hoistedHead, pageDocument, withStarterModules } from '../scripts/page-document.ts';
import { AppProviders, createQueryClient } from './app/app.tsx';
import { queryStateElement } from './app/query-state.ts';
import { siteRoutes } from './app/router.tsx';

/**
 * The public pages the build prerenders (issue 9): their markup paints before the app's script runs.
 * A path may carry a query that changes the first frame (the login page's sign-up form).
 */
export const PRERENDERED_PAGES = [
  { name: 'home', path: routes.home.href() },
  { name: 'gallery', path: routes.gallery.href() },
  { name: 'about', path: routes.about.href() },
  { name: 'faq', path: routes.faq.href() },
  { name: 'sizing', path: routes.sizing.href() },
  { name: 'upload-checklist', path: routes.uploadChecklist.href() },
  { name: 'privacy', path: routes.privacy.href() },
  { name: 'terms', path: routes.terms.href() },
  { name: 'contact', path: routes.contact.href() },
  { name: 'login', path: routes.login.href() },
  { name: 'signup', path: loginHref({ mode: 'signup' }) },
] as const;

/** The first frame of `path` as HTML, from what `queryClient` holds; the routes' loaders fill it further. */
async function renderWith(queryClient: QueryClient, path: string): Promise<string> {
  const handler = createStaticHandler(siteRoutes(queryClient));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.statusCode !== 200) throw new Error(`${path} rendered with status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}

/**
 * The first frame the browser renders for `path`, as HTML. React hoists each page's <title>, <meta>
 * and image preloads to the front of the markup; `scripts/prerender.ts` moves them into the head.
 */
export function renderPage(path: string): Promise<string> {
  return renderWith(createQueryClient(), path);
}

/**
 * A product page drawn on the server for the one who asked (decision 048): its heading and preview
 * paint with the HTML, before any script, and the browser hydrates it from the same reads.
 */
export const renderProductPage: WebServerEntry['renderProductPage'] = async ({ template, path, reads, modules }) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(renderQuery(reads.render.id).queryKey, reads.render);
  queryClient.setQueryData(catalogQuery.queryKey, reads.catalog);
  const { head, body } = hoistedHead(await renderWith(queryClient, path));
  const document = pageDocument(withStarterModules(template, modules), head, body);
  return document.replace('</body>', `${queryStateElement(queryClient)}</body>`);
};
