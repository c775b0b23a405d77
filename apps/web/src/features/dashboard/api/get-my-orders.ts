import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDownloads } from '@store/shared/api/orders';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const myOrdersQuery = queryOptions({
  queryKey: queryKeys.myOrders,
  queryFn: async () => (await callApi(apiRoutes.orders.mine)).orders,
});

export function useMyOrders(enabled: boolean) {
  return useQuery({ ...myOrdersQuery, enabled });
}

export function fetchOrderDownloads(orderId: string): Promise<OrderDownloads> {
  return callApi(apiRoutes.orders.downloads, { params: { id: orderId } }).then((response) => response.downloads);
}

/** Links stay valid for days; an hour-old set is still good to show. */
const DOWNLOAD_LINKS_STALE_MS = 60 * 60_000;

/** The download links of one render bought in an order (the newest version's, and the version paid for's), for its card on the dashboard. */
export function useRenderDownloads(orderId: string, renderId: string) {
  return useQuery({
    queryKey: queryKeys.orderDownloads(orderId),
    queryFn: () => fetchOrderDownloads(orderId),
    staleTime: DOWNLOAD_LINKS_STALE_MS,
    // A refusal (links turned off by staff) is the answer; asking again does not change it.
    retry: false,
    select: (downloads) => downloads.find((download) => download.renderId === renderId) ?? null,
  });
}
