import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOrderDetailSchema } from '@store/shared/orders';
import { refundRequestSchema } from '@store/shared/refunds';
import { errorBodySchema } from '#server/http-schemas.ts';
import type { Refunds } from './refunds.ts';

const refundRoutes: FastifyPluginAsyncZod<{ refunds: Refunds }> = async (app, { refunds }) => {
  app.post(
    '/api/admin/orders/:id/refunds',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary:
          'Refund all or part of what is left of an order through the payment provider (admin); a repeat with the same idempotency key refunds once',
        tags: ['admin'],
        params: z.object({ id: z.string().max(40) }),
        body: refundRequestSchema,
        response: {
          200: adminOrderDetailSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => refunds.refund(request.params.id, request.body, request.user!.email),
  );
};

export default refundRoutes;
