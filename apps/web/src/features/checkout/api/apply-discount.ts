import type { ShippingRegion } from '@store/shared/shipping';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';

/** Asks the server whether the code applies to the saved cart; answers its terms and the server's pricing, or throws the reason. */
export function applyDiscount(code: string, region: ShippingRegion) {
  return callApi(apiRoutes.cart.applyDiscount, { body: { code, region } });
}
