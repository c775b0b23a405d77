import { useMutation, useQueryClient } from '@tanstack/react-query';
import { draftRequestSchema, type Draft, type DraftRequest } from '@store/shared/production';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type RequestDraftInput = { renderId: string } & DraftRequest;

/** Asks the store to paint a new draft in a style on one of its backdrops; it is painted in the background. */
export function requestDraft({ renderId, ...request }: RequestDraftInput): Promise<{ draft: Draft }> {
  return apiFetch<{ draft: Draft }>(`/api/admin/renders/${encodeURIComponent(renderId)}/drafts`, {
    method: 'POST',
    body: draftRequestSchema.parse(request),
  });
}

export function useRequestDraft(renderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DraftRequest) => requestDraft({ renderId, ...request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workbench(renderId) }),
  });
}
