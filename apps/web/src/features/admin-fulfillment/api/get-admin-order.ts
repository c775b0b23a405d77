import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@store/shared/orders';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { isRefusal } from './refusal.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** One order with everything fulfilment needs, and its timeline. */
export function getAdminOrder(orderId: string): Promise<AdminOrderDetail> {
  return callApi(apiRoutes.orders.adminDetail, { params: { id: orderId } });
}

export function adminOrderQuery(orderId: string) {
  return queryOptions({
    queryKey: queryKeys.adminOrder(orderId),
    queryFn: () => getAdminOrder(orderId),
    retry: (failureCount, error) => !isRefusal(error) && failureCount < 1,
  });
}

/** Asked for when staff open the order, so the list stays one light call. */
export function useAdminOrder(orderId: string) {
  return useQuery(adminOrderQuery(orderId));
}
