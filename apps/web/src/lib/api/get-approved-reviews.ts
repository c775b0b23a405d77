import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@store/shared/reviews-schemas';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getApprovedReviews(page: number): Promise<ReviewPage> {
  return callApi(apiRoutes.reviews.approved, { query: { page } });
}

export const approvedReviewsQuery = infiniteQueryOptions({
  queryKey: queryKeys.approvedReviews,
  queryFn: ({ pageParam }) => getApprovedReviews(pageParam),
  initialPageParam: 1,
  getNextPageParam: (last: ReviewPage, pages) => (last.hasMore ? pages.length + 1 : undefined),
});

/** Approved reviews, newest first, a page at a time, with their count and average. */
export function useApprovedReviews() {
  return useInfiniteQuery(approvedReviewsQuery);
}
