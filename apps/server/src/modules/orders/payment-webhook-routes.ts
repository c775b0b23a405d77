import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#server/http-schemas.ts';
import type { PaymentEvents } from './payment-events.ts';

/** The payment provider's events (signed like Stripe webhooks): a paid checkout becomes an order here. */
const paymentWebhookRoutes: FastifyPluginAsyncZod<{ paymentEvents: PaymentEvents }> = async (app, { paymentEvents }) => {
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

export default paymentWebhookRoutes;
