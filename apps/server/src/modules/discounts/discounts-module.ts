import type { CartService } from '../cart/cart-service.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createCheckoutPricing, type CheckoutPricingService } from './checkout-pricing.ts';
import { createDiscountRepository } from './discount-repository.ts';
import { createDiscountService, type DiscountService } from './discount-service.ts';
import discountRoutes from './routes.ts';

/** Discount codes staff make, and the price of a checkout with its code and shipping. */
export function createDiscountsModule(
  context: ModuleContext,
  deps: { cart: CartService },
): StoreModule<{ discounts: DiscountService; pricing: CheckoutPricingService }> {
  const { database, config } = context;
  const repository = createDiscountRepository(database.db, database.kind);
  const discounts = createDiscountService({ discounts: repository, transact: context.transact });
  const pricing = createCheckoutPricing({ cart: deps.cart, discounts, shipping: config.shipping });
  return {
    service: { discounts, pricing },
    async routes(app) {
      await app.register(discountRoutes, { discounts, pricing, shipping: config.shipping });
    },
    erase: { erase: (customer) => repository.eraseReservationsOf(customer.id) },
  };
}
