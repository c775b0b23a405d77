import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { formatDollars } from '@store/shared/prices';
import { ORDER_STATUS_LABELS, type AdminOrder, type AdminOrderDetail, type MissingOrder, type Order, type OrderItem, type OrderStatus } from '@store/shared/orders';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http-errors.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { InvalidPaymentEvent, type PaymentProvider } from '#server/providers/payment/payment-provider.ts';
import type { PrintProvider } from '#server/providers/print/print-provider.ts';
import type { CartService } from '../cart/cart-service.ts';
import type { Cart } from '@store/shared/cart';
import { createCheckoutRepository } from './checkout-repository.ts';
import { MAX_DOWNLOADS_PER_LINK, type DownloadLinks } from './download-links.ts';
import { digitalDeliveryEmail, orderConfirmationEmail, shippedEmail } from './order-emails.ts';
import { createOrderRepository, toCustomerOrder, type OrderRecord } from './order-repository.ts';

const RECONCILE_WINDOW_SECONDS = 30 * 24 * 60 * 60;
/** A failed print submission is retried after 1 min, 5 min, 30 min, 2 h, then every 6 h, eight tries in all. */
const PRINT_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];
export const MAX_PRINT_ATTEMPTS = 8;
/** Order statuses in the order they happen; a provider event never moves an order back. */
const STATUS_RANK: Record<OrderStatus, number> = { paid: 0, 'in-production': 1, issue: 1, shipped: 2, delivered: 3 };
const RECONCILE_TIMEOUT_MS = 10_000;
const LINKS_REVOKED = () => new HttpError(403, 'LINK_REVOKED', 'The download links of this order were turned off by our staff. Please contact us if you need your files.');

function withoutUser(order: OrderRecord): AdminOrder {
  const { userId, ...rest } = order;
  return rest;
}

export type OrderServiceDeps = {
  db: Kysely<Database>;
  payments: PaymentProvider;
  print: PrintProvider;
  mailer: Mailer;
  cart: CartService;
  downloads: DownloadLinks;
  publicUrl: string;
  log: FastifyBaseLogger;
};

export function createOrderService(deps: OrderServiceDeps) {
  const { db, payments, mailer, downloads, publicUrl } = deps;
  const orders = createOrderRepository(db);
  const checkouts = createCheckoutRepository(db);

  function downloadsOf(order: OrderRecord) {
    const digital = new Map(order.items.filter((item) => item.isDigital).map((item) => [item.renderId, item.style]));
    return [...digital].map(([renderId, style]) => ({ renderId, style, links: downloads.forRender(order.id, renderId) }));
  }

  function printFileUrl(order: OrderRecord, item: OrderItem): string {
    return downloads.forRender(order.id, item.renderId).find((link) => link.ratio === item.aspectRatio)!.url;
  }

  /** Places the print order for an order's canvases; a failure is kept and retried with back-off. */
  async function submitPrints(order: OrderRecord): Promise<void> {
    const prints = order.items.filter((item) => !item.isDigital);
    if (prints.length === 0 || !order.shippingInfo) return;
    try {
      const placed = await deps.print.submit({ orderId: order.id, recipient: order.shippingInfo, email: order.email, items: prints.map((item) => ({ ...item, printFileUrl: printFileUrl(order, item) })) });
      if (!placed) return;
      await orders.update(order.id, { printOrderId: placed.providerOrderId, printDashboardUrl: placed.dashboardUrl, printStatus: placed.status });
      await orders.addEvent(order.id, { kind: 'print', message: `Print order ${placed.providerOrderId} placed (${placed.status})`, actor: deps.print.name });
    } catch (error) {
      const attempts = (await orders.printAttempts(order.id)) + 1;
      const delay = PRINT_RETRY_DELAYS_MS[Math.min(attempts - 1, PRINT_RETRY_DELAYS_MS.length - 1)]!;
      const next = attempts < MAX_PRINT_ATTEMPTS ? new Date(Date.now() + delay) : null;
      await orders.recordPrintFailure(order.id, attempts, next);
      const message = error instanceof Error ? error.message : String(error);
      deps.log.error({ err: error, orderId: order.id, attempts }, 'print order submission failed');
      await orders.addEvent(order.id, {
        kind: 'print',
        message: next ? `Print order failed (attempt ${attempts}): ${message}. Retrying at ${next.toISOString()}` : `Print order failed ${attempts} times: ${message}. Needs staff.`,
        actor: deps.print.name,
      });
    }
  }

  /**
   * Makes the order for a paid payment session, exactly once: called by the completion event,
   * by the success page and by reconcile, whichever comes first. Null while it is not paid.
   */
  async function fulfil(sessionId: string, actor: string): Promise<OrderRecord | null> {
    const existing = await orders.findBySession(sessionId);
    if (existing) return existing;
    const session = await payments.retrieveSession(sessionId);
    if (!session || session.paymentStatus !== 'paid') return null;
    const checkout = await checkouts.find(sessionId);
    if (!checkout) throw new HttpError(409, 'UNKNOWN_CHECKOUT', 'This payment does not match a checkout of this store.');

    const items: OrderItem[] = checkout.entries.flatMap((entry) =>
      entry.items.map((item) => ({
        renderId: entry.renderId,
        style: entry.style,
        image: entry.image,
        aspectRatio: entry.aspectRatio,
        size: item.size,
        quantity: item.quantity,
        isDigital: item.isDigital,
        ...(item.borderStyle ? { borderStyle: item.borderStyle } : {}),
        unitPriceCents: item.unitPriceCents,
        variantId: item.variantId ?? null,
      })),
    );
    const created = await db.transaction().execute(async (transaction) => {
      const order = await orders.insertOnce(
        {
          paymentSessionId: sessionId,
          userId: checkout.userId,
          name: session.customerName ?? session.shipping?.name ?? checkout.email,
          email: session.customerEmail ?? checkout.email,
          items,
          shippingInfo: session.shipping,
          amountCents: session.amountTotalCents,
          printProvider: deps.print.name,
        },
        transaction,
      );
      if (!order) return null;
      await orders.addEvent(order.id, { kind: 'created', message: `Paid ${formatDollars(order.amountCents)} (session ${sessionId})`, actor }, transaction);
      await orders.recordPurchases(order, transaction);
      await checkouts.setStatus(sessionId, 'paid', transaction);
      const customerOrder = toCustomerOrder(order);
      await mailer.queue(order.email, orderConfirmationEmail(customerOrder, publicUrl), { executor: transaction });
      const delivery = downloadsOf(order);
      if (delivery.length > 0) await mailer.queue(order.email, digitalDeliveryEmail(customerOrder, delivery, publicUrl), { executor: transaction });
      return order;
    });
    if (!created) return orders.findBySession(sessionId);
    void mailer.deliverDue().catch(() => undefined);
    await deps.cart.clear(checkout.userId);
    await submitPrints(created);
    return created;
  }

  async function detail(id: string): Promise<AdminOrderDetail> {
    const order = await orders.findById(id);
    if (!order) throw new HttpError(404, 'NOT_FOUND', 'Order not found.');
    const [timeline, downloadsRevokedAt] = await Promise.all([orders.timeline(id), orders.downloadsRevokedAt(id)]);
    return { ...withoutUser(order), timeline, downloadsRevokedAt };
  }

  return {
    fulfil,

    /** Keeps what the customer is paying for, priced, so the order is made from exactly that. */
    async recordCheckout(checkout: { sessionId: string; userId: string; email: string; entries: Cart; amountCents: number }): Promise<void> {
      await checkouts.insert(checkout);
    },

    /** A webhook delivery: verified, processed, and only then marked done, so a crash means a retry, never a loss. */
    async handleEvent(rawBody: string, signature: string | undefined): Promise<void> {
      let event;
      try {
        event = payments.verifyEvent(rawBody, signature);
      } catch (error) {
        if (!(error instanceof InvalidPaymentEvent)) throw error;
        if (error.reason === 'signature') throw new HttpError(400, 'INVALID_SIGNATURE', 'The event signature does not verify.');
        throw new HttpError(400, 'INVALID_EVENT', `The body is not a payment event we can read: ${error.message}`);
      }
      if (await orders.isEventProcessed(event.id)) return;
      if (event.sessionId) {
        switch (event.type) {
          case 'checkout.session.completed':
          case 'checkout.session.async_payment_succeeded':
            await fulfil(event.sessionId, `${payments.name} event`);
            break;
          case 'checkout.session.async_payment_failed':
            await checkouts.setStatus(event.sessionId, 'failed');
            break;
          case 'checkout.session.expired':
            await checkouts.setStatus(event.sessionId, 'expired');
            break;
        }
      }
      await orders.markEventProcessed(event.id, event.type);
    },

    /** The success page's lookup: the customer's order for a session, made now if the event has not come yet. */
    async bySession(sessionId: string, userId: string): Promise<Order | null> {
      const checkout = await checkouts.find(sessionId);
      if (!checkout || checkout.userId !== userId) throw new HttpError(404, 'NOT_FOUND', 'No order for this checkout.');
      const order = await fulfil(sessionId, 'success page');
      return order ? toCustomerOrder(order) : null;
    },

    async listMine(userId: string): Promise<Order[]> {
      return (await orders.listByUser(userId)).map(toCustomerOrder);
    },

    async freshDownloads(orderId: string, userId: string) {
      const order = await orders.findById(orderId);
      if (!order || order.userId !== userId) throw new HttpError(404, 'NOT_FOUND', 'Order not found.');
      if (await orders.downloadsRevokedAt(order.id)) throw LINKS_REVOKED();
      return downloadsOf(order);
    },

    /**
     * Checks a download link and counts one use of it. The link alone is the authority (decision
     * 014): whoever holds it, signed in or not, gets the same answer.
     */
    async authorizeDownload(link: { orderId: string; renderId: string; ratio: string; expires: number; signature: string }): Promise<void> {
      // The same links serve the buyer's digital files and the print partner's print files.
      const verdict = downloads.check(link.orderId, link.renderId, link.ratio, link.expires, link.signature);
      if (verdict === 'expired') throw new HttpError(410, 'LINK_EXPIRED', 'This download link has expired. Get a fresh one from your dashboard.');
      if (verdict === 'invalid') throw new HttpError(403, 'INVALID_LINK', 'This download link is not valid.');
      const order = await orders.findById(link.orderId);
      const covered = order?.items.some((item) => item.renderId === link.renderId && (item.isDigital || item.aspectRatio === link.ratio));
      if (!order || !covered) throw new HttpError(403, 'INVALID_LINK', 'This download link is not valid.');
      if (await orders.downloadsRevokedAt(order.id)) throw LINKS_REVOKED();
      if (!(await orders.useDownloadLink(link.signature, order.id, MAX_DOWNLOADS_PER_LINK))) {
        throw new HttpError(410, 'LINK_USED_UP', `This download link has been used ${MAX_DOWNLOADS_PER_LINK} times, its limit. Get a fresh link from your orders page.`);
      }
    },

    /** Staff turn off every download link of an order, now and to come; recorded on its timeline. */
    async revokeDownloads(id: string, actor: string): Promise<AdminOrderDetail> {
      if (!(await orders.findById(id))) throw new HttpError(404, 'NOT_FOUND', 'Order not found.');
      if (await orders.revokeDownloads(id)) await orders.addEvent(id, { kind: 'downloads', message: 'Download links turned off', actor });
      return detail(id);
    },

    hasPurchased: orders.hasPurchased,
    countForRender: orders.countForRender,

    async adminSearch(filter: { status?: OrderStatus | undefined; search?: string | undefined }): Promise<AdminOrder[]> {
      return (await orders.search(filter, 500)).map(withoutUser);
    },

    detail,

    async adminUpdate(id: string, changes: { status?: OrderStatus | undefined; notes?: string | undefined; trackingNumber?: string | undefined }, actor: string): Promise<AdminOrderDetail> {
      const order = await orders.findById(id);
      if (!order) throw new HttpError(404, 'NOT_FOUND', 'Order not found.');
      const tracking = changes.trackingNumber?.trim();
      const trackingNumbers = tracking && !order.trackingNumbers.includes(tracking) ? [...order.trackingNumbers, tracking] : undefined;
      await orders.update(id, {
        ...(changes.status ? { status: changes.status } : {}),
        ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
        ...(trackingNumbers ? { trackingNumbers } : {}),
      });
      if (changes.status && changes.status !== order.status) {
        await orders.addEvent(id, { kind: 'status', message: `${ORDER_STATUS_LABELS[order.status]} → ${ORDER_STATUS_LABELS[changes.status]}`, actor });
      }
      if (changes.notes !== undefined && changes.notes !== order.notes) await orders.addEvent(id, { kind: 'note', message: 'Notes updated', actor });
      if (trackingNumbers) await orders.addEvent(id, { kind: 'print', message: `Tracking number ${tracking} added`, actor });
      const shippedNow = (changes.status === 'shipped' && order.status !== 'shipped') || (trackingNumbers && (changes.status ?? order.status) === 'shipped');
      if (shippedNow) {
        const latest = (trackingNumbers ?? order.trackingNumbers).at(-1);
        await mailer.queue(order.email, shippedEmail(toCustomerOrder(order), latest ?? null));
        await orders.addEvent(id, { kind: 'email', message: 'Shipping email sent', actor });
      }
      return detail(id);
    },

    /** Paid sessions of the last 30 days with no order (a lost event), asked of the provider with a 10 s time-out. */
    async reconcile(): Promise<MissingOrder[]> {
      const since = Math.floor(Date.now() / 1000) - RECONCILE_WINDOW_SECONDS;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new HttpError(504, 'PROVIDER_TIMEOUT', 'The payment provider did not answer within 10 seconds.')), RECONCILE_TIMEOUT_MS);
      });
      try {
        const sessions = await Promise.race([payments.listPaidSessions(since), timeout]);
        const withOrders = await orders.sessionsWithOrders(sessions.map((session) => session.id));
        return sessions
          .filter((session) => !withOrders.has(session.id))
          .map((session) => ({ sessionId: session.id, email: session.customerEmail ?? '', amount: session.amountTotalCents, created: session.created, tempId: session.id }));
      } finally {
        clearTimeout(timer);
      }
    },

    /** Tries again the print orders whose submission failed and whose back-off has passed. */
    async retryDuePrints(): Promise<number> {
      const due = await orders.duePrintSubmissions(new Date(), MAX_PRINT_ATTEMPTS);
      for (const order of due) await submitPrints(order);
      return due.length;
    },

    /**
     * A print provider's webhook: the body only says which order changed; the order is read
     * back from the provider before acting. Tracking numbers are added, never replaced, and a
     * status only moves forward.
     */
    async handlePrintEvent(orderId: string): Promise<void> {
      const order = await orders.findById(orderId);
      if (!order?.printOrderId) throw new HttpError(404, 'NOT_FOUND', 'No print order for this order.');
      const state = await deps.print.fetchState(order.printOrderId);
      if (!state) return;
      const actor = deps.print.name;
      const newTracking = state.trackingNumbers.filter((number) => !order.trackingNumbers.includes(number));
      let status: OrderStatus = order.status;
      if (newTracking.length > 0 || state.status === 'fulfilled') status = 'shipped';
      else if (state.status === 'failed' || state.status === 'onhold') status = 'issue';
      else if (state.status === 'inprocess' || state.status === 'pending' || state.status === 'partial') status = 'in-production';
      const forward = status === 'issue' ? order.status === 'paid' || order.status === 'in-production' : STATUS_RANK[status] > STATUS_RANK[order.status];
      const nextStatus = forward ? status : order.status;
      await orders.update(order.id, {
        printStatus: state.status,
        status: nextStatus,
        ...(newTracking.length > 0 ? { trackingNumbers: [...order.trackingNumbers, ...newTracking] } : {}),
      });
      await orders.addEvent(order.id, { kind: 'print', message: `Print order is ${state.status}`, actor });
      if (nextStatus !== order.status) await orders.addEvent(order.id, { kind: 'status', message: `${ORDER_STATUS_LABELS[order.status]} → ${ORDER_STATUS_LABELS[nextStatus]}`, actor });
      for (const number of newTracking) {
        await mailer.queue(order.email, shippedEmail(toCustomerOrder(order), number));
        await orders.addEvent(order.id, { kind: 'email', message: `Shipping email sent (tracking ${number})`, actor });
      }
    },

    async recreate(sessionId: string, actor: string): Promise<boolean> {
      if (await orders.findBySession(sessionId)) return true;
      const order = await fulfil(sessionId, actor);
      if (order) await orders.addEvent(order.id, { kind: 'payment', message: 'Order recreated from reconcile', actor });
      return order !== null;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
