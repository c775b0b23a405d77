import type { FastifyBaseLogger } from 'fastify';
import { absoluteUrl, routes } from '@store/shared/routes';
import type { Transact } from '#server/db/transaction.ts';
import type { Schedule } from '#server/jobs/job-queue.ts';
import { emailPictures } from '#server/providers/mail/email-pictures.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { purchaseReminderEmail } from './customer-emails.ts';
import type { AccountDirectory } from '../accounts/account-directory.ts';
import type { RenderReadModel } from '../renders/renders-module.ts';
import type { ReminderRepository } from './reminder-repository.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A render not bought this long after it was finished gets its one reminder. */
export const REMINDER_AFTER_MS = 3 * DAY_MS;
/** Renders finished longer ago than this are left alone: a store that starts reminding does not write to last year's customers. */
export const REMINDER_WINDOW_MS = 14 * DAY_MS;
const BATCH_SIZE = 50;

/** One gentle reminder per render that was finished but not bought, sent by an hourly sweep and never twice. */
export function createPurchaseReminders(deps: {
  reminders: ReminderRepository;
  /** The finished renders, asked of the renders module; whether an account exists, of the accounts module. */
  renders: Pick<RenderReadModel, 'completedBetween'>;
  accounts: Pick<AccountDirectory, 'exists'>;
  /** Orders with any line of the render (the purchase grant's count). */
  countOrders: (renderId: string) => Promise<number>;
  mailer: Mailer;
  transact: Transact;
  unsubscribe: UnsubscribeLinks;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { reminders, mailer } = deps;

  /** Complete renders finished inside the window whose reminder is undecided, of customers who have not opted out; oldest first. */
  async function candidates(now: Date) {
    const finished = await deps.renders.completedBetween({
      completedAfter: new Date(now.getTime() - REMINDER_WINDOW_MS),
      completedBefore: new Date(now.getTime() - REMINDER_AFTER_MS),
    });
    const [decided, optedOut] = await Promise.all([
      reminders.decidedAmong(finished.map((render) => render.id)),
      reminders.optedOutAmong(finished.map((render) => render.userId)),
    ]);
    return finished
      .filter((render) => !decided.has(render.id) && !optedOut.has(render.userId))
      .slice(0, BATCH_SIZE)
      .map((render) => ({ ...render, renderId: render.id }));
  }

  async function sendDue(now = new Date()): Promise<number> {
    const due = await candidates(now);
    let sent = 0;
    for (const render of due) {
      if ((await deps.countOrders(render.renderId)) > 0) {
        await reminders.decide(render.renderId, 'bought');
        continue;
      }
      const unsubscribeUrl = deps.unsubscribe.url(render.userId);
      const productUrl = absoluteUrl(deps.publicUrl, routes.product.href({ renderId: render.renderId }));
      const picture = render.publishedVersionId
        ? emailPictures.preview({ ...render, versionId: render.publishedVersionId }, productUrl)
        : null;
      const email = purchaseReminderEmail(render.customerName, render.style, { productUrl, unsubscribeUrl, picture });
      const queued = await deps.transact(async () => {
        if (!(await reminders.decide(render.renderId, 'sent'))) return false;
        await mailer.queue(render.customerEmail, email, { listUnsubscribe: unsubscribeUrl });
        return true;
      });
      if (queued) sent += 1;
    }
    if (sent > 0) deps.log.info({ sent }, 'purchase reminders queued');
    return sent;
  }

  return {
    sendDue,

    /** The unsubscribe link's choice: no more reminders for the customer it names. False when the link is not valid. */
    async optOut(token: string): Promise<boolean> {
      const userId = deps.unsubscribe.userOf(token);
      if (userId === null || !(await deps.accounts.exists(userId))) return false;
      await reminders.optOut(userId);
      return true;
    },

    schedule: { name: 'purchase-reminders', everyMinutes: 60, atStart: true, run: () => sendDue() } satisfies Schedule,
  };
}

export type PurchaseReminders = ReturnType<typeof createPurchaseReminders>;
