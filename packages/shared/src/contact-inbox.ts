import { z } from 'zod';
import { contactMessageSchema } from './contact.ts';

/** The staff inbox of contact messages: which are still to answer, and the reply link. */
export const INBOX_FILTERS = ['unhandled', 'all'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const inboxMessageSchema = contactMessageSchema.extend({
  id: z.string(),
  userId: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** The admin who marked it handled, by name. */
  handledBy: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxPageSchema = z.object({ messages: z.array(inboxMessageSchema), unhandledCount: z.number().int(), hasMore: z.boolean() });
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const unhandledCountSchema = z.object({ count: z.number().int() });

/** A mailto: link answering the sender, the subject prefixed "Re: " once and the message quoted below. */
export function replyMailto(message: { email: string; name: string; message: string }): string {
  const firstLine = message.message.split('\n')[0]!.trim();
  const topic = firstLine.length > 60 ? `${firstLine.slice(0, 57)}...` : firstLine;
  const subject = /^re:/i.test(topic) ? topic : `Re: ${topic}`;
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Hi ${message.name},\n\n\n\n${quoted}`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
