import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revisionRequestSchema } from '@store/shared/production';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type RevisionInput = { renderId: string; note: string };

/** Asks the artists for a change to a complete render; it goes back into their queue with the note. */
export function requestRevision({ renderId, note }: RevisionInput) {
  return callApi(apiRoutes.renders.requestRevision, { params: { id: renderId }, body: revisionRequestSchema.parse({ note }) });
}

export function useRequestRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRevision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myRenders }),
  });
}
