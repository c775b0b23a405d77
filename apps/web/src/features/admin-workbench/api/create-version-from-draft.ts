import { useMutation, useQueryClient } from '@tanstack/react-query';
import { versionFromDraftSchema } from '@store/shared/production';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A ready draft becomes a version; its five ratio crops are made in the background. */
export function createVersionFromDraft(renderId: string, draftId: string) {
  return callApi(apiRoutes.production.versionFromDraft, { params: { id: renderId }, body: versionFromDraftSchema.parse({ draftId }) });
}

export function useCreateVersionFromDraft(renderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draftId: string) => createVersionFromDraft(renderId, draftId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workbench(renderId) }),
  });
}
