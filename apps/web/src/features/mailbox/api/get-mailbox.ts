import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';

export type MailboxEmail = { id: string; recipient: string; subject: string; text: string; html: string; status: string; createdAt: string; sentAt: string | null };

export const mailboxQuery = queryOptions({
  queryKey: ['dev-mailbox'],
  queryFn: () => apiFetch<{ emails: MailboxEmail[] }>('/api/dev/mailbox'),
  refetchInterval: 3000,
});

export function useMailbox() {
  return useQuery(mailboxQuery);
}
