import { keepRiderSchema, type Subject } from '@store/shared/subject';
import { apiFetch } from '#web/lib/api-client.ts';
import { subjectPath } from './get-subject.ts';
import { useSubjectChange } from './use-subject-change.ts';

/** Keep the rider in the cut-out, or drop them; the new cut-out is made in the background. */
export function keepRider(renderId: string, rider: boolean): Promise<{ subject: Subject }> {
  return apiFetch<{ subject: Subject }>(`${subjectPath(renderId)}/rider`, { method: 'POST', body: keepRiderSchema.parse({ rider }) });
}

export function useKeepRider(renderId: string) {
  return useSubjectChange(renderId, (rider: boolean) => keepRider(renderId, rider));
}
