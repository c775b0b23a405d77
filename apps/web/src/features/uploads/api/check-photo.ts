import { useMutation } from '@tanstack/react-query';
import type { PhotoCheck } from '@store/shared/photo-check';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';

/** What would make a poor render from this photo, before it is sent; null when the check could not run. Takes no upload slot. */
export async function checkPhoto(photo: File): Promise<PhotoCheck | null> {
  const body = new FormData();
  body.append('photo', photo);
  return (await callApi(apiRoutes.uploads.check, { body })).check;
}

/** Checks the photo the customer picked; only the latest pick's answer is shown. */
export function useCheckPhoto() {
  return useMutation({ mutationFn: checkPhoto });
}
