import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubjectResponse } from '@store/shared/subject';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** While the cut-out for a new choice of bike or rider is being made, the editor asks again this often. */
export const SUBJECT_POLL_MS = 2000;

export function getSubject(renderId: string): Promise<SubjectResponse> {
  return callApi(apiRoutes.subject.read, { params: { id: renderId } });
}

/** The bike cut out of the photo, the bikes and riders found and staff's choices; null until the first draft found them. */
export function useSubject(renderId: string, { waitForFirst }: { waitForFirst: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.subject(renderId),
      queryFn: () => getSubject(renderId),
      refetchInterval: (query) => {
        const subject = query.state.data?.subject;
        return subject?.status === 'working' || (subject === null && waitForFirst) ? SUBJECT_POLL_MS : false;
      },
    }),
  );
}
