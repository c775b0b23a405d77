import type { MailTransport } from './mail-transport.ts';

/**
 * Without SMTP the outbox row itself is the delivered message: the dev mailbox page
 * reads it from the database, so sending only has to mark it done.
 */
export function createMailboxTransport(): MailTransport {
  return {
    name: 'mailbox',
    async send() {},
    async close() {},
  };
}
