import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingSettings } from '@store/shared/shipping';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export const shippingQuery = queryOptions({
  queryKey: queryKeys.shipping,
  queryFn: () => callApi(apiRoutes.cart.shipping),
  staleTime: Infinity,
});

/** The shipping rates, for the cart's estimate; undefined while they load. */
export function useShippingSettings(): ShippingSettings | undefined {
  return useQuery(shippingQuery).data;
}
