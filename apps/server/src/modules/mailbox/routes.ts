import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailboxSchema } from '@store/shared/mailbox';
import type { OutboxRepository } from '#server/providers/mail/outbox-repository.ts';

/** Development only (never registered in production): the outbox as a mailbox, so emailed links can be followed offline. */
const mailboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxRepository }> = async (app, { outbox }) => {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        summary: 'Recent emails in the outbox (development only)',
        tags: ['development'],
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: mailboxSchema },
      },
    },
    async (request) => {
      return { emails: await outbox.listRecent(100, request.query.to) };
    },
  );
};

export default mailboxRoutes;
