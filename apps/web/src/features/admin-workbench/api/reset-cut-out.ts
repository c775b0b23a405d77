import type { Subject } from '@store/shared/subject';
import { apiFetch } from '#web/lib/api-client.ts';
import { subjectPath } from './get-subject.ts';
import { useSubjectChange } from './use-subject-change.ts';

/** Drops staff's corrected cut-out: drafts use the engine's again. */
export function resetCutOut(renderId: string): Promise<{ subject: Subject }> {
  return apiFetch<{ subject: Subject }>(`${subjectPath(renderId)}/mask`, { method: 'DELETE' });
}

export function useResetCutOut(renderId: string) {
  return useSubjectChange(renderId, () => resetCutOut(renderId));
}
