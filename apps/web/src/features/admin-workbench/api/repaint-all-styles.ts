import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Draft } from '@store/shared/production';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** One new draft per style with the current cut-out, each on the backdrop last chosen for it. */
export function repaintAllStyles(renderId: string): Promise<{ drafts: Draft[] }> {
  return apiFetch<{ drafts: Draft[] }>(`/api/admin/renders/${encodeURIComponent(renderId)}/drafts/repaint`, { method: 'POST' });
}

export function useRepaintAllStyles(renderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => repaintAllStyles(renderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workbench(renderId), exact: true }),
  });
}
