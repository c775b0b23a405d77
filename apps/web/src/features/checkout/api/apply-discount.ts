import type { CheckoutPricing } from '@store/shared/checkout-pricing';
import type { AppliedDiscount } from '@store/shared/discounts';
import type { ShippingRegion } from '@store/shared/shipping';
import { cartEndpoints } from '@store/shared/api/cart';
import { callApi } from '#web/lib/api-client.ts';

/** Asks the server whether the code applies to the saved cart; answers its terms and the server's pricing, or throws the reason. */
export function applyDiscount(code: string, region: ShippingRegion): Promise<{ discount: AppliedDiscount; pricing: CheckoutPricing }> {
  return callApi(cartEndpoints.applyDiscount, { body: { code, region } });
}
