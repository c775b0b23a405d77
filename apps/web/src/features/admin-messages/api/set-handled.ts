import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxMessage } from '@store/shared/contact-inbox';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function setHandled(input: { id: string; handled: boolean }): Promise<InboxMessage> {
  return apiFetch<InboxMessage>(`/api/admin/contact-messages/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: { handled: input.handled },
  });
}

export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setHandled, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminMessages }) });
}
