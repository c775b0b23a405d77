import type { Mailer } from '#server/providers/mail/mailer.ts';
import { shippedEmail } from './order-emails.ts';
import { toCustomerOrder, type OrderRecord } from './order-records.ts';
import type { OrderRepository } from './order-repository.ts';

/**
 * The customer hears once that their order shipped (decision 039), whether staff or the print
 * provider's webhook got there first: later or corrected tracking numbers show on their orders.
 */
export function createShippingNotice(deps: { orders: OrderRepository; mailer: Mailer }) {
  const { orders, mailer } = deps;
  return async function notifyShipped(order: OrderRecord, trackingNumber: string | null, actor: string): Promise<void> {
    if (!(await orders.claimShippedEmail(order.id))) return;
    await mailer.queue(order.email, shippedEmail(toCustomerOrder(order), trackingNumber));
    await orders.addEvent(order.id, {
      kind: 'email',
      message: trackingNumber ? `Shipping email sent (tracking ${trackingNumber})` : 'Shipping email sent',
      actor,
    });
  };
}

export type NotifyShipped = ReturnType<typeof createShippingNotice>;
