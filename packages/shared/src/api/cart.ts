import { z } from 'zod';
import { cartInputSchema, cartSchema } from '../cart-schemas.ts';
import { checkoutPricingSchema } from '../checkout-pricing.ts';
import { appliedDiscountSchema } from '../discounts.ts';
import { SHIPPING_REGIONS } from '../shipping.ts';
import { shippingSettingsSchema } from '../shipping-schemas.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors } from './endpoint.ts';

const cartResponse = z.object({ entries: cartSchema });

export const cartEndpoints = {
  get: endpoint(apiRoutes.cart.get, {
    summary: "The signed-in customer's cart, priced by the server",
    tags: ['cart'],
    responses: { 200: cartResponse, ...errors(401) },
  }),
  save: endpoint(apiRoutes.cart.save, {
    summary:
      'Save the cart; prices come from the catalogue and invalid entries are dropped. Refused, with each refused entry in `fields`: ' +
      "another customer's render (403), a digital download this customer already bought (409)",
    tags: ['cart'],
    body: z.object({ entries: cartInputSchema }),
    responses: { 200: cartResponse, ...errors(400, 401, 403, 409) },
  }),
  shipping: endpoint(apiRoutes.cart.shipping, {
    summary: 'Canvas shipping: the free-shipping threshold and the flat rate of each region',
    tags: ['cart'],
    responses: { 200: shippingSettingsSchema },
  }),
  applyDiscount: endpoint(apiRoutes.cart.applyDiscount, {
    summary: "Check a discount code against the signed-in customer's saved cart and price it with shipping to a region",
    tags: ['cart'],
    body: z.object({ code: z.string().trim().min(1, 'Enter a discount code.').max(40), region: z.enum(SHIPPING_REGIONS).optional() }),
    responses: { 200: z.object({ discount: appliedDiscountSchema, pricing: checkoutPricingSchema }), ...errors(400, 401, 403, 404, 409) },
  }),
};
