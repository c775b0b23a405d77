import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessageSchema } from '@store/shared/contact';
import { fromNodeHeaders } from 'better-auth/node';
import { errorBodySchema } from '#server/http-schemas.ts';
import type { Auth } from '../accounts/auth.ts';
import type { createContactService } from './contact-service.ts';

const storedMessageSchema = contactMessageSchema.extend({ id: z.string(), userId: z.string().nullable(), createdAt: z.string() });

const contactRoutes: FastifyPluginAsyncZod<{ contact: ReturnType<typeof createContactService>; auth: Auth }> = async (
  app,
  { contact, auth },
) => {
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
      preHandler: app.requireAdmin,
      schema: {
        summary: 'Messages sent through the contact form, newest first (admin)',
        tags: ['admin'],
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
        response: { 200: z.object({ messages: z.array(storedMessageSchema) }), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const pageSize = 50;
      return { messages: await contact.list(pageSize, (request.query.page - 1) * pageSize) };
    },
  );
};

export default contactRoutes;
