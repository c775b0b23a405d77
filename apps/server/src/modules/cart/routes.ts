import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartInputSchema, cartSchema } from '@store/shared/cart-schemas';
import { errorBodySchema } from '#server/http-schemas.ts';
import type { CartService } from './cart-service.ts';

const cartResponse = z.object({ entries: cartSchema });

const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    '/api/cart',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "The signed-in customer's cart, priced by the server",
        tags: ['cart'],
        response: { 200: cartResponse, 401: errorBodySchema },
      },
    },
    async (request) => ({ entries: await cart.get(request.user!.id) }),
  );

  app.put(
    '/api/cart',
    {
      onRequest: app.requireUser,
      schema: {
        summary:
          'Save the cart; prices come from the catalogue and invalid entries are dropped. Refused, with each refused entry in `fields`: ' +
          "another customer's render (403), a digital download this customer already bought (409)",
        tags: ['cart'],
        body: z.object({ entries: cartInputSchema }),
        response: { 200: cartResponse, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => ({ entries: await cart.save(request.user!.id, request.body.entries) }),
  );
};

export default cartRoutes;
