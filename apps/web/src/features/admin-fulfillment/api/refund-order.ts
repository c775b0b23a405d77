import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@store/shared/orders';
import type { RefundRequest } from '@store/shared/refunds';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type RefundOrderInput = { orderId: string; refund: RefundRequest };

/** Refunds all or part of an order through the payment provider; the same idempotency key refunds once however often it is sent. */
export function refundOrder({ orderId, refund }: RefundOrderInput): Promise<AdminOrderDetail> {
  return callApi(apiRoutes.orders.refund, { params: { id: orderId }, body: refund });
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.adminOrder(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminOrderLists });
    },
  });
}
