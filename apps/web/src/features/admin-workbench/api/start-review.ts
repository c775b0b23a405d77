import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Tells the store staff have opened this render, so the customer's dashboard says an artist is finishing it. */
export function startReview(renderId: string) {
  return callApi(apiRoutes.production.startReview, { params: { id: renderId } });
}

export function useStartReview(renderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startReview(renderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workbench(renderId) }),
  });
}
