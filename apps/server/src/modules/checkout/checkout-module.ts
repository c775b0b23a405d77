import type { AnalyticsRecorder } from '../analytics/analytics-service.ts';
import type { DemoPaymentProvider } from '#server/providers/payment/demo-payment-provider.ts';
import type { PaymentProvider } from '#server/providers/payment/payment-provider.ts';
import type { CheckoutPricingService } from '../discounts/checkout-pricing.ts';
import type { DiscountService } from '../discounts/discount-service.ts';
import type { GiftCardService } from '../gift-cards/gift-card-service.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createCheckoutRepository } from './checkout-repository.ts';
import { createCheckoutService, type CheckoutService } from './checkout-service.ts';
import demoCheckoutRoutes from './demo-checkout-routes.ts';
import checkoutRoutes from './routes.ts';

/** Starting a payment for the cart at the provider, and the demo provider's own checkout page. */
export function createCheckoutModule(
  context: ModuleContext,
  deps: {
    pricing: CheckoutPricingService;
    discounts: DiscountService;
    giftCards: GiftCardService;
    payments: PaymentProvider;
    demoPayments: DemoPaymentProvider;
    analytics: AnalyticsRecorder;
  },
): StoreModule<CheckoutService> {
  const { config } = context;
  const checkouts = createCheckoutRepository(context.database.db);
  const checkout = createCheckoutService({
    pricing: deps.pricing,
    discounts: deps.discounts,
    giftCards: deps.giftCards,
    payments: deps.payments,
    checkouts,
    analytics: deps.analytics,
    publicUrl: config.publicUrl,
    shippingCountries: config.shipping.countries,
  });
  return {
    service: checkout,
    async routes(app) {
      await app.register(checkoutRoutes, { checkout });
      if (deps.payments.name === 'demo') await app.register(demoCheckoutRoutes, { provider: deps.demoPayments });
    },
    erase: { erase: (customer) => checkouts.eraseAllOf(customer.id) },
  };
}
