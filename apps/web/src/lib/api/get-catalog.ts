import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Catalog } from '@store/shared/catalog-schemas';
import { apiFetch } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export function getCatalog(): Promise<Catalog> {
  return apiFetch<Catalog>('/api/catalog');
}

/** The server's catalogue: sizes per ratio with prices; the only source of prices on screen. */
export const catalogQuery = queryOptions({
  queryKey: queryKeys.catalog,
  queryFn: getCatalog,
  staleTime: 5 * 60_000,
});

export function useCatalog() {
  return useQuery(catalogQuery);
}
