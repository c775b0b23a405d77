import { LOGIN_QUERY } from '@store/shared/login-address';

/** Query parameters that never change a page's first frame: the app reads them only when the visitor acts. */
const NEUTRAL_PARAMS: readonly string[] = [LOGIN_QUERY.returnTo];

/**
 * The address a request would have among the prerendered pages (apps/web/scripts/prerender.ts keys
 * them by path and, for a page such as the sign-up form, its query): the path, plus what is left
 * of the query once the neutral parameters are dropped. Any other parameter (a Google error, say)
 * keys no prerendered page, so the app renders it.
 */
export function prerenderedPageKey(pathname: string, query: string | undefined): string {
  const params = new URLSearchParams(query);
  for (const name of NEUTRAL_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
