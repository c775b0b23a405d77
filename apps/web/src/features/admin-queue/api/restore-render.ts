import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Takes a render out of the Recycle Bin, back to the status it had. */
export function restoreRender(renderId: string) {
  return callApi(apiRoutes.renders.restore, { params: { id: renderId } });
}

export function useRestoreRender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRender,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminRenders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.renders });
    },
  });
}
