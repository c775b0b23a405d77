import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RenderVersion } from '@store/shared/production';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Staff's own finished image becomes a version; its five ratio crops are made in the background. */
export function uploadVersion(renderId: string, file: File): Promise<{ version: RenderVersion }> {
  const body = new FormData();
  body.append('render', file);
  return callApi(apiRoutes.production.uploadVersion, { params: { id: renderId }, body });
}

export function useUploadVersion(renderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadVersion(renderId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workbench(renderId) }),
  });
}
