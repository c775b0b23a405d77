import { createAuthClient } from 'better-auth/react';

/** better-auth's browser client, talking to /api/auth on this origin. */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  fetchOptions: { credentials: 'same-origin' },
});

export type Profile = { id: string; name: string; email: string; isAdmin: boolean };

/** The signed-in customer's profile, or null; `isPending` while the session loads. */
export function useProfile(): { profile: Profile | null; isPending: boolean } {
  const { data, isPending } = authClient.useSession();
  if (!data) return { profile: null, isPending };
  const user = data.user as typeof data.user & { isAdmin?: boolean };
  return { profile: { id: user.id, name: user.name, email: user.email, isAdmin: Boolean(user.isAdmin) }, isPending };
}

export async function signOut(): Promise<void> {
  await authClient.signOut();
}
