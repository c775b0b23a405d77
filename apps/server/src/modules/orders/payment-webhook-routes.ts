import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutEndpoints } from '@store/shared/api/checkout';
import { serve } from '#server/http/serve.ts';
import type { PaymentEvents } from './payment-events.ts';

/** The payment provider's events (signed like Stripe webhooks): a paid checkout becomes an order here. */
const paymentWebhookRoutes: FastifyPluginAsyncZod<{ paymentEvents: PaymentEvents }> = async (app, { paymentEvents }) => {
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

export default paymentWebhookRoutes;
