import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxRepository } from '#server/providers/mail/outbox-repository.ts';

const emailSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['pending', 'sending', 'sent']),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** Development only (never registered in production): the outbox as a mailbox, so emailed links can be followed offline. */
const mailboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxRepository }> = async (app, { outbox }) => {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        summary: 'Recent emails in the outbox (development only)',
        tags: ['development'],
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: z.object({ emails: z.array(emailSchema) }) },
      },
    },
    async (request) => {
      return { emails: await outbox.listRecent(100, request.query.to) };
    },
  );
};

export default mailboxRoutes;
