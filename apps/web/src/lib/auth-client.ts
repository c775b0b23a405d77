import type { QueryClient } from '@tanstack/react-query';
import { roleOf, type Role } from '@store/shared/roles';
import { sessionQuery, useSession } from './api/get-session.ts';
import { queryKeys } from './query-keys.ts';

export type Profile = { id: string; name: string; email: string; role: Role };

/**
 * better-auth's browser client, loaded only when an account action needs it, so it stays out of
 * the entry script every page downloads; pages read the session through sessionQuery instead.
 */
export async function loadAuthClient() {
  return (await import('./better-auth-client.ts')).authClient;
}

/** The signed-in customer's profile, or null; `isPending` while the session loads. */
export function useProfile(): { profile: Profile | null; isPending: boolean } {
  const { data, isPending } = useSession();
  if (!data) return { profile: null, isPending };
  const { user } = data;
  return { profile: { id: user.id, name: user.name, email: user.email, role: roleOf(user.role) }, isPending };
}

/** Reads the session again after a sign-in, so the guards of the next page already see the customer. */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  // The sign-in itself succeeded; a failed read leaves the page signed out until the next read.
  await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).catch(() => undefined);
  forgetRenders(queryClient);
}

/** A render read says what its reader may buy, so what was read as someone else is not shown again. */
function forgetRenders(queryClient: QueryClient): void {
  void queryClient.resetQueries({ queryKey: queryKeys.renders }).catch(() => undefined);
}

export async function signOut(queryClient: QueryClient): Promise<void> {
  const authClient = await loadAuthClient();
  await authClient.signOut();
  queryClient.setQueryData(sessionQuery.queryKey, null);
  forgetRenders(queryClient);
}
