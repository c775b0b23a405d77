import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutPricingSchema } from '@store/shared/checkout-pricing';
import { appliedDiscountSchema, discountCodeInputSchema, discountCodeListSchema, discountCodeSchema } from '@store/shared/discounts';
import { SHIPPING_REGIONS, shippedRates, shippingSettingsSchema, type ShippingSettings } from '@store/shared/shipping';
import { errorBodySchema } from '#server/http-schemas.ts';
import type { CheckoutPricingService } from './checkout-pricing.ts';
import type { DiscountService } from './discount-service.ts';

const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Shipping rates (public), a customer's code checked against their cart, and staff's discount codes (admin). */
const discountRoutes: FastifyPluginAsyncZod<{
  discounts: DiscountService;
  pricing: CheckoutPricingService;
  shipping: ShippingSettings & { countries: string[] };
}> = async (app, { discounts, pricing, shipping }) => {
  const offered = shippedRates(shipping);

  app.get(
    '/api/shipping',
    {
      schema: {
        summary: 'Canvas shipping: the free-shipping threshold and the flat rate of each region',
        tags: ['cart'],
        response: { 200: shippingSettingsSchema },
      },
    },
    async () => offered,
  );

  app.post(
    '/api/cart/discount',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Check a discount code against the signed-in customer's saved cart and price it with shipping to a region",
        tags: ['cart'],
        body: z.object({ code: z.string().trim().min(1, 'Enter a discount code.').max(40), region: z.enum(SHIPPING_REGIONS).optional() }),
        response: { 200: z.object({ discount: appliedDiscountSchema, pricing: checkoutPricingSchema }), ...refusals },
      },
    },
    async (request) => {
      const priced = await pricing.applyCode(request.user!.id, request.body.code, request.body.region);
      const { code, kind, value } = priced.discount;
      return { discount: { code, kind, value }, pricing: priced.pricing };
    },
  );

  app.get(
    '/api/admin/discounts',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Every discount code with its uses (admin)',
        tags: ['admin'],
        response: { 200: discountCodeListSchema, ...refusals },
      },
    },
    async () => ({ codes: await discounts.list() }),
  );

  app.post(
    '/api/admin/discounts',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Make a discount code: percent or amount off, optional expiry and usage limit, once per customer or not (admin)',
        tags: ['admin'],
        body: discountCodeInputSchema,
        response: { 200: discountCodeSchema, ...refusals },
      },
    },
    async (request) => discounts.create(request.body, request.user!.email),
  );

  app.post(
    '/api/admin/discounts/:id/deactivate',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'End a discount code: it is refused from now on, its past uses stay (admin)',
        tags: ['admin'],
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: discountCodeSchema, ...refusals },
      },
    },
    async (request) => discounts.deactivate(request.params.id),
  );
};

export default discountRoutes;
