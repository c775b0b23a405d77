import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { giftCardEndpoints } from '@store/shared/api/gift-cards';
import { serve } from '#server/http/serve.ts';
import type { GiftCardService } from './gift-card-service.ts';

/** Buying a gift card, the buyer's cards, checking a code before checkout, and the owner's look after cards (admin). */
const giftCardRoutes: FastifyPluginAsyncZod<{ giftCards: GiftCardService }> = async (app, { giftCards }) => {
  serve(app, giftCardEndpoints.buy, {
    onRequest: app.requireUser,
    handler: async (request) => giftCards.startPurchase(request.user!, request.body),
  });

  serve(app, giftCardEndpoints.mine, {
    onRequest: app.requireUser,
    handler: async (request) => ({ giftCards: await giftCards.mine(request.user!.id) }),
  });

  serve(app, giftCardEndpoints.purchase, {
    onRequest: app.requireUser,
    handler: async (request) => ({ giftCard: await giftCards.purchaseFor(request.params.sessionId, request.user!.id) }),
  });

  serve(app, giftCardEndpoints.check, {
    onRequest: app.requireUser,
    handler: async (request) => giftCards.check(request.body.code, { userId: request.user!.id, address: request.ip }),
  });

  serve(app, giftCardEndpoints.adminList, {
    handler: async (request) => ({ giftCards: await giftCards.staffList(request.query.search || undefined) }),
  });

  serve(app, giftCardEndpoints.replaceCode, {
    handler: async (request) => giftCards.replaceCode(request.params.id, request.body.replacing, request.user!.name || request.user!.email),
  });
};

export default giftCardRoutes;
