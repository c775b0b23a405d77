import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@store/shared/orders';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { ordersApiQuery, type FulfillmentParams } from '../fulfillment-params.ts';
import { isRefusal } from './refusal.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type AdminOrderList = { orders: AdminOrder[] };

/** Orders newest first: the status filter combined with a case-insensitive search of name, email and order id. */
export function getAdminOrders(params: FulfillmentParams): Promise<AdminOrderList> {
  return callApi(apiRoutes.orders.adminList, { query: ordersApiQuery(params) });
}

export function adminOrdersQuery(params: FulfillmentParams) {
  return queryOptions({
    queryKey: queryKeys.adminOrderList(params),
    queryFn: () => getAdminOrders(params),
    retry: (failureCount, error) => !isRefusal(error) && failureCount < 1,
  });
}

/** The orders of one view; the previous list stays on screen while a new filter or search loads. */
export function useAdminOrders(params: FulfillmentParams) {
  return useQuery({ ...adminOrdersQuery(params), placeholderData: keepPreviousData });
}
