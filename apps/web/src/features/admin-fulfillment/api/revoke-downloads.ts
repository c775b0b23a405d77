import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@store/shared/orders';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Turns off every download link of an order, the emailed ones and any fresh ones; it cannot be undone. */
export function revokeDownloads(orderId: string): Promise<AdminOrderDetail> {
  return callApi(apiRoutes.orders.revokeDownloads, { params: { id: orderId } });
}

export function useRevokeDownloads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDownloads,
    onSuccess: (detail) => queryClient.setQueryData(queryKeys.adminOrder(detail.id), detail),
  });
}
