import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const mailboxQuery = queryOptions({
  queryKey: queryKeys.mailbox,
  queryFn: () => callApi(apiRoutes.mailbox.recent),
  refetchInterval: 3000,
});

export function useMailbox() {
  return useQuery(mailboxQuery);
}
