import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewInputSchema, type OwnReview } from '@store/shared/reviews-schemas';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type ReviewForm = { renderId: string; stars: number; text: string; photo: File | null };

/** Sends a review with its optional photo; the shared rules have checked its fields first. */
export function createReview(form: ReviewForm): Promise<{ review: OwnReview }> {
  const input = reviewInputSchema.parse(form);
  const body = new FormData();
  body.append('renderId', input.renderId);
  body.append('stars', String(input.stars));
  body.append('text', input.text);
  if (form.photo) body.append('photo', form.photo);
  return callApi(apiRoutes.reviews.create, { body });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createReview, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myReviews }) });
}
