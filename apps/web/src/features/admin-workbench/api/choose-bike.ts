import { chooseBikeSchema } from '@store/shared/subject';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { useSubjectChange } from './use-subject-change.ts';

/** Cut out another of the bikes found; the new cut-out is made in the background. */
export function chooseBike(renderId: string, bike: number) {
  return callApi(apiRoutes.subject.chooseBike, { params: { id: renderId }, body: chooseBikeSchema.parse({ bike }) });
}

export function useChooseBike(renderId: string) {
  return useSubjectChange(renderId, (bike: number) => chooseBike(renderId, bike));
}
