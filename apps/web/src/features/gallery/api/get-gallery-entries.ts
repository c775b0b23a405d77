import { useQuery } from '@tanstack/react-query';
import type { GalleryEntry } from '@store/shared/gallery-schemas';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getGalleryEntries(): Promise<{ entries: GalleryEntry[] }> {
  return callApi(apiRoutes.gallery.entries);
}

/** Customers' renders in the gallery, newest first. */
export function useGalleryEntries() {
  return useQuery({ queryKey: queryKeys.galleryEntries, queryFn: getGalleryEntries, select: (data) => data.entries });
}
