import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutEndpoints } from '@store/shared/api/checkout';
import { serve } from '#server/http/serve.ts';
import { HttpError } from '#server/http-errors.ts';
import type { PaymentEvents } from '../orders/payment-events.ts';
import type { CheckoutService } from './checkout-service.ts';

export const SIGN_IN_TO_CHECKOUT = 'You must be signed in to checkout.';

const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService; paymentEvents: PaymentEvents }> = async (
  app,
  { checkout, paymentEvents },
) => {
  serve(app, checkoutEndpoints.start, {
    onRequest: async (request, reply) => {
      await app.loadUser(request, reply);
      if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', SIGN_IN_TO_CHECKOUT);
    },
    handler: async (request) => checkout.start(request.user!, request.body ?? {}),
  });

  // The provider's signature covers the exact bytes, so this route keeps the body as text.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    serve(scope, checkoutEndpoints.paymentWebhook, {
      async handler(request) {
        const signature = request.headers['stripe-signature'];
        await paymentEvents.handleEvent(
          typeof request.body === 'string' ? request.body : '',
          Array.isArray(signature) ? signature[0] : signature,
        );
        return { received: true as const };
      },
    });
  });
};

export default checkoutRoutes;
