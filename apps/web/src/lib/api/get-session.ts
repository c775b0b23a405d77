import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@store/shared/api/accounts';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export function getSession(): Promise<Session> {
  return callApi(apiRoutes.accounts.session);
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
