import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxMessage } from '@store/shared/contact-inbox';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function setHandled(input: { id: string; handled: boolean }): Promise<InboxMessage> {
  return callApi(apiRoutes.contact.setHandled, { params: { id: input.id }, body: { handled: input.handled } });
}

export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setHandled, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminMessages }) });
}
