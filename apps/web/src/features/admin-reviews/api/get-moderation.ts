import { useQuery } from '@tanstack/react-query';
import type { ReviewStatus } from '@store/shared/reviews';
import type { AdminReview } from '@store/shared/reviews-schemas';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getModeration(status: ReviewStatus): Promise<{ reviews: AdminReview[]; pendingCount: number }> {
  return callApi(apiRoutes.reviews.moderation, { query: { status } });
}

export function useModeration(status: ReviewStatus) {
  return useQuery({ queryKey: queryKeys.adminReviewList(status), queryFn: () => getModeration(status) });
}
