import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderEndpoints } from '@store/shared/api/orders';
import { serve } from '#server/http/serve.ts';
import { HttpError } from '#server/http-errors.ts';
import type { PrintFulfilment } from './print-fulfilment.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Printful's webhooks. They are not signed, so the address carries a secret token, and the order is re-read from Printful before anything changes. */
const printWebhookRoutes: FastifyPluginAsyncZod<{ fulfilment: PrintFulfilment; token: string }> = async (app, { fulfilment, token }) => {
  serve(app, orderEndpoints.printWebhook, {
    async handler(request) {
      if (!sameToken(request.query.token, token)) throw new HttpError(403, 'FORBIDDEN', 'Unknown webhook token.');
      const externalId = request.body.data.order?.external_id;
      if (externalId) await fulfilment.handlePrintEvent(externalId);
      return { received: true as const };
    },
  });
};

export default printWebhookRoutes;
