import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Polls until the payment is confirmed: the order may be made by the provider's event after the customer arrives. */
export function orderBySessionQuery(sessionId: string) {
  return queryOptions({
    queryKey: queryKeys.orderBySession(sessionId),
    queryFn: () => callApi(apiRoutes.orders.bySession, { query: { session_id: sessionId } }),
    enabled: sessionId !== '',
    refetchInterval: (query) => (query.state.data?.status === 'paid' || query.state.dataUpdateCount > 60 ? false : 1500),
    retry: false,
  });
}

export function useOrderBySession(sessionId: string) {
  return useQuery(orderBySessionQuery(sessionId));
}
