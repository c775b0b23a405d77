import { z } from 'zod';
import { contactMessageSchema } from '../contact.ts';
import { INBOX_FILTERS, inboxMessageSchema, inboxPageSchema, unhandledCountSchema } from '../contact-inbox.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors } from './endpoint.ts';

export const contactEndpoints = {
  send: endpoint(apiRoutes.contact.send, {
    summary: 'Send a message to the shop',
    tags: ['contact'],
    body: contactMessageSchema,
    responses: { 201: z.object({ success: z.literal(true), id: z.string() }), ...errors(400, 429) },
  }),
  inbox: endpoint(apiRoutes.contact.inbox, {
    summary: 'The inbox of contact messages, newest first, unhandled only or all (admin)',
    tags: ['admin'],
    query: z.object({
      filter: z.enum(INBOX_FILTERS).default('unhandled'),
      page: z.coerce.number().int().min(1).default(1),
    }),
    responses: { 200: inboxPageSchema, ...errors(400, 401, 403) },
  }),
  unhandledCount: endpoint(apiRoutes.contact.unhandledCount, {
    summary: 'How many contact messages still wait for an answer (admin)',
    tags: ['admin'],
    responses: { 200: unhandledCountSchema, ...errors(401, 403) },
  }),
  setHandled: endpoint(apiRoutes.contact.setHandled, {
    summary: 'Mark a contact message handled or unhandled (admin)',
    tags: ['admin'],
    params: z.object({ id: z.string().min(1).max(100) }),
    body: z.object({ handled: z.boolean() }),
    responses: { 200: inboxMessageSchema, ...errors(400, 401, 403, 404) },
  }),
};
