import { routes } from './routes.ts';

/** The two forms of the login page (SPEC.md section 4: auth page mode). */
export type AuthMode = 'login' | 'signup';

/** The login page's query: which form it opens with, and where to go once signed in. */
export const LOGIN_QUERY = { mode: 'mode', returnTo: 'returnTo' } as const;

/** The login page's address: `/login`, `/login?mode=signup`, `/login?mode=signup&returnTo=%2Fupload`. */
export function loginHref({ mode = 'login', returnTo }: { mode?: AuthMode; returnTo?: string } = {}): string {
  const query = new URLSearchParams();
  if (mode === 'signup') query.set(LOGIN_QUERY.mode, mode);
  if (returnTo !== undefined) query.set(LOGIN_QUERY.returnTo, returnTo);
  const search = query.toString();
  return search ? `${routes.login.href()}?${search}` : routes.login.href();
}

/** The form the login page shows for this query: sign-up when it asks for it, else login. */
export function authModeOf(query: URLSearchParams): AuthMode {
  return query.get(LOGIN_QUERY.mode) === 'signup' ? 'signup' : 'login';
}
