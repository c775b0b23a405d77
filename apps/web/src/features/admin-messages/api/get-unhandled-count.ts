import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactEndpoints } from '@store/shared/api/contact';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getUnhandledCount() {
  return callApi(contactEndpoints.unhandledCount);
}

/** Read again every minute while an admin page is open, so a new message shows in the admin bar. */
export const unhandledCountQuery = queryOptions({
  queryKey: queryKeys.adminUnhandledMessages,
  queryFn: getUnhandledCount,
  refetchInterval: 60_000,
});

export function useUnhandledCount(enabled: boolean) {
  return useQuery({ ...unhandledCountQuery, enabled });
}
