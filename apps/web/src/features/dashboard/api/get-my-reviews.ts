import { useQuery } from '@tanstack/react-query';
import type { OwnReview } from '@store/shared/reviews-schemas';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getMyReviews(): Promise<{ reviews: OwnReview[] }> {
  return callApi(apiRoutes.reviews.mine);
}

/** The signed-in customer's reviews, by render. */
export function useMyReviews(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.myReviews,
    queryFn: getMyReviews,
    enabled,
    select: (data) => new Map(data.reviews.map((review) => [review.renderId, review])),
  });
}
