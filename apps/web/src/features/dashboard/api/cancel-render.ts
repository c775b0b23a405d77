import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Withdraws a render request still waiting for its first render. */
export function cancelRender(renderId: string) {
  return callApi(apiRoutes.uploads.cancel, { params: { id: renderId } });
}

export function useCancelRender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRender,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.myRenders });
      // Cancelling gives the day's upload slot back.
      void queryClient.invalidateQueries({ queryKey: queryKeys.uploadAllowance });
    },
  });
}
