import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactEndpoints } from '@store/shared/api/contact';
import { fromNodeHeaders } from 'better-auth/node';
import { serve } from '#server/http/serve.ts';
import type { Auth } from '../accounts/auth.ts';
import type { ContactService } from './contact-service.ts';

const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; auth: Auth }> = async (app, { contact, auth }) => {
  serve(app, contactEndpoints.send, {
    config: { rateLimit: { max: 5, timeWindow: 60_000 } },
    async handler(request, reply) {
      const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      const stored = await contact.send(request.body, session?.user.id ?? null);
      return reply.status(201).send({ success: true as const, id: stored.id });
    },
  });

  serve(app, contactEndpoints.inbox, {
    handler: async (request) => contact.inbox(request.query.filter, request.query.page),
  });

  serve(app, contactEndpoints.unhandledCount, {
    handler: async () => ({ count: await contact.countUnhandled() }),
  });

  serve(app, contactEndpoints.setHandled, {
    handler: async (request) => contact.markHandled(request.params.id, request.body.handled, request.user!.id),
  });
};

export default contactRoutes;
