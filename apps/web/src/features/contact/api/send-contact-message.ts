import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@store/shared/contact';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';

export function sendContactMessage(message: ContactMessage) {
  return callApi(apiRoutes.contact.send, { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
