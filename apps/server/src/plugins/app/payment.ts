import fp from 'fastify-plugin';
import type { Config } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { createDemoPaymentProvider, demoWebhookSecret, type DemoPaymentProvider } from '#server/providers/payment/demo-payment-provider.ts';
import { createDemoPaymentSessionRepository } from '#server/providers/payment/demo-payment-session-repository.ts';
import { createDemoRefundRepository } from '#server/providers/payment/demo-refund-repository.ts';
import type { PaymentProvider } from '#server/providers/payment/payment-provider.ts';
import { createStripePaymentProvider, createStripePriceSource } from '#server/providers/payment/stripe-payment-provider.ts';
import { defaultPriceSource, type PriceSource } from '#server/modules/catalog/catalog-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider customers pay through: Stripe when configured, else the demo checkout. */
    payments: PaymentProvider;
    /** The demo checkout, there in every setup so tests and offline development can pay with test cards. */
    demoPayments: DemoPaymentProvider;
    /** Where prices come from: the Stripe prices STRIPE_PRICE_IDS names, else the built-in price list. */
    prices: PriceSource;
  }
}

export default fp<{ config: Config; database: DatabaseHandle }>(
  async (app, { config, database }) => {
    const demoPayments = createDemoPaymentProvider({
      sessions: createDemoPaymentSessionRepository(database.db),
      refunds: createDemoRefundRepository(database.db),
      publicUrl: config.publicUrl,
      webhookSecret: demoWebhookSecret(config.authSecret),
    });
    app.decorate('demoPayments', demoPayments);
    app.decorate('payments', config.stripe ? createStripePaymentProvider(config.stripe) : demoPayments);
    const priceIds = config.stripe?.priceIds ?? {};
    app.decorate(
      'prices',
      config.stripe && Object.keys(priceIds).length > 0 ? createStripePriceSource(config.stripe, priceIds) : defaultPriceSource,
    );
  },
  { name: 'payment' },
);
