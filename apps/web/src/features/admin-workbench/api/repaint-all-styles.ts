import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** One new draft per style with the current cut-out, each on the backdrop last chosen for it. */
export function repaintAllStyles(renderId: string) {
  return callApi(apiRoutes.subject.repaintAll, { params: { id: renderId } });
}

export function useRepaintAllStyles(renderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => repaintAllStyles(renderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workbench(renderId), exact: true }),
  });
}
