import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AspectRatio } from '@store/shared/catalog';
import type { Order } from '@store/shared/orders';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const myOrdersQuery = queryOptions({
  queryKey: queryKeys.myOrders,
  queryFn: async () => (await apiFetch<{ orders: Order[] }>('/api/orders')).orders,
});

export function useMyOrders(enabled: boolean) {
  return useQuery({ ...myOrdersQuery, enabled });
}

export type OrderDownloads = Array<{
  renderId: string;
  style: string;
  links: Array<{ ratio: AspectRatio; url: string; expiresAt: string }>;
}>;

export function fetchOrderDownloads(orderId: string): Promise<OrderDownloads> {
  return apiFetch<{ downloads: OrderDownloads }>(`/api/orders/${encodeURIComponent(orderId)}/downloads`).then(
    (response) => response.downloads,
  );
}
