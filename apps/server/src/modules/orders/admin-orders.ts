import { ORDER_STATUS_LABELS, shipsOnTracking, type AdminOrder, type AdminOrderDetail, type OrderStatus } from '@store/shared/orders';
import { PRINT_VERSION_MESSAGES } from '@store/shared/revision-purchases';
import type { Transact } from '#server/db/transaction.ts';
import { HttpError } from '#server/http-errors.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { deliveredEmail, type GalleryConsentUrl } from './order-emails.ts';
import type { OrderFilter } from './order-query-repository.ts';
import { toCustomerOrder, type OrderRecord } from './order-records.ts';
import type { OrderRepository } from './order-repository.ts';
import type { PrintFulfilment } from './print-fulfilment.ts';
import type { PrintVersions } from './print-versions.ts';
import type { NotifyShipped } from './shipping-notice.ts';

function withoutUser(order: OrderRecord): AdminOrder {
  const { userId, ...rest } = order;
  return rest;
}

type AdminOrdersDeps = {
  orders: OrderRepository;
  mailer: Mailer;
  notifyShipped: NotifyShipped;
  printVersions: PrintVersions;
  fulfilment: Pick<PrintFulfilment, 'submit'>;
  transact: Transact;
  publicUrl: string;
  galleryConsentUrl: GalleryConsentUrl;
};

async function found(deps: AdminOrdersDeps, id: string): Promise<OrderRecord> {
  const order = await deps.orders.findById(id);
  if (!order) throw new HttpError(404, 'NOT_FOUND', 'Order not found.');
  return order;
}

async function detail(deps: AdminOrdersDeps, id: string): Promise<AdminOrderDetail> {
  const order = await found(deps, id);
  const [timeline, downloadsRevokedAt, versions] = await Promise.all([
    deps.orders.timeline(id),
    deps.orders.downloadsRevokedAt(id),
    deps.printVersions.of(order),
  ]);
  return { ...withoutUser(order), timeline, downloadsRevokedAt, printVersions: versions };
}

/** What staff may change of an order at once. */
type OrderChanges = {
  status?: OrderStatus | undefined;
  notes?: string | undefined;
  trackingNumber?: string | undefined;
  replacesTrackingNumber?: string | undefined;
};

/**
 * Staff change an order. A new tracking number ships an order whose parcel had not left; a
 * corrected one replaces the number it names. Either way the customer is emailed "shipped" once.
 */
async function update(deps: AdminOrdersDeps, id: string, changes: OrderChanges, actor: string): Promise<AdminOrderDetail> {
  const order = await found(deps, id);
  if (changes.status && changes.status !== 'paid' && order.status === 'paid' && (await deps.printVersions.waiting(order)))
    throw new HttpError(409, 'CHOOSE_PRINT_VERSION', `${PRINT_VERSION_MESSAGES.waiting} Choose it before the order goes to print.`);
  const tracking = changes.trackingNumber?.trim();
  const replaced = changes.replacesTrackingNumber?.trim();
  if (replaced !== undefined && !tracking)
    throw new HttpError(400, 'VALIDATION', 'Give the corrected tracking number.', { trackingNumber: 'Required with a correction.' });
  if (replaced !== undefined && !order.trackingNumbers.includes(replaced))
    throw new HttpError(400, 'VALIDATION', 'That tracking number is not on the order.', {
      replacesTrackingNumber: 'Not on the order.',
    });
  const trackingNumbers =
    !tracking || order.trackingNumbers.includes(tracking)
      ? undefined
      : replaced !== undefined
        ? order.trackingNumbers.map((number) => (number === replaced ? tracking : number))
        : [...order.trackingNumbers, tracking];
  const added = trackingNumbers !== undefined && replaced === undefined;
  const status = changes.status ?? (added && shipsOnTracking(order.status) ? 'shipped' : undefined);
  await deps.orders.update(id, {
    ...(status ? { status } : {}),
    ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
    ...(trackingNumbers ? { trackingNumbers } : {}),
  });
  if (trackingNumbers)
    await deps.orders.addEvent(id, {
      kind: 'print',
      message: added ? `Tracking number ${tracking} added` : `Tracking number ${replaced} corrected to ${tracking}`,
      actor,
    });
  if (status && status !== order.status)
    await deps.orders.addEvent(id, {
      kind: 'status',
      message: `${ORDER_STATUS_LABELS[order.status]} → ${ORDER_STATUS_LABELS[status]}`,
      actor,
    });
  if (changes.notes !== undefined && changes.notes !== order.notes)
    await deps.orders.addEvent(id, { kind: 'note', message: 'Notes updated', actor });
  if ((status ?? order.status) === 'shipped' && (status === 'shipped' || added))
    await deps.notifyShipped(order, (trackingNumbers ?? order.trackingNumbers).at(-1) ?? null, actor);
  if (changes.status === 'delivered' && order.status !== 'delivered') {
    await deps.mailer.queue(order.email, deliveredEmail(toCustomerOrder(order), deps.publicUrl, deps.galleryConsentUrl));
    await deps.orders.addEvent(id, { kind: 'email', message: 'Delivery email sent', actor });
  }
  return detail(deps, id);
}

/** Staff's side of orders: the list, one order with its timeline, and the changes staff make to it. */
export function createAdminOrders(deps: AdminOrdersDeps) {
  const { orders, printVersions } = deps;

  return {
    async search(filter: OrderFilter): Promise<AdminOrder[]> {
      return (await orders.search(filter, 500)).map(withoutUser);
    },

    detail: (id: string): Promise<AdminOrderDetail> => detail(deps, id),

    update: (id: string, changes: OrderChanges, actor: string) => update(deps, id, changes, actor),

    /**
     * Staff choose which version a canvas prints after a revision, on the order's timeline; once
     * no canvas of the order waits, it goes to the print partner (the manual provider leaves it to staff).
     */
    async choosePrintVersion(id: string, choice: { renderId: string; versionId: string }, actor: string): Promise<AdminOrderDetail> {
      await deps.transact(async () => printVersions.choose(await found(deps, id), choice.renderId, choice.versionId, actor));
      const order = await found(deps, id);
      if (!(await printVersions.waiting(order))) await deps.fulfilment.submit(order);
      return detail(deps, id);
    },

    /** Staff turn off every download link of an order, now and to come; recorded on its timeline. */
    async revokeDownloads(id: string, actor: string): Promise<AdminOrderDetail> {
      if (!(await orders.findById(id))) throw new HttpError(404, 'NOT_FOUND', 'Order not found.');
      if (await orders.revokeDownloads(id)) await orders.addEvent(id, { kind: 'downloads', message: 'Download links turned off', actor });
      return detail(deps, id);
    },
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
