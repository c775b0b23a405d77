import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminQueuePage } from '@store/shared/renders';
import { apiRoutes } from '@store/shared/api/routes';
import { ApiError, callApi } from '#web/lib/api-client.ts';
import { queueApiQuery, type QueueParams } from '../queue-params.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getAdminQueue(params: QueueParams): Promise<AdminQueuePage> {
  return callApi(apiRoutes.renders.adminQueue, { query: queueApiQuery(params) });
}

export function adminQueueQuery(params: QueueParams) {
  return queryOptions({
    queryKey: queryKeys.adminRenderList(params),
    queryFn: () => getAdminQueue(params),
    // A refused request (signed out, not an admin) will not change by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError && (error.status === 401 || error.status === 403)) && failureCount < 1,
  });
}

/** One page of the render queue; the previous page stays on screen while the next loads. */
export function useAdminQueue(params: QueueParams) {
  return useQuery({ ...adminQueueQuery(params), placeholderData: keepPreviousData });
}
