import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaintingQueue } from '@store/shared/production';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Workers take jobs every second: a minute's old figure is fine for staff. */
const REFRESH_MS = 30_000;

export function getPaintingQueue(): Promise<PaintingQueue> {
  return callApi(apiRoutes.production.paintingQueue, {});
}

export function paintingQueueQuery() {
  return queryOptions({ queryKey: queryKeys.paintingQueue, queryFn: getPaintingQueue, refetchInterval: REFRESH_MS, retry: false });
}

/** How far behind the workers are, shown above the render queue. */
export function usePaintingQueue() {
  return useQuery(paintingQueueQuery());
}
