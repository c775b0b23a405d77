import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultCatalog } from '@store/shared/catalog-prices';
import type { Catalog } from '@store/shared/catalog-schemas';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export function getCatalog(): Promise<Catalog> {
  return callApi(apiRoutes.catalog.catalog);
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

const DEFAULT_CATALOG = defaultCatalog();

/**
 * The catalogue for the pages where customers decide (home, gallery, sizing guide, FAQ): the
 * default prices, the server's own when no payment provider supplies them, until the live
 * catalogue answers. The build prerenders these pages with them and hydration starts from the
 * same, so the first HTML already shows prices and hydrating changes nothing.
 */
export function useShownCatalog(): Catalog {
  return useQuery({ ...catalogQuery, placeholderData: DEFAULT_CATALOG }).data ?? DEFAULT_CATALOG;
}
