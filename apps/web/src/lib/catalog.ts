import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AspectRatio } from '@store/shared/catalog';
import { apiFetch } from './api-client.ts';

export type CatalogSize = { size: string; unitPriceCents: number; variantId: string | null; priceId: string | null };
export type Catalog = { ratios: Array<{ ratio: AspectRatio; label: string; sizes: CatalogSize[] }>; digital: CatalogSize };

/** The server's catalogue: sizes per ratio with prices; the only source of prices on screen. */
export const catalogQuery = queryOptions({
  queryKey: ['catalog'],
  queryFn: () => apiFetch<Catalog>('/api/catalog'),
  staleTime: 5 * 60_000,
});

export function useCatalog() {
  return useQuery(catalogQuery);
}
