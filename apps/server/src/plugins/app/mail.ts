import fp from 'fastify-plugin';
import type { Config } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { createEmailPictureSignature } from '#server/providers/mail/email-picture-signature.ts';
import { createMailSeal } from '#server/providers/mail/mail-seal.ts';
import type { MailTransport } from '#server/providers/mail/mail-transport.ts';
import { createMailboxTransport } from '#server/providers/mail/mailbox-transport.ts';
import { createMailer, type Mailer } from '#server/providers/mail/mailer.ts';
import { createOutboxRepository, type OutboxRepository } from '#server/providers/mail/outbox-repository.ts';
import { createSmtpTransport } from '#server/providers/mail/smtp-transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every email the store sends goes through it, by way of the durable outbox. */
    mailer: Mailer;
    outbox: OutboxRepository;
  }
}

/** The mailer: the given transport (tests), else SMTP when SMTP_URL is set, else the dev mailbox. */
export default fp<{ config: Config; database: DatabaseHandle; transport: MailTransport | undefined }>(
  async (app, { config, database, transport }) => {
    const outbox = createOutboxRepository(database.db, database.kind, createMailSeal(config.authSecret));
    const chosen = transport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createMailboxTransport());
    app.decorate('outbox', outbox);
    const pictures = createEmailPictureSignature(config.authSecret);
    app.decorate(
      'mailer',
      createMailer({ outbox, transport: chosen, from: config.mailFrom, siteUrl: config.publicUrl, pictures, log: app.log }),
    );
  },
  { name: 'mail' },
);
