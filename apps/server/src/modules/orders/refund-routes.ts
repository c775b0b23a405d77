import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderEndpoints } from '@store/shared/api/orders';
import { serve } from '#server/http/serve.ts';
import type { Refunds } from './refunds.ts';

const refundRoutes: FastifyPluginAsyncZod<{ refunds: Refunds }> = async (app, { refunds }) => {
  serve(app, orderEndpoints.refund, {
    handler: async (request) => refunds.refund(request.params.id, request.body, request.user!.email),
  });
};

export default refundRoutes;
