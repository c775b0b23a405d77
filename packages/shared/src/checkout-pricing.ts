import { z } from 'zod';
import { cartTotalCents, lineTotalCents, type Cart } from './cart.ts';
import { discountCents, type DiscountTerms } from './discounts.ts';
import { SHIPPING_REGIONS, shippingCents, type ShippingRegion } from './shipping.ts';
import type { ShippingSettings } from './shipping-schemas.ts';

/** What the customer pays, line by line: the cart, the checkout and the payment page add it up the same way (decision 021). */
export const checkoutPricingSchema = z.object({
  itemsSubtotalCents: z.number().int(),
  discountCode: z.string().nullable(),
  discountCents: z.number().int(),
  /** Canvases ship; a digital-only cart asks for no address. */
  requiresShipping: z.boolean(),
  shippingRegion: z.enum(SHIPPING_REGIONS).nullable(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
});
export type CheckoutPricing = z.infer<typeof checkoutPricingSchema>;

export function cartRequiresShipping(cart: Cart): boolean {
  return cart.some((entry) => entry.items.some((item) => !item.isDigital));
}

function canvasSubtotalCents(cart: Cart): number {
  return cart.reduce((total, entry) => total + entry.items.reduce((sum, item) => sum + (item.isDigital ? 0 : lineTotalCents(item)), 0), 0);
}

/**
 * Prices a cart: the discount comes off the items subtotal; free shipping is judged on the
 * canvases' part of the subtotal after their share of the discount; tax is the provider's.
 */
export function priceCheckout(
  cart: Cart,
  discount: (DiscountTerms & { code: string }) | null,
  shipping: ShippingSettings,
  region: ShippingRegion,
): CheckoutPricing {
  const itemsSubtotalCents = cartTotalCents(cart);
  const off = discount ? discountCents(discount, itemsSubtotalCents) : 0;
  const canvases = canvasSubtotalCents(cart);
  const canvasesAfterDiscount = itemsSubtotalCents > 0 ? canvases - Math.round((off * canvases) / itemsSubtotalCents) : 0;
  const requiresShipping = cartRequiresShipping(cart);
  const shippingCost = requiresShipping ? shippingCents(shipping, canvasesAfterDiscount, region) : 0;
  return {
    itemsSubtotalCents,
    discountCode: discount ? discount.code : null,
    discountCents: off,
    requiresShipping,
    shippingRegion: requiresShipping ? region : null,
    shippingCents: shippingCost,
    totalCents: itemsSubtotalCents - off + shippingCost,
  };
}
