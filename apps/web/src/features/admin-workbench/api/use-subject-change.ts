import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subject } from '@store/shared/subject';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A change to the cut-out answers the subject as it now is: the editor shows it at once. */
export function useSubjectChange<Input>(renderId: string, change: (input: Input) => Promise<{ subject: Subject }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ subject }) => queryClient.setQueryData(queryKeys.subject(renderId), { subject }),
  });
}
