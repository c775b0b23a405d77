import { MASK_FILE_FIELD, type Subject } from '@store/shared/subject';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { useSubjectChange } from './use-subject-change.ts';

/** Staff's corrected cut-out (a grey PNG) replaces the engine's for every later draft. */
export function saveCutOut(renderId: string, mask: Blob): Promise<{ subject: Subject }> {
  const body = new FormData();
  body.append(MASK_FILE_FIELD, mask, 'cut-out.png');
  return callApi(apiRoutes.subject.saveMask, { params: { id: renderId }, body });
}

export function useSaveCutOut(renderId: string) {
  return useSubjectChange(renderId, (mask: Blob) => saveCutOut(renderId, mask));
}
