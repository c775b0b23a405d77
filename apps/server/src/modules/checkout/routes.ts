import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHIPPING_REGIONS } from '@store/shared/shipping';
import { errorBodySchema } from '#server/http-schemas.ts';
import { HttpError } from '#server/http-errors.ts';
import type { PaymentEvents } from '../orders/payment-events.ts';
import type { CheckoutService } from './checkout-service.ts';

export const SIGN_IN_TO_CHECKOUT = 'You must be signed in to checkout.';

const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService; paymentEvents: PaymentEvents }> = async (
  app,
  { checkout, paymentEvents },
) => {
  app.post(
    '/api/checkout',
    {
      onRequest: async (request, reply) => {
        await app.loadUser(request, reply);
        if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', SIGN_IN_TO_CHECKOUT);
      },
      schema: {
        summary: "Start paying for the signed-in customer's saved cart; answers the payment page's url",
        tags: ['checkout'],
        body: z
          .object({ discountCode: z.string().trim().max(40).optional(), region: z.enum(SHIPPING_REGIONS).optional() })
          .nullish()
          .describe('The discount code and the shipping region chosen in the cart (decision 021)'),
        response: {
          200: z.object({ url: z.string() }),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => checkout.start(request.user!, request.body ?? {}),
  );

  // The provider's signature covers the exact bytes, so this route keeps the body as text.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/payments/webhook',
      {
        schema: {
          summary: 'Payment provider events (signed like Stripe webhooks): completed, async succeeded/failed, expired',
          tags: ['checkout'],
          headers: z.object({ 'stripe-signature': z.string().optional() }),
          response: { 200: z.object({ received: z.literal(true) }), 400: errorBodySchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        await paymentEvents.handleEvent(
          typeof request.body === 'string' ? request.body : '',
          Array.isArray(signature) ? signature[0] : signature,
        );
        return { received: true as const };
      },
    );
  });
};

export default checkoutRoutes;
