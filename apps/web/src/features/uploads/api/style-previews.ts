import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@store/shared/api/routes';
import { PREVIEW_POLL_MS, previewProgress, type PreviewSet } from '@store/shared/style-previews';
import type { Style } from '@store/shared/styles';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Sends the photo to be sketched in every style, the one already picked first; answers at once with the set, painted in the background. */
export async function startPreviews({ photo, style }: { photo: File; style: Style | null }): Promise<PreviewSet> {
  const body = new FormData();
  body.append('photo', photo);
  if (style) body.append('style', style);
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

type SubmitPreviewsVariables = { id: string; style: Style; acceptWarnings: boolean };

/** The render request in the chosen style from the photo already sent for the previews. */
export function useSubmitPreviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, style, acceptWarnings }: SubmitPreviewsVariables) =>
      callApi(apiRoutes.uploads.submitPreviews, { params: { id }, body: { style, acceptWarnings } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.uploadAllowance });
      void queryClient.invalidateQueries({ queryKey: queryKeys.renders });
    },
  });
}
