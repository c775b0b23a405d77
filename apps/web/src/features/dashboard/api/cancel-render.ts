import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import { myRendersKey } from './get-my-renders.ts';

/*
 * Cancelling gives the day's upload slot back, so the upload page's allowance is out of date
 * too. It is keyed by the uploads feature; features cannot share the key itself.
 */
const uploadAllowanceKey = ['uploads', 'allowance'] as const;

/** Withdraws a render request still waiting for its first render. */
export function cancelRender(renderId: string): Promise<null> {
  return apiFetch<null>(`/api/renders/${encodeURIComponent(renderId)}/cancel`, { method: 'POST' });
}

export function useCancelRender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRender,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myRendersKey });
      void queryClient.invalidateQueries({ queryKey: uploadAllowanceKey });
    },
  });
}
