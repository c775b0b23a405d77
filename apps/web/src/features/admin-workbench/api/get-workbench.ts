import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Workbench } from '@store/shared/production';
import { apiRoutes } from '@store/shared/api/routes';
import { ApiError, callApi } from '#web/lib/api-client.ts';
import { hasWorkUnderWay } from '../workbench-display.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Drafts and versions move on in the background; while one does, the workbench asks again this often. */
export const WORKBENCH_POLL_MS = 2000;

export function getWorkbench(renderId: string): Promise<Workbench> {
  return callApi(apiRoutes.production.workbench, { params: { id: renderId } });
}

export function workbenchQuery(renderId: string) {
  return queryOptions({
    queryKey: queryKeys.workbench(renderId),
    queryFn: () => getWorkbench(renderId),
    refetchInterval: (query) => (query.state.data && hasWorkUnderWay(query.state.data) ? WORKBENCH_POLL_MS : false),
    // A refusal or a missing render will not change by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && failureCount < 1,
  });
}

/** Everything staff need to finish one render; opening it tells the customer their render is in review. */
export function useWorkbench(renderId: string) {
  return useQuery(workbenchQuery(renderId));
}
