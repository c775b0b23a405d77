import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@store/shared/api/routes';
import { PREVIEW_POLL_MS, previewProgress, type PreviewSet } from '@store/shared/style-previews';
import type { Style } from '@store/shared/styles';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * Sends the photo to be sketched in every style, the one already picked first, of the customer's
 * bike when the photo offers a choice; answers at once with the set, painted in the background.
 */
export async function startPreviews({
  photo,
  style,
  bike,
}: {
  photo: File;
  style: Style | null;
  bike: number | null;
}): Promise<PreviewSet> {
  const body = new FormData();
  // The server reads fields before it starts streaming the photo.
  if (style) body.append('style', style);
  if (bike !== null) body.append('bike', String(bike));
  body.append('photo', photo);
  return (await callApi(apiRoutes.uploads.startPreviews, { body })).previewSet;
}

export function useStartPreviews() {
  return useMutation({ mutationFn: startPreviews });
}

export function previewSetQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.previewSet(id),
    queryFn: async () => (await callApi(apiRoutes.uploads.previews, { params: { id } })).previewSet,
    // Asked again every second while sketches are still being painted.
    refetchInterval: (query) => (query.state.data && previewProgress(query.state.data.previews).done ? false : PREVIEW_POLL_MS),
    retry: false,
  });
}

/** The set's sketches as they are painted; nothing while there is no set. */
export function usePreviewSet(id: string | null) {
  return useQuery({ ...previewSetQuery(id ?? ''), enabled: id !== null });
}

/** The customer picked another bike on the photo: its sketches are painted again, the style they look at first. */
export function useChoosePreviewBike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, bike, style }: { id: string; bike: number; style: Style | null }) =>
      (await callApi(apiRoutes.uploads.choosePreviewBike, { params: { id }, body: { bike, style } })).previewSet,
    // One pick at a time, in the order tapped, so the last tap is the bike the set ends with.
    scope: { id: 'choose-preview-bike' },
    // The set's sketches start again: polling resumes with it.
    onSuccess: (set) => queryClient.setQueryData(previewSetQuery(set.id).queryKey, set),
  });
}

type SubmitPreviewsVariables = { id: string; style: Style; acceptWarnings: boolean; bike: number | null };

/** The render request in the chosen style from the photo already sent for the previews. */
export function useSubmitPreviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, style, acceptWarnings, bike }: SubmitPreviewsVariables) =>
      callApi(apiRoutes.uploads.submitPreviews, { params: { id }, body: { style, acceptWarnings, ...(bike === null ? {} : { bike }) } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.uploadAllowance });
      void queryClient.invalidateQueries({ queryKey: queryKeys.renders });
    },
  });
}
