import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessageSchema } from '@store/shared/contact';
import { INBOX_FILTERS, inboxMessageSchema, inboxPageSchema, unhandledCountSchema } from '@store/shared/contact-inbox';
import { fromNodeHeaders } from 'better-auth/node';
import { errorBodySchema } from '#server/http-schemas.ts';
import type { Auth } from '../accounts/auth.ts';
import type { ContactService } from './contact-service.ts';

const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; auth: Auth }> = async (app, { contact, auth }) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        summary: 'Send a message to the shop',
        tags: ['contact'],
        body: contactMessageSchema,
        response: { 201: z.object({ success: z.literal(true), id: z.string() }), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      const stored = await contact.send(request.body, session?.user.id ?? null);
      return reply.status(201).send({ success: true as const, id: stored.id });
    },
  );

  app.get(
    '/api/admin/contact-messages',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'The inbox of contact messages, newest first, unhandled only or all (admin)',
        tags: ['admin'],
        querystring: z.object({
          filter: z.enum(INBOX_FILTERS).default('unhandled'),
          page: z.coerce.number().int().min(1).default(1),
        }),
        response: { 200: inboxPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => contact.inbox(request.query.filter, request.query.page),
  );

  app.get(
    '/api/admin/contact-messages/unhandled-count',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'How many contact messages still wait for an answer (admin)',
        tags: ['admin'],
        response: { 200: unhandledCountSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ count: await contact.countUnhandled() }),
  );

  app.patch(
    '/api/admin/contact-messages/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Mark a contact message handled or unhandled (admin)',
        tags: ['admin'],
        params: z.object({ id: z.string().min(1).max(100) }),
        body: z.object({ handled: z.boolean() }),
        response: { 200: inboxMessageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => contact.markHandled(request.params.id, request.body.handled, request.user!.id),
  );
};

export default contactRoutes;
