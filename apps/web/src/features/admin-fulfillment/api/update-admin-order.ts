import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, AdminOrderDetail } from '@store/shared/orders';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi, type RouteInput } from '#web/lib/api-client.ts';
import type { AdminOrderList } from './get-admin-orders.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** What staff change on an order; the server appends a tracking number rather than replacing the list. */
export type AdminOrderChanges = RouteInput<typeof apiRoutes.orders.update>['body'];
export type UpdateAdminOrderInput = { orderId: string; changes: AdminOrderChanges };

export function updateAdminOrder({ orderId, changes }: UpdateAdminOrderInput): Promise<AdminOrderDetail> {
  return callApi(apiRoutes.orders.update, { params: { id: orderId }, body: changes });
}

export function useUpdateAdminOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminOrder,
    onSuccess: (detail) => {
      // The answer is the order as saved: show it at once, then let the lists re-check which filters it still matches.
      queryClient.setQueryData(queryKeys.adminOrder(detail.id), detail);
      const { timeline, ...order } = detail;
      queryClient.setQueriesData<AdminOrderList>({ queryKey: queryKeys.adminOrderLists }, (list) =>
        list ? { orders: list.orders.map((existing): AdminOrder => (existing.id === order.id ? order : existing)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminOrderLists });
    },
  });
}
