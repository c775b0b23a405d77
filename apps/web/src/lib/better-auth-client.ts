import { createAuthClient } from 'better-auth/client';
import { AUTH_BASE_PATH } from '@store/shared/api/routes';

/** better-auth's browser client, talking to AUTH_BASE_PATH on this origin. Load it through loadAuthClient. */
export const authClient = createAuthClient({
  basePath: AUTH_BASE_PATH,
  fetchOptions: { credentials: 'same-origin' },
});
