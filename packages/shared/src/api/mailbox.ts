import { z } from 'zod';
import { mailboxSchema } from '../mailbox.ts';
import { apiRoutes } from './routes.ts';
import { endpoint } from './endpoint.ts';

/** Development only (never served in production): the outbox as a mailbox, so emailed links can be followed offline. */
export const mailboxEndpoints = {
  recent: endpoint(apiRoutes.mailbox.recent, {
    summary: 'Recent emails in the outbox (development only)',
    tags: ['development'],
    query: z.object({ to: z.string().optional() }),
    responses: { 200: mailboxSchema },
  }),
};
