import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRender } from '@store/shared/renders';
import { ApiError } from '../../../lib/api-client.ts';
import { adminRendersKey, customerRendersKey } from './admin-render-keys.ts';

export type UploadRenderResultInput = { renderId: string; file: File };

/** Staff's finished image; the server derives every aspect ratio from it and marks the render complete. */
export async function uploadRenderResult({ renderId, file }: UploadRenderResultInput): Promise<{ render: AdminRender }> {
  const body = new FormData();
  body.append('render', file);
  const response = await fetch(`/api/admin/renders/${encodeURIComponent(renderId)}/result`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    body,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload ?? {}) as { error?: string; message?: string; fields?: Record<string, string> };
    throw new ApiError(response.status, error.error ?? 'HTTP_ERROR', error.message ?? response.statusText, error.fields ?? {});
  }
  return payload as { render: AdminRender };
}

export function useUploadRenderResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRenderResult,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminRendersKey });
      void queryClient.invalidateQueries({ queryKey: customerRendersKey });
    },
  });
}
