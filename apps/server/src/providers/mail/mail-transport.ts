/** A finished email ready to hand to a transport. */
export type OutgoingEmail = {
  from: string;
  to: string;
  replyTo?: string;
  /** An address that unsubscribes the recipient, for the List-Unsubscribe header. */
  listUnsubscribe?: string;
  subject: string;
  html: string;
  text: string;
};

/** Delivers one email or throws; the outbox retries on failure. */
export type MailTransport = {
  readonly name: 'smtp' | 'mailbox';
  send(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
};
