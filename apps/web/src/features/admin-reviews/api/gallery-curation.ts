import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GalleryCandidate } from '@store/shared/gallery-schemas';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getGalleryCandidates(): Promise<{ candidates: GalleryCandidate[] }> {
  return callApi(apiRoutes.gallery.candidates);
}

/** Renders whose customers consented to the gallery. */
export function useGalleryCandidates() {
  return useQuery({ queryKey: queryKeys.adminGallery, queryFn: getGalleryCandidates });
}

export function setInGallery(input: { renderId: string; inGallery: boolean }): Promise<GalleryCandidate> {
  const route = input.inGallery ? apiRoutes.gallery.add : apiRoutes.gallery.remove;
  return callApi(route, { params: { renderId: input.renderId } });
}

export function useSetInGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInGallery,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminGallery });
      await queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    },
  });
}
