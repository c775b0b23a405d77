import { z } from 'zod';
import { adminGiftCardSchema, boughtGiftCardSchema, giftCardPurchaseSchema } from '../gift-cards.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors } from './endpoint.ts';

/** Gift cards (decision 046): bought by a signed-in customer for someone, checked and spent at checkout. */
export const giftCardEndpoints = {
  buy: endpoint(apiRoutes.giftCards.buy, {
    summary: 'Start paying for a gift card: an amount, the recipient and a message; answers the payment page',
    tags: ['gift cards'],
    body: giftCardPurchaseSchema,
    responses: { 200: z.object({ url: z.string() }), ...errors(400, 401) },
  }),
  mine: endpoint(apiRoutes.giftCards.mine, {
    summary: 'The gift cards the signed-in customer bought (never their codes)',
    tags: ['gift cards'],
    responses: { 200: z.object({ giftCards: z.array(boughtGiftCardSchema) }), ...errors(401) },
  }),
  purchase: endpoint(apiRoutes.giftCards.purchase, {
    summary: 'The gift card a payment bought, issued now if the payment event has not come yet; null while it is not paid',
    tags: ['gift cards'],
    params: z.object({ sessionId: z.string().min(1).max(200) }),
    responses: { 200: z.object({ giftCard: boughtGiftCardSchema.nullable() }), ...errors(401, 404) },
  }),
  check: endpoint(apiRoutes.giftCards.check, {
    summary: 'Check a gift card code: its balance, to spend at checkout',
    tags: ['gift cards'],
    body: z.object({ code: z.string().trim().min(1, 'Enter a gift card code.').max(40) }),
    responses: { 200: z.object({ codeEnding: z.string(), balanceCents: z.number().int() }), ...errors(400, 401, 404, 409) },
  }),
  adminList: endpoint(apiRoutes.giftCards.adminList, {
    summary: 'Gift cards for staff, newest first: all, or those whose code ending, recipient or buyer matches the search',
    tags: ['gift cards'],
    query: z.object({ search: z.string().trim().max(100).optional() }),
    responses: { 200: z.object({ giftCards: z.array(adminGiftCardSchema) }), ...errors(400, 401, 403) },
  }),
  replaceCode: endpoint(apiRoutes.giftCards.replaceCode, {
    summary: 'Replace a lost code: the old one stops working and a new one is emailed to the recipient',
    tags: ['gift cards'],
    params: z.object({ id: z.string().min(1).max(100) }),
    /** The ending of the code the owner saw: a second press, or another owner's, finds it gone and replaces nothing. */
    body: z.object({ replacing: z.string().trim().min(1).max(8) }),
    responses: { 200: adminGiftCardSchema, ...errors(400, 401, 403, 404, 409) },
  }),
};
