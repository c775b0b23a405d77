import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#server/http-schemas.ts';
import { HttpError } from '#server/http-errors.ts';
import type { PrintFulfilment } from './print-fulfilment.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Printful's webhooks. They are not signed, so the address carries a secret token, and the order is re-read from Printful before anything changes. */
const printWebhookRoutes: FastifyPluginAsyncZod<{ fulfilment: PrintFulfilment; token: string }> = async (app, { fulfilment, token }) => {
  app.post(
    '/api/print/webhook',
    {
      schema: {
        summary: 'Print provider events (Printful): package shipped, order failed, on hold, ...',
        tags: ['orders'],
        querystring: z.object({ token: z.string().max(200) }),
        body: z
          .object({
            type: z.string(),
            data: z
              .object({
                order: z.object({ id: z.union([z.number(), z.string()]), external_id: z.string().nullable().optional() }).optional(),
              })
              .passthrough(),
          })
          .passthrough(),
        response: { 200: z.object({ received: z.literal(true) }), 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      if (!sameToken(request.query.token, token)) throw new HttpError(403, 'FORBIDDEN', 'Unknown webhook token.');
      const externalId = request.body.data.order?.external_id;
      if (externalId) await fulfilment.handlePrintEvent(externalId);
      return { received: true as const };
    },
  );
};

export default printWebhookRoutes;
