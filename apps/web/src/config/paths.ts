import { routes } from '@store/shared/routes';
import { loginHref } from '@store/shared/login-address';

/** The site's route table (packages/shared), read by the router and every link. */
export { routes };

/** The login route carrying where to go back to after signing in. */
export function loginWithReturnTo(returnTo: string): string {
  return loginHref({ returnTo });
}

/** The login route opened on its sign-up form, for a new visitor, carrying where to go once the account exists. */
export function signUpWithReturnTo(returnTo: string): string {
  return loginHref({ mode: 'signup', returnTo });
}

/** The upload page with a style already chosen (the gallery's style cards lead there). */
export function uploadWithStyle(style: string): string {
  return `${routes.upload.href()}?${new URLSearchParams({ style })}`;
}
