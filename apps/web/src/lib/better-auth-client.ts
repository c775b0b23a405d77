import { createAuthClient } from 'better-auth/client';

/** better-auth's browser client, talking to /api/auth on this origin. Load it through loadAuthClient. */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  fetchOptions: { credentials: 'same-origin' },
});
