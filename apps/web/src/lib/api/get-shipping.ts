import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS, DEFAULT_SHIPPING_RATES, parseShippingRates } from '@store/shared/shipping';
import type { ShippingSettings } from '@store/shared/shipping-schemas';
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

const DEFAULT_SHIPPING: ShippingSettings = {
  freeThresholdCents: DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
  rates: parseShippingRates(DEFAULT_SHIPPING_RATES) as ShippingSettings['rates'],
};

/** The rates for a page that is prerendered: the default ones until the shop's own arrive, as useShownCatalog does for prices. */
export function useShownShipping(): ShippingSettings {
  return useQuery({ ...shippingQuery, placeholderData: DEFAULT_SHIPPING }).data ?? DEFAULT_SHIPPING;
}
