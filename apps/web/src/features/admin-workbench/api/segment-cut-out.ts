import { useMutation } from '@tanstack/react-query';
import type { SubjectClicks } from '@store/shared/subject';
import { apiRoutes } from '@store/shared/api/routes';
import { callApiForFile } from '#web/lib/api-client.ts';

/** The cut-out the model makes from staff's clicks and box (a grey PNG at the mask's size); nothing is saved. */
export function segmentCutOut(renderId: string, clicks: SubjectClicks): Promise<Blob> {
  return callApiForFile(apiRoutes.subject.segment, { params: { id: renderId }, body: clicks });
}

export function useSegmentCutOut(renderId: string) {
  return useMutation({ mutationFn: (clicks: SubjectClicks) => segmentCutOut(renderId, clicks) });
}
