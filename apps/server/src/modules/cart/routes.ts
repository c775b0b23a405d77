import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartEndpoints } from '@store/shared/api/cart';
import { serve } from '#server/http/serve.ts';
import type { CartService } from './cart-service.ts';

const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  serve(app, cartEndpoints.get, {
    onRequest: app.requireUser,
    handler: async (request) => ({ entries: await cart.get(request.user!.id) }),
  });

  serve(app, cartEndpoints.save, {
    onRequest: app.requireUser,
    handler: async (request) => ({ entries: await cart.save(request.user!.id, request.body.entries) }),
  });
};

export default cartRoutes;
