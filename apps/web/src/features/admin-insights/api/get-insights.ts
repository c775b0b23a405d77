import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Insights, InsightsRange } from '@store/shared/insights';
import { apiRoutes } from '@store/shared/api/routes';
import { ApiError, callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Visitors, the funnel, sales, best sellers and render turnaround over a range of UTC days. */
export function getInsights(range: InsightsRange): Promise<Insights> {
  return callApi(apiRoutes.analytics.insights, { query: range });
}

/** Signed out or not an admin: asking again will not change the answer. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export function insightsQuery(range: InsightsRange) {
  return queryOptions({
    queryKey: queryKeys.adminInsights(range),
    queryFn: () => getInsights(range),
    retry: (failureCount, error) => !isRefusal(error) && failureCount < 1,
  });
}

/** The previous range's numbers stay on screen, marked as updating, while a new range loads. */
export function useInsights(range: InsightsRange) {
  return useQuery({ ...insightsQuery(range), placeholderData: keepPreviousData });
}
