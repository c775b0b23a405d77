import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@store/shared/orders';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type ChoosePrintVersionInput = { orderId: string; renderId: string; versionId: string };

/** Staff choose which version of a render an order's canvas prints after a revision; the timeline records it. */
export function choosePrintVersion({ orderId, renderId, versionId }: ChoosePrintVersionInput): Promise<AdminOrderDetail> {
  return callApi(apiRoutes.orders.choosePrintVersion, { params: { id: orderId }, body: { renderId, versionId } });
}

export function useChoosePrintVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePrintVersion,
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.adminOrder(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminOrderLists });
    },
  });
}
