import type { FastifyBaseLogger } from 'fastify';
import type { OrderItem } from '@store/shared/orders';
import type { TypicalTurnaround } from '@store/shared/turnaround';
import { absoluteUrl, routes } from '@store/shared/routes';
import type { RenderedEmail } from '#server/providers/mail/email-layout.ts';
import { emailPictures } from '#server/providers/mail/email-pictures.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { uploadReceivedEmail } from './customer-emails.ts';
import { newUploadAlert, paidOrderAlert, printIssueAlert, revisionRequestAlert } from './staff-emails.ts';
import type { AccountDirectory } from '../accounts/account-directory.ts';

type RenderRequest = { renderId: string; style: string; customer: { id: string; name: string; email: string } };

/**
 * The emails other modules' events cause: staff alerts (to STAFF_ALERT_EMAIL, else every staff member and owner),
 * each with a link to the screen that deals with it, and the customer's upload receipt.
 */
export function createNotifications(deps: {
  /** Staff's addresses, asked of the accounts module. */
  staff: Pick<AccountDirectory, 'staffEmails'>;
  mailer: Mailer;
  /** One address for every alert; unset, every staff member and owner gets them. */
  staffAlertEmail: string | undefined;
  publicUrl: string;
  /** What the upload receipt tells the customer to expect. */
  turnaround: () => Promise<TypicalTurnaround>;
  log: FastifyBaseLogger;
}) {
  const { mailer, publicUrl } = deps;
  const workbenchUrl = (renderId: string) => absoluteUrl(publicUrl, routes.adminWorkbench.href({ renderId }));
  const fulfillmentUrl = (orderId: string) =>
    absoluteUrl(publicUrl, `${routes.adminFulfillment.href()}?${new URLSearchParams({ search: orderId }).toString()}`);

  /**
   * A `required` alert is part of the caller's transaction and fails with it; any other never fails
   * the work that caused it. Marked with the customer it names, so deleting their account erases
   * it from the outbox.
   */
  async function alertStaff(email: RenderedEmail, aboutUserId: string | null, required = false): Promise<void> {
    const options = aboutUserId ? { aboutUserId } : {};
    const send = async () => {
      const recipients = deps.staffAlertEmail ? [deps.staffAlertEmail] : await deps.staff.staffEmails();
      for (const recipient of recipients) await mailer.queue(recipient, email, options);
    };
    if (required) return send();
    await send().catch((error: unknown) => deps.log.error({ err: error, subject: email.subject }, 'could not queue a staff alert'));
  }

  return {
    /** A customer's photo is in: their receipt, and the staff alert. */
    async uploadReceived(request: RenderRequest): Promise<void> {
      await deps
        .turnaround()
        .then((turnaround) =>
          mailer.queue(
            request.customer.email,
            uploadReceivedEmail(
              request.customer.name,
              request.style,
              absoluteUrl(publicUrl, routes.dashboard.href()),
              turnaround,
              emailPictures.photo(request.renderId, request.style),
            ),
          ),
        )
        .catch((error: unknown) => deps.log.error({ err: error, renderId: request.renderId }, 'could not queue the upload receipt'));
      await alertStaff(
        newUploadAlert({ customerName: request.customer.name, style: request.style }, workbenchUrl(request.renderId)),
        request.customer.id,
      );
    },

    async revisionRequested(request: RenderRequest & { note: string }): Promise<void> {
      await alertStaff(
        revisionRequestAlert(
          { customerName: request.customer.name, style: request.style, note: request.note },
          workbenchUrl(request.renderId),
        ),
        request.customer.id,
      );
    },

    /** Called in the transaction that makes the order, so the alert is queued with it. */
    async orderPaid(order: { id: string; userId: string; name: string; amountCents: number; items: OrderItem[] }): Promise<void> {
      const count = (digital: boolean) =>
        order.items.filter((item) => item.isDigital === digital).reduce((total, item) => total + item.quantity, 0);
      await alertStaff(
        paidOrderAlert({ ...order, canvases: count(false), digital: count(true) }, fulfillmentUrl(order.id)),
        order.userId,
        true,
      );
    },

    async printIssue(orderId: string, problem: string): Promise<void> {
      await alertStaff(printIssueAlert({ orderId, problem }, fulfillmentUrl(orderId)), null);
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
