import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewDecision } from '@store/shared/reviews';
import type { AdminReview } from '@store/shared/reviews-schemas';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function decideReview(input: { id: string; decision: ReviewDecision }): Promise<AdminReview> {
  return callApi(apiRoutes.reviews.decide, { params: { id: input.id }, body: { decision: input.decision } });
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReview,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminReviews });
      await queryClient.invalidateQueries({ queryKey: queryKeys.reviews });
    },
  });
}
