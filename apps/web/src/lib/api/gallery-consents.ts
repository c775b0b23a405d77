import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentSource } from '@store/shared/gallery';
import type { GalleryConsent } from '@store/shared/gallery-schemas';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getMyGalleryConsents(): Promise<{ consents: GalleryConsent[] }> {
  return callApi(apiRoutes.gallery.myConsents);
}

/** The signed-in customer's gallery answers, by render. */
export function useMyGalleryConsents(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.myGalleryConsents,
    queryFn: getMyGalleryConsents,
    enabled,
    select: (data) => new Map(data.consents.map((consent) => [consent.renderId, consent])),
  });
}

export function setGalleryConsent(input: { renderId: string; consented: boolean; source: ConsentSource }): Promise<GalleryConsent> {
  return callApi(apiRoutes.gallery.setConsent, {
    params: { renderId: input.renderId },
    body: { consented: input.consented, source: input.source },
  });
}

/** Keeps the server's answer in the cache at once, so the box never shows the old answer while the list reloads. */
function withConsent(data: { consents: GalleryConsent[] } | undefined, consent: GalleryConsent) {
  if (!data) return data;
  const others = data.consents.filter((held) => held.renderId !== consent.renderId);
  return { consents: [...others, consent] };
}

export function useSetGalleryConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGalleryConsent,
    onSuccess: (consent) => {
      queryClient.setQueryData<{ consents: GalleryConsent[] }>(queryKeys.myGalleryConsents, (data) => withConsent(data, consent));
      return queryClient.invalidateQueries({ queryKey: queryKeys.gallery });
    },
  });
}
