import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@store/shared/contact';
import { contactEndpoints } from '@store/shared/api/contact';
import { callApi } from '#web/lib/api-client.ts';

export function sendContactMessage(message: ContactMessage) {
  return callApi(contactEndpoints.send, { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
