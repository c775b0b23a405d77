import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRender } from '@store/shared/renders';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Takes a render out of the Recycle Bin, back to the status it had. */
export function restoreRender(renderId: string): Promise<{ render: AdminRender }> {
  return apiFetch<{ render: AdminRender }>(`/api/admin/renders/${encodeURIComponent(renderId)}/restore`, { method: 'POST' });
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
