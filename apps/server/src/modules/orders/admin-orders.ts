import {
  ORDER_STATUS_LABELS,
  ORDER_STATUS_MESSAGES,
  staffStatusRefusal,
  type AdminOrder,
  type AdminOrderDetail,
  type OrderStatus,
} from '@store/shared/orders';
import { HttpError } from '#server/http-errors.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { deliveredEmail, shippedEmail } from './order-emails.ts';
import { toCustomerOrder, type OrderRecord, type OrderRepository } from './order-repository.ts';

function withoutUser(order: OrderRecord): AdminOrder {
  const { userId, ...rest } = order;
  return rest;
}

/** Staff's side of orders: the list, one order with its timeline, and the changes staff make to it. */
export function createAdminOrders(deps: { orders: OrderRepository; mailer: Mailer; publicUrl: string }) {
  const { orders, mailer } = deps;

  async function detail(id: string): Promise<AdminOrderDetail> {
    const order = await orders.findById(id);
    if (!order) throw new HttpError(404, 'NOT_FOUND', 'Order not found.');
    const [timeline, downloadsRevokedAt] = await Promise.all([orders.timeline(id), orders.downloadsRevokedAt(id)]);
    return { ...withoutUser(order), timeline, downloadsRevokedAt };
  }

  return {
    async search(filter: { status?: OrderStatus | undefined; search?: string | undefined }): Promise<AdminOrder[]> {
      return (await orders.search(filter, 500)).map(withoutUser);
    },

    detail,

    async update(
      id: string,
      changes: { status?: OrderStatus | undefined; notes?: string | undefined; trackingNumber?: string | undefined },
      actor: string,
    ): Promise<AdminOrderDetail> {
      const order = await orders.findById(id);
      if (!order) throw new HttpError(404, 'NOT_FOUND', 'Order not found.');
      const refusal = changes.status ? staffStatusRefusal(order.status, changes.status) : null;
      if (refusal === 'refundOnly')
        throw new HttpError(400, 'REFUND_ONLY', ORDER_STATUS_MESSAGES.refundOnly, { status: ORDER_STATUS_MESSAGES.refundOnly });
      if (refusal) throw new HttpError(409, 'ORDER_REFUNDED', ORDER_STATUS_MESSAGES[refusal]);
      const tracking = changes.trackingNumber?.trim();
      const trackingNumbers = tracking && !order.trackingNumbers.includes(tracking) ? [...order.trackingNumbers, tracking] : undefined;
      await orders.update(id, {
        ...(changes.status ? { status: changes.status } : {}),
        ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
        ...(trackingNumbers ? { trackingNumbers } : {}),
      });
      if (changes.status && changes.status !== order.status) {
        await orders.addEvent(id, {
          kind: 'status',
          message: `${ORDER_STATUS_LABELS[order.status]} → ${ORDER_STATUS_LABELS[changes.status]}`,
          actor,
        });
      }
      if (changes.notes !== undefined && changes.notes !== order.notes)
        await orders.addEvent(id, { kind: 'note', message: 'Notes updated', actor });
      if (trackingNumbers) await orders.addEvent(id, { kind: 'print', message: `Tracking number ${tracking} added`, actor });
      const shippedNow =
        (changes.status === 'shipped' && order.status !== 'shipped') || (trackingNumbers && (changes.status ?? order.status) === 'shipped');
      if (shippedNow) {
        const latest = (trackingNumbers ?? order.trackingNumbers).at(-1);
        await mailer.queue(order.email, shippedEmail(toCustomerOrder(order), latest ?? null));
        await orders.addEvent(id, { kind: 'email', message: 'Shipping email sent', actor });
      }
      if (changes.status === 'delivered' && order.status !== 'delivered') {
        await mailer.queue(order.email, deliveredEmail(toCustomerOrder(order), deps.publicUrl));
        await orders.addEvent(id, { kind: 'email', message: 'Delivery email sent', actor });
      }
      return detail(id);
    },

    /** Staff turn off every download link of an order, now and to come; recorded on its timeline. */
    async revokeDownloads(id: string, actor: string): Promise<AdminOrderDetail> {
      if (!(await orders.findById(id))) throw new HttpError(404, 'NOT_FOUND', 'Order not found.');
      if (await orders.revokeDownloads(id)) await orders.addEvent(id, { kind: 'downloads', message: 'Download links turned off', actor });
      return detail(id);
    },
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
