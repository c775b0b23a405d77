import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** What better-auth's GET /api/auth/get-session answers, as far as the web reads it; null when signed out. */
export type Session = { user: { id: string; name: string; email: string; isAdmin?: boolean } } | null;

export function getSession(): Promise<Session> {
  return apiFetch<Session>('/api/auth/get-session');
}

/**
 * The session as better-auth's own client kept it: read again when the window regains focus or
 * the network comes back, at most every 5 seconds.
 */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: getSession,
  staleTime: 5_000,
  refetchOnWindowFocus: true,
});

export function useSession() {
  return useQuery(sessionQuery);
}
