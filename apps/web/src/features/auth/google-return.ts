import { routes } from '#web/config/paths.ts';

/** Google sends the browser back to the login page with this mark, so the page can confirm the sign-in once and move on. */
const GOOGLE_RETURN = { param: 'signedIn', value: 'google' } as const;

/** Where Google returns to after a sign-in: the login page, marked, still carrying the return-to. */
export function googleReturnPath(returnTo: string): string {
  return `${routes.login.href()}?${new URLSearchParams({ returnTo, [GOOGLE_RETURN.param]: GOOGLE_RETURN.value }).toString()}`;
}

export function isGoogleReturn(search: URLSearchParams): boolean {
  return search.get(GOOGLE_RETURN.param) === GOOGLE_RETURN.value;
}
