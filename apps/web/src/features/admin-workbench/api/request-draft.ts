import { useMutation, useQueryClient } from '@tanstack/react-query';
import { draftRequestSchema, type DraftRequest } from '@store/shared/production';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type RequestDraftInput = { renderId: string } & DraftRequest;

/** Asks the store to paint a new draft in a style on one of its backdrops; it is painted in the background. */
export function requestDraft({ renderId, ...request }: RequestDraftInput) {
  return callApi(apiRoutes.production.requestDraft, { params: { id: renderId }, body: draftRequestSchema.parse(request) });
}

export function useRequestDraft(renderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DraftRequest) => requestDraft({ renderId, ...request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workbench(renderId) }),
  });
}
