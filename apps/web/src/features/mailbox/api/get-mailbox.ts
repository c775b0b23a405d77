import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Mailbox } from '@store/shared/mailbox';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const mailboxQuery = queryOptions({
  queryKey: queryKeys.mailbox,
  queryFn: () => apiFetch<Mailbox>('/api/dev/mailbox'),
  refetchInterval: 3000,
});

export function useMailbox() {
  return useQuery(mailboxQuery);
}
