import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MissingOrder } from '@store/shared/orders';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type RecreateOrderInput = Pick<MissingOrder, 'sessionId' | 'tempId'>;

/** Makes the order for a paid session that has none; `success: false` when the server could not. */
export function recreateOrder(input: RecreateOrderInput) {
  return callApi(apiRoutes.orders.recreate, { body: input });
}

export function useRecreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recreateOrder,
    onSuccess: (result) => {
      if (!result.success) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.missingOrders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminOrderLists });
    },
  });
}
