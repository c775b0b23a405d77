import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loginHref } from '@store/shared/login-address';
import { routes } from '#web/config/paths.ts';
import { AppProviders, createQueryClient } from './app/app.tsx';
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

/**
 * The first frame the browser renders for `path`, as HTML. React hoists each page's <title>, <meta>
 * and image preloads to the front of the markup; `scripts/prerender.ts` moves them into the head.
 */
export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
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
