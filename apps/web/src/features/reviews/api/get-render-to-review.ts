import { useQuery } from '@tanstack/react-query';
import type { Render } from '@store/shared/renders';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getRenderToReview(renderId: string): Promise<Render> {
  return callApi(apiRoutes.renders.read, { params: { id: renderId } });
}

/** The render being reviewed, to show what the review is about. */
export function useRenderToReview(renderId: string) {
  return useQuery({ queryKey: queryKeys.render(renderId), queryFn: () => getRenderToReview(renderId), retry: false });
}
