import { z } from 'zod';
import { giftChoiceSchema } from '../gifts.ts';
import { SHIPPING_REGIONS } from '../shipping.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors } from './endpoint.ts';

export const checkoutEndpoints = {
  start: endpoint(apiRoutes.checkout.start, {
    summary: "Start paying for the signed-in customer's saved cart; answers the payment page's url",
    tags: ['checkout'],
    body: z
      .object({
        discountCode: z.string().trim().max(40).optional(),
        region: z.enum(SHIPPING_REGIONS).optional(),
        giftCardCode: z.string().trim().max(40).optional(),
        gift: giftChoiceSchema.optional(),
      })
      .nullish()
      .describe('The discount code and shipping region chosen in the cart (decision 021), a gift card code and a gift (decision 046)'),
    responses: { 200: z.object({ url: z.string() }), ...errors(400, 401, 404, 409) },
  }),
  /** The body is read as text: the provider's signature covers its exact bytes. */
  paymentWebhook: endpoint(apiRoutes.checkout.paymentWebhook, {
    summary: 'Payment provider events (signed like Stripe webhooks): completed, async succeeded/failed, expired',
    tags: ['checkout'],
    headers: z.object({ 'stripe-signature': z.string().optional() }),
    responses: { 200: z.object({ received: z.literal(true) }), ...errors(400) },
  }),
};
