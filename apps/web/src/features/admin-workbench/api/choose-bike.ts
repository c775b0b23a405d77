import { chooseBikeSchema, type Subject } from '@store/shared/subject';
import { apiFetch } from '#web/lib/api-client.ts';
import { subjectPath } from './get-subject.ts';
import { useSubjectChange } from './use-subject-change.ts';

/** Cut out another of the bikes found; the new cut-out is made in the background. */
export function chooseBike(renderId: string, bike: number): Promise<{ subject: Subject }> {
  return apiFetch<{ subject: Subject }>(`${subjectPath(renderId)}/bike`, { method: 'POST', body: chooseBikeSchema.parse({ bike }) });
}

export function useChooseBike(renderId: string) {
  return useSubjectChange(renderId, (bike: number) => chooseBike(renderId, bike));
}
