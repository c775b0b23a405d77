import { routes, signUpWithReturnTo } from '#web/config/paths.ts';
import { useProfile } from './auth-client.ts';

/**
 * Where a "start your render" call to action leads: the upload page for a signed-in customer, the
 * sign-up form for everyone else (a visitor starting out is new more often than not), which then
 * goes on to the upload page.
 */
export function useStartRenderHref(): string {
  const { profile } = useProfile();
  return profile ? routes.upload.href() : signUpWithReturnTo(routes.upload.href());
}
