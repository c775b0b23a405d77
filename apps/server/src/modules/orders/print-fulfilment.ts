import type { FastifyBaseLogger } from 'fastify';
import { giftSlipSubject } from '@store/shared/gifts';
import { ORDER_STATUS_LABELS, type OrderItem, type OrderStatus } from '@store/shared/orders';
import { HttpError } from '#server/http-errors.ts';
import type { PrintProvider } from '#server/providers/print/print-provider.ts';
import type { Notifications } from '../notifications/notifications.ts';
import type { DownloadLinks } from './download-links.ts';
import type { OrderRecord } from './order-records.ts';
import type { OrderRepository } from './order-repository.ts';
import type { PrintVersions } from './print-versions.ts';
import type { NotifyShipped } from './shipping-notice.ts';

/** A failed print submission is retried after 1 min, 5 min, 30 min, 2 h, then every 6 h, eight tries in all. */
const PRINT_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];
export const MAX_PRINT_ATTEMPTS = 8;
/** Order statuses in the order they happen; a provider event never moves an order back. */
const STATUS_RANK: Record<OrderStatus, number> = {
  paid: 0,
  'in-production': 1,
  issue: 1,
  shipped: 2,
  delivered: 3,
};

type PrintFulfilmentDeps = {
  print: PrintProvider;
  orders: OrderRepository;
  downloads: DownloadLinks;
  notifyShipped: NotifyShipped;
  notifications: Pick<Notifications, 'printIssue'>;
  printVersions: Pick<PrintVersions, 'waiting'>;
  /** The support address the packing slip of a gift gives for questions. */
  supportEmail: string;
  log: FastifyBaseLogger;
};

function printFileUrl(deps: PrintFulfilmentDeps, order: OrderRecord, item: OrderItem): string {
  // Pinned to the line's version: the partner may fetch the file after a revision is published.
  return deps.downloads.forRender(order.id, item.renderId, item.versionId ?? null).find((link) => link.ratio === item.aspectRatio)!.url;
}

/**
 * A print provider's webhook: the body only says which order changed; the order is read
 * back from the provider before acting. Tracking numbers are added, never replaced, and a
 * status only moves forward.
 */
async function handlePrintEvent(deps: PrintFulfilmentDeps, orderId: string): Promise<void> {
  const order = await deps.orders.findById(orderId);
  if (!order?.printOrderId) throw new HttpError(404, 'NOT_FOUND', 'No print order for this order.');
  const state = await deps.print.fetchState(order.printOrderId);
  if (!state) return;
  const actor = deps.print.name;
  const newTracking = state.trackingNumbers.filter((number) => !order.trackingNumbers.includes(number));
  let status: OrderStatus = order.status;
  if (newTracking.length > 0 || state.status === 'fulfilled') status = 'shipped';
  else if (state.status === 'failed' || state.status === 'onhold') status = 'issue';
  else if (state.status === 'inprocess' || state.status === 'pending' || state.status === 'partial') status = 'in-production';
  const forward =
    status === 'issue' ? order.status === 'paid' || order.status === 'in-production' : STATUS_RANK[status] > STATUS_RANK[order.status];
  const nextStatus = forward ? status : order.status;
  await deps.orders.update(order.id, {
    printStatus: state.status,
    status: nextStatus,
    ...(newTracking.length > 0 ? { trackingNumbers: [...order.trackingNumbers, ...newTracking] } : {}),
  });
  await deps.orders.addEvent(order.id, { kind: 'print', message: `Print order is ${state.status}`, actor });
  if (nextStatus !== order.status)
    await deps.orders.addEvent(order.id, {
      kind: 'status',
      message: `${ORDER_STATUS_LABELS[order.status]} → ${ORDER_STATUS_LABELS[nextStatus]}`,
      actor,
    });
  if (nextStatus === 'issue' && order.status !== 'issue')
    await deps.notifications.printIssue(order.id, `${deps.print.name} reports the print order as ${state.status}.`);
  if (nextStatus === 'shipped') await deps.notifyShipped(order, [...order.trackingNumbers, ...newTracking].at(-1) ?? null, actor);
}

/** Canvas prints: sent to the deps.print provider, retried on failure, and followed through its webhooks. */
export function createPrintFulfilment(deps: PrintFulfilmentDeps) {
  const { print, orders } = deps;

  /**
   * Places the print order for an order's canvases; a failure is kept and retried with back-off.
   * An order whose canvas waits for staff to choose its version after a revision is not sent.
   */
  async function submit(order: OrderRecord): Promise<void> {
    const prints = order.items.filter((item) => !item.isDigital);
    if (prints.length === 0 || !order.shippingInfo || order.printOrderId !== null) return;
    if (await deps.printVersions.waiting(order)) return;
    try {
      const placed = await print.submit({
        orderId: order.id,
        recipient: order.shippingInfo,
        email: order.email,
        items: prints.map((item) => ({ ...item, printFileUrl: printFileUrl(deps, order, item) })),
        gift: order.gift ? { subject: giftSlipSubject(order.gift.recipientName), message: order.gift.message } : null,
        store: { name: 'MotoMuse', email: deps.supportEmail },
      });
      if (!placed) return;
      await orders.update(order.id, {
        printOrderId: placed.providerOrderId,
        printDashboardUrl: placed.dashboardUrl,
        printStatus: placed.status,
      });
      await orders.addEvent(order.id, {
        kind: 'print',
        message: `Print order ${placed.providerOrderId} placed (${placed.status})`,
        actor: print.name,
      });
    } catch (error) {
      const attempts = (await orders.printAttempts(order.id)) + 1;
      const delay = PRINT_RETRY_DELAYS_MS[Math.min(attempts - 1, PRINT_RETRY_DELAYS_MS.length - 1)]!;
      const next = attempts < MAX_PRINT_ATTEMPTS ? new Date(Date.now() + delay) : null;
      await orders.recordPrintFailure(order.id, attempts, next);
      const message = error instanceof Error ? error.message : String(error);
      deps.log.error({ err: error, orderId: order.id, attempts }, 'print order submission failed');
      await orders.addEvent(order.id, {
        kind: 'print',
        message: next
          ? `Print order failed (attempt ${attempts}): ${message}. Retrying at ${next.toISOString()}`
          : `Print order failed ${attempts} times: ${message}. Needs staff.`,
        actor: print.name,
      });
      // Staff hear of the first failure and of the last; the retries between are on the timeline.
      if (attempts === 1 || !next)
        await deps.notifications.printIssue(
          order.id,
          next
            ? `sending the print order to ${print.name} failed (${message}). It is retried automatically.`
            : `sending the print order to ${print.name} failed ${attempts} times (${message}). No more automatic retries: it needs staff.`,
        );
    }
  }

  return {
    /** The print provider's name, kept on each order it makes. */
    providerName: print.name,

    submit,

    /** Tries again the print orders whose submission failed and whose back-off has passed. */
    async retryDuePrints(): Promise<number> {
      const due = await orders.duePrintSubmissions(new Date(), MAX_PRINT_ATTEMPTS);
      for (const order of due) await submit(order);
      return due.length;
    },

    handlePrintEvent: (orderId: string) => handlePrintEvent(deps, orderId),
  };
}

export type PrintFulfilment = ReturnType<typeof createPrintFulfilment>;
