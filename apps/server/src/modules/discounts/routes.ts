import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartEndpoints } from '@store/shared/api/cart';
import { discountEndpoints } from '@store/shared/api/discounts';
import { shippedRates } from '@store/shared/shipping';
import type { ShippingSettings } from '@store/shared/shipping-schemas';
import { serve } from '#server/http/serve.ts';
import type { CheckoutPricingService } from './checkout-pricing.ts';
import type { DiscountService } from './discount-service.ts';

/** Shipping rates (public), a customer's code checked against their cart, and staff's discount codes (admin). */
const discountRoutes: FastifyPluginAsyncZod<{
  discounts: DiscountService;
  pricing: CheckoutPricingService;
  shipping: ShippingSettings & { countries: string[] };
}> = async (app, { discounts, pricing, shipping }) => {
  const offered = shippedRates(shipping);

  serve(app, cartEndpoints.shipping, { handler: async () => offered });

  serve(app, cartEndpoints.applyDiscount, {
    onRequest: app.requireUser,
    async handler(request) {
      const priced = await pricing.applyCode(request.user!.id, request.body.code, request.body.region);
      const { code, kind, value } = priced.discount;
      return { discount: { code, kind, value }, pricing: priced.pricing };
    },
  });

  serve(app, discountEndpoints.list, {
    handler: async () => ({ codes: await discounts.list() }),
  });

  serve(app, discountEndpoints.create, {
    handler: async (request) => discounts.create(request.body, request.user!.email),
  });

  serve(app, discountEndpoints.deactivate, {
    handler: async (request) => discounts.deactivate(request.params.id),
  });
};

export default discountRoutes;
