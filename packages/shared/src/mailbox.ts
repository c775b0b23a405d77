import { z } from 'zod';

/** One email of the outbox as the development mailbox shows it. */
export const mailboxEmailSchema = z.object({
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

/** GET /api/dev/mailbox: the most recent emails, newest first. */
export const mailboxSchema = z.object({ emails: z.array(mailboxEmailSchema) });

export type MailboxEmail = z.infer<typeof mailboxEmailSchema>;
export type Mailbox = z.infer<typeof mailboxSchema>;
