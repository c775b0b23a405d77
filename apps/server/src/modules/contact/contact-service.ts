import type { ContactMessage } from '@store/shared/contact';
import type { InboxFilter, InboxMessage, InboxPage } from '@store/shared/contact-inbox';
import type { Transact } from '#server/db/transaction.ts';
import { HttpError } from '#server/http-errors.ts';
import { renderEmail } from '#server/providers/mail/email-layout.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import type { ContactRepository, StoredContactMessage } from './contact-repository.ts';

export const INBOX_PAGE_SIZE = 50;

/** A contact message is kept and its email to support queued in one transaction: neither exists without the other. */
export function createContactService(deps: { messages: ContactRepository; transact: Transact; mailer: Mailer; supportEmail: string }) {
  const { messages: repository, transact, mailer, supportEmail } = deps;
  return {
    async send(message: ContactMessage, userId: string | null): Promise<StoredContactMessage> {
      return transact(async () => {
        const saved = await repository.add(message, userId);
        const email = renderEmail({
          subject: `Contact form: ${message.name}`,
          heading: `New message from ${message.name}`,
          paragraphs: [`From: ${message.name} <${message.email}>`, ...message.message.split(/\n{2,}/)],
          footnote: `Reply to this email to answer ${message.email} directly. Message id ${saved.id}.`,
        });
        await mailer.queue(supportEmail, email, {
          replyTo: message.email,
          ...(userId ? { aboutUserId: userId } : {}),
        });
        return saved;
      });
    },

    async inbox(filter: InboxFilter, page: number): Promise<InboxPage> {
      const [listed, unhandledCount] = await Promise.all([
        repository.listInbox(filter, INBOX_PAGE_SIZE, (page - 1) * INBOX_PAGE_SIZE),
        repository.countUnhandled(),
      ]);
      return { ...listed, unhandledCount };
    },

    countUnhandled: repository.countUnhandled,

    async markHandled(id: string, handled: boolean, adminId: string): Promise<InboxMessage> {
      const message = await repository.setHandled(id, handled ? adminId : null);
      if (!message) throw new HttpError(404, 'NOT_FOUND', 'No contact message has that id.');
      return message;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
