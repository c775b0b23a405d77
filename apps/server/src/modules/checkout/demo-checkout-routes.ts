import type { FastifyPluginAsync } from 'fastify';
import { checkoutEndpoints } from '@store/shared/api/checkout';
import { routes } from '@store/shared/routes';
import type { DemoPaymentProvider } from '#server/providers/payment/demo-payment-provider.ts';
import { demoCheckoutPage } from './demo-checkout-page.ts';

/** The demo provider's hosted page: shows the items and total, takes a test card and an address. */
const demoCheckoutRoutes: FastifyPluginAsync<{ provider: DemoPaymentProvider }> = async (app, { provider }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const notFound = `<!doctype html><title>Checkout not found</title><p>This checkout does not exist or has ended. <a href="${routes.home.href()}">Back to the store</a></p>`;

  app.get<{ Params: { id: string } }>('/demo-checkout/:id', { schema: { hide: true } }, async (request, reply) => {
    const session = await provider.session(request.params.id);
    if (!session || session.status !== 'open') return reply.status(404).type('text/html').send(notFound);
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(demoCheckoutPage({ ...session, sessionId: session.id, email: session.customerEmail ?? '' }));
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> }>(
    '/demo-checkout/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const session = await provider.session(request.params.id);
      if (!session || session.status !== 'open') return reply.status(404).type('text/html').send(notFound);
      const form = request.body ?? {};
      const text = (name: string) => (typeof form[name] === 'string' ? form[name].trim().slice(0, 200) : '');
      const shipping =
        session.requiresShipping && !session.shipTo
          ? {
              line1: text('line1'),
              line2: text('line2') || null,
              city: text('city'),
              state: text('state'),
              postal_code: text('postal_code'),
              country: text('country').toUpperCase(),
            }
          : null;
      const incomplete = shipping && (!shipping.line1 || !shipping.city || !shipping.postal_code || !/^[A-Z]{2}$/.test(shipping.country));
      const result = incomplete
        ? { outcome: 'invalid' as const, message: 'Enter a full shipping address (country as 2 letters, e.g. US).' }
        : await provider.pay(session.id, { cardNumber: text('cardNumber'), name: text('name'), shipping });
      if (result.outcome !== 'paid') {
        const page = demoCheckoutPage({
          ...session,
          sessionId: session.id,
          email: session.customerEmail ?? '',
          message: result.message,
          values: { ...form, cardNumber: '' },
        });
        return reply
          .status(result.outcome === 'declined' ? 402 : 400)
          .type('text/html')
          .send(page);
      }
      // The same signed event a real provider would send, through the same webhook route.
      const delivery = await app.inject({
        method: 'POST',
        url: checkoutEndpoints.paymentWebhook.path,
        headers: { 'content-type': 'application/json', 'stripe-signature': result.event.signature },
        payload: result.event.payload,
      });
      if (delivery.statusCode !== 200)
        request.log.error(
          { status: delivery.statusCode, body: delivery.body },
          'demo payment event was not accepted; reconcile will find the paid session',
        );
      return reply.redirect(result.successUrl, 303);
    },
  );
};

export default demoCheckoutRoutes;
