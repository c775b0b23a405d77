import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishRequestSchema, type PublishProblem, type Workbench } from '@store/shared/production';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type PublishInput = { versionId: string; confirmed: PublishProblem[] };

/** Shows a ready version to the customer (and emails them); the server asks staff to confirm each problem it finds first. */
export function publishVersion(renderId: string, { versionId, confirmed }: PublishInput): Promise<Workbench> {
  return callApi(apiRoutes.production.publish, {
    params: { id: renderId, versionId },
    body: publishRequestSchema.parse({ confirmed }),
  });
}

export function usePublishVersion(renderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishInput) => publishVersion(renderId, input),
    onSuccess: (workbench) => {
      queryClient.setQueryData(queryKeys.workbench(renderId), workbench);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminRenders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.renders });
    },
  });
}
