import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getUnhandledCount() {
  return callApi(apiRoutes.contact.unhandledCount);
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
