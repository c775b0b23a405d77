import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailboxEndpoints } from '@store/shared/api/mailbox';
import { serve } from '#server/http/serve.ts';
import type { OutboxRepository } from '#server/providers/mail/outbox-repository.ts';

/** Development only (never registered in production): the outbox as a mailbox, so emailed links can be followed offline. */
const mailboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxRepository }> = async (app, { outbox }) => {
  serve(app, mailboxEndpoints.recent, {
    handler: async (request) => ({ emails: await outbox.listRecent(100, request.query.to) }),
  });
};

export default mailboxRoutes;
