import type { Cart } from '@store/shared/cart';
import type { GiftChoice } from '@store/shared/gifts';
import { DISCOUNT_MESSAGES } from '@store/shared/discounts';
import { priceCheckout, type CheckoutPricing } from '@store/shared/checkout-pricing';
import type { ShippingRegion } from '@store/shared/shipping';
import type { ShippingSettings } from '@store/shared/shipping-schemas';
import { HttpError } from '#server/http-errors.ts';
import type { CartService } from '../cart/cart-service.ts';
import type { DiscountService, UsableDiscount } from './discount-service.ts';

/** What a customer chose in the cart besides the items. */
export type CheckoutChoices = {
  discountCode?: string | undefined;
  region?: ShippingRegion | undefined;
  /** Decision 046: a gift card to pay with, and a canvas sent as a gift. */
  giftCardCode?: string | undefined;
  gift?: GiftChoice | undefined;
};

export type PricedCart = { entries: Cart; discount: UsableDiscount | null; pricing: CheckoutPricing };

/** Prices the customer's saved cart with their code and shipping region, by the shared rules; the cart and the checkout both ask it. */
export function createCheckoutPricing(deps: { cart: CartService; discounts: DiscountService; shipping: ShippingSettings }) {
  async function price(userId: string, choices: CheckoutChoices): Promise<PricedCart> {
    const entries = await deps.cart.get(userId);
    const code = choices.discountCode?.trim();
    const discount = code ? await deps.discounts.usable(code, userId) : null;
    return { entries, discount, pricing: priceCheckout(entries, discount, deps.shipping, choices.region ?? 'US') };
  }

  return {
    price,

    /** The cart's "Apply": a code only means something for a cart with something in it. */
    async applyCode(userId: string, code: string, region: ShippingRegion | undefined): Promise<PricedCart & { discount: UsableDiscount }> {
      if ((await deps.cart.get(userId)).length === 0) throw new HttpError(400, 'EMPTY_CART', DISCOUNT_MESSAGES.emptyCart);
      const priced = await price(userId, { discountCode: code, region });
      return { ...priced, discount: priced.discount! };
    },
  };
}

export type CheckoutPricingService = ReturnType<typeof createCheckoutPricing>;
