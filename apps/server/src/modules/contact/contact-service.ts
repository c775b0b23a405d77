import type { ContactMessage } from '@store/shared/contact';
import type { Transact } from '#server/db/transaction.ts';
import { renderEmail } from '#server/providers/mail/email-layout.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import type { ContactRepository, StoredContactMessage } from './contact-repository.ts';

/** A contact message is kept and its email to support queued in one transaction: neither exists without the other. */
export function createContactService(deps: { messages: ContactRepository; transact: Transact; mailer: Mailer; supportEmail: string }) {
  const { messages: repository, transact, mailer, supportEmail } = deps;
  return {
    async send(message: ContactMessage, userId: string | null): Promise<StoredContactMessage> {
      const stored = await transact(async (transaction) => {
        const saved = await repository.add(message, userId, transaction);
        const email = renderEmail({
          subject: `Contact form: ${message.name}`,
          heading: `New message from ${message.name}`,
          paragraphs: [`From: ${message.name} <${message.email}>`, ...message.message.split(/\n{2,}/)],
          footnote: `Reply to this email to answer ${message.email} directly. Message id ${saved.id}.`,
        });
        await mailer.queue(supportEmail, email, { replyTo: message.email, executor: transaction });
        return saved;
      });
      void mailer.deliverDue().catch(() => undefined);
      return stored;
    },
    list: repository.listRecent,
  };
}
