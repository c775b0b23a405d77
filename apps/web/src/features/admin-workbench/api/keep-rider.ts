import { keepRiderSchema } from '@store/shared/subject';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { useSubjectChange } from './use-subject-change.ts';

/** Keep the rider in the cut-out, or drop them; the new cut-out is made in the background. */
export function keepRider(renderId: string, rider: boolean) {
  return callApi(apiRoutes.subject.keepRider, { params: { id: renderId }, body: keepRiderSchema.parse({ rider }) });
}

export function useKeepRider(renderId: string) {
  return useSubjectChange(renderId, (rider: boolean) => keepRider(renderId, rider));
}
