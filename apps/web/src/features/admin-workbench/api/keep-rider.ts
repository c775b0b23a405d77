import { keepRiderSchema } from '@store/shared/subject';
import { subjectEndpoints } from '@store/shared/api/production';
import { callApi } from '#web/lib/api-client.ts';
import { useSubjectChange } from './use-subject-change.ts';

/** Keep the rider in the cut-out, or drop them; the new cut-out is made in the background. */
export function keepRider(renderId: string, rider: boolean) {
  return callApi(subjectEndpoints.keepRider, { params: { id: renderId }, body: keepRiderSchema.parse({ rider }) });
}

export function useKeepRider(renderId: string) {
  return useSubjectChange(renderId, (rider: boolean) => keepRider(renderId, rider));
}
