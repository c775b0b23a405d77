import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHIPPING_REGIONS } from '@store/shared/shipping';
import { errorBodySchema } from '#server/http-schemas.ts';
import { HttpError } from '#server/http-errors.ts';
import type { CheckoutService } from './checkout-service.ts';

export const SIGN_IN_TO_CHECKOUT = 'You must be signed in to checkout.';

const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
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
};

export default checkoutRoutes;
