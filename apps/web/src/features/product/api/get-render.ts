import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Render } from '@store/shared/renders';
import { apiRoutes } from '@store/shared/api/routes';
import { ApiError, callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getRender(renderId: string): Promise<Render> {
  return callApi(apiRoutes.renders.read, { params: { id: renderId } });
}

/** One render, as anyone may see it; keyed under 'renders' so a change elsewhere can mark it stale. */
export function renderQuery(renderId: string) {
  return queryOptions({
    queryKey: queryKeys.render(renderId),
    queryFn: () => getRender(renderId),
    // The route's loader has just fetched it: the page does not fetch it again as it mounts. Changes invalidate it.
    staleTime: 10_000,
    // A missing or hidden render stays missing: asking again only delays "Render not found."
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });
}

export function useRender(renderId: string) {
  return useQuery({ ...renderQuery(renderId), enabled: renderId !== '' });
}
