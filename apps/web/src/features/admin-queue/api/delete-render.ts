import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Moves a render to the Recycle Bin. */
export function deleteRender(renderId: string) {
  return callApi(apiRoutes.renders.moveToRecycleBin, { params: { id: renderId } });
}

export function useDeleteRender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRender,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminRenders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.renders });
    },
  });
}
