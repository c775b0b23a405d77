import type { Style } from '@store/shared/styles';
import { routes, signUpWithReturnTo, uploadWithStyle } from '#web/config/paths.ts';
import { useProfile } from './auth-client.ts';

/**
 * Where a "start your render" call to action leads: the upload page for a signed-in customer, the
 * sign-up form for everyone else (a visitor starting out is new more often than not), which then
 * goes on to the upload page (with the style chosen, when one is given).
 */
export function useStartRenderHref(style?: Style): string {
  const { profile } = useProfile();
  const upload = style ? uploadWithStyle(style) : routes.upload.href();
  return profile ? upload : signUpWithReturnTo(upload);
}
