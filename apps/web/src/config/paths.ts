import { routes } from '@store/shared/routes';

/** The site's route table (packages/shared), read by the router and every link. */
export { routes };

/** The login route carrying where to go back to after signing in. */
export function loginWithReturnTo(returnTo: string): string {
  return `${routes.login.href()}?returnTo=${encodeURIComponent(returnTo)}`;
}
