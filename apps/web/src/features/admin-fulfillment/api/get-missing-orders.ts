import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MissingOrder } from '@store/shared/orders';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Spec: the reconcile call times out after 10 s; the server gives up then too (504), this covers a hung connection. */
export const RECONCILE_TIMEOUT_MS = 10_000;

/** Paid payment sessions of the last 30 days that have no order (a lost payment event). */
export function getMissingOrders(signal?: AbortSignal): Promise<{ missingOrders: MissingOrder[] }> {
  const timeout = AbortSignal.timeout(RECONCILE_TIMEOUT_MS);
  return callApi(apiRoutes.orders.reconcile, {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
}

export function missingOrdersQuery() {
  return queryOptions({
    queryKey: queryKeys.missingOrders,
    queryFn: ({ signal }) => getMissingOrders(signal),
    // Another 10 s wait on an unreachable provider helps nobody; staff can press the button again.
    retry: false,
  });
}

/** Asked only once staff press the button; afterwards kept fresh by refetches and invalidations. */
export function useMissingOrders(enabled: boolean) {
  return useQuery({ ...missingOrdersQuery(), enabled });
}
