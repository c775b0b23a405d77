import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@store/shared/contact';
import { apiFetch } from '#web/lib/api-client.ts';

export function sendContactMessage(message: ContactMessage) {
  return apiFetch<{ success: boolean; id: string }>('/api/contact', { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
