import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutEndpoints } from '@store/shared/api/checkout';
import { serve } from '#server/http/serve.ts';
import { HttpError } from '#server/http-errors.ts';
import type { CheckoutService } from './checkout-service.ts';

export const SIGN_IN_TO_CHECKOUT = 'You must be signed in to checkout.';

const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
  serve(app, checkoutEndpoints.start, {
    onRequest: async (request, reply) => {
      await app.loadUser(request, reply);
      if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', SIGN_IN_TO_CHECKOUT);
    },
    handler: async (request) => checkout.start(request.user!, request.body ?? {}, request.ip),
  });
};

export default checkoutRoutes;
