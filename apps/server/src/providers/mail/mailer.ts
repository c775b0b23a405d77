import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from '#server/db/transaction.ts';
import type { Schedule } from '#server/jobs/job-queue.ts';
import type { MailTransport } from './mail-transport.ts';
import type { OutboxRepository } from './outbox-repository.ts';
import { forSite, type RenderedEmail } from './email-layout.ts';
import type { EmailPictureSignature } from './email-picture-signature.ts';

const BATCH_SIZE = 20;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** How long a sent email that held a secret keeps its (sealed) body: long enough to look into a delivery problem. */
export const SEALED_BODY_KEPT_MS = 7 * 24 * 60 * 60_000;

/** Waits 30 s after the first failure, doubling up to an hour. */
export function retryDelayMs(attemptsSoFar: number): number {
  return Math.min(30_000 * 2 ** attemptsSoFar, MAX_RETRY_DELAY_MS);
}

export type Mailer = {
  /** Queues an email in the outbox, in the open transaction when there is one (it is sent once that commits). */
  queue(
    to: string,
    email: RenderedEmail,
    options?: {
      replyTo?: string;
      /** Sent as the List-Unsubscribe header. */
      listUnsubscribe?: string;
      /** The customer whose personal data an email to someone else holds: it is erased with their account. */
      aboutUserId?: string;
      /** The body holds a secret (a gift card code): stored encrypted, emptied SEALED_BODY_KEPT_MS after sending. */
      sealed?: boolean;
    },
  ): Promise<void>;
  /** Sends everything due now; resolves when the batch is done. */
  deliverDue(): Promise<number>;
  /** Sends what is due again (retries, mail another instance queued) every minute. */
  readonly schedule: Schedule;
  /** Empties the bodies of sealed emails sent long enough ago, every hour. */
  readonly emptySealedSchedule: Schedule;
  /** Waits for a delivery under way and closes the transport. */
  close(): Promise<void>;
  readonly transportName: MailTransport['name'];
};

type MailerDeps = {
  outbox: OutboxRepository;
  transport: MailTransport;
  from: string;
  /** The store's public address: emails' site-relative links and images are made absolute with it. */
  siteUrl: string;
  /** Signs the addresses of the email's pictures, which answer without a cookie (decision 056). */
  pictures: EmailPictureSignature;
  log: FastifyBaseLogger;
};

async function deliverBatch(deps: MailerDeps): Promise<number> {
  let delivered = 0;
  for (;;) {
    const emails = await deps.outbox.claimDue(BATCH_SIZE);
    if (emails.length === 0) return delivered;
    for (const email of emails) {
      try {
        await deps.transport.send({
          from: deps.from,
          to: email.recipient,
          subject: email.subject,
          html: email.html,
          text: email.text,
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
          ...(email.listUnsubscribe ? { listUnsubscribe: email.listUnsubscribe } : {}),
        });
        await deps.outbox.markSent(email.id);
        delivered += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        deps.log.warn({ emailId: email.id, attempts: email.attempts + 1, err: message }, 'email delivery failed; will retry');
        await deps.outbox.markFailed(email.id, message, new Date(Date.now() + retryDelayMs(email.attempts)));
      }
    }
    if (emails.length < BATCH_SIZE) return delivered;
  }
}

/** Every email goes through the durable outbox and is retried until the transport accepts it. */
export function createMailer(deps: MailerDeps): Mailer {
  const { outbox, transport, log } = deps;
  let running: Promise<number> | undefined;
  let followUp: Promise<number> | undefined;
  let closed = false;

  /** One run at a time; a call during a run gets one more run after it, so nothing queued meanwhile waits for the next poll. */
  function deliverDue(): Promise<number> {
    if (!running) {
      running = deliverBatch(deps).finally(() => {
        running = undefined;
      });
      return running;
    }
    followUp ??= running
      .catch(() => 0)
      .then(() => {
        followUp = undefined;
        return deliverDue();
      });
    return followUp;
  }

  function kick(): void {
    if (closed) return;
    deliverDue().catch((error: unknown) => log.error({ err: error }, 'outbox delivery crashed'));
  }

  return {
    transportName: transport.name,
    async queue(to, written, options = {}) {
      const signed = { ...written, html: deps.pictures.signAll(written.html), text: deps.pictures.signAll(written.text) };
      const email = forSite(signed, deps.siteUrl);
      await outbox.add({
        recipient: to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        ...(options.replyTo ? { replyTo: options.replyTo } : {}),
        ...(options.listUnsubscribe ? { listUnsubscribe: options.listUnsubscribe } : {}),
        ...(options.aboutUserId ? { aboutUserId: options.aboutUserId } : {}),
        ...(options.sealed ? { sealed: true } : {}),
      });
      await afterCommit(() => queueMicrotask(kick));
    },
    deliverDue,
    schedule: { name: 'deliver-mail', everyMinutes: 1, atStart: true, run: () => (closed ? Promise.resolve(0) : deliverDue()) },
    emptySealedSchedule: {
      name: 'empty-sealed-mail',
      everyMinutes: 60,
      atStart: true,
      run: () => outbox.emptySealedSentBefore(new Date(Date.now() - SEALED_BODY_KEPT_MS)),
    },
    async close() {
      closed = true;
      await (followUp ?? running);
      await transport.close();
    },
  };
}
