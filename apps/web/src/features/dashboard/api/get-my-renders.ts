import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const MY_RENDER_SORTS = ['newest', 'oldest'] as const;
export type MyRenderSort = (typeof MY_RENDER_SORTS)[number];

/** While a render is being made the list is asked for again now and then, so a finished one appears by itself. */
const PENDING_REFRESH_MS = 60_000;

export function getMyRenders(sort: MyRenderSort) {
  return callApi(apiRoutes.renders.mine, { query: { sort } });
}

/** The signed-in customer's renders. */
export function myRendersQuery(sort: MyRenderSort) {
  return queryOptions({
    queryKey: queryKeys.myRendersSorted(sort),
    queryFn: () => getMyRenders(sort),
    refetchInterval: (query) => (query.state.data?.renders.some((render) => render.status === 'pending') ? PENDING_REFRESH_MS : false),
  });
}

export function useMyRenders(sort: MyRenderSort, enabled: boolean) {
  // Changing the sort keeps the current cards on screen until the new order arrives.
  return useQuery({ ...myRendersQuery(sort), enabled, placeholderData: keepPreviousData });
}
