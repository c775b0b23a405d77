import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { useSubjectChange } from './use-subject-change.ts';

/** Drops staff's corrected cut-out: drafts use the engine's again. */
export function resetCutOut(renderId: string) {
  return callApi(apiRoutes.subject.resetMask, { params: { id: renderId } });
}

export function useResetCutOut(renderId: string) {
  return useSubjectChange(renderId, () => resetCutOut(renderId));
}
