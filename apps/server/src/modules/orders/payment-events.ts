import { formatDollars } from '@store/shared/prices';
import type { MissingOrder, Order, OrderItem } from '@store/shared/orders';
import type { Transact } from '#server/db/transaction.ts';
import { HttpError } from '#server/http-errors.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { InvalidPaymentEvent, type PaymentProvider } from '#server/providers/payment/payment-provider.ts';
import type { AnalyticsRecorder } from '../analytics/analytics-service.ts';
import type { CartService } from '../cart/cart-service.ts';
import type { CheckoutService } from '../checkout/checkout-service.ts';
import type { DiscountService } from '../discounts/discount-service.ts';
import type { GiftCardService } from '../gift-cards/gift-card-service.ts';
import type { Notifications } from '../notifications/notifications.ts';
import type { DownloadLinks } from './download-links.ts';
import { digitalDeliveryEmail, orderConfirmationEmail, type GalleryConsentUrl } from './order-emails.ts';
import { toCustomerOrder, type OrderRecord, type OrderRepository } from './order-repository.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { PrintFulfilment } from './print-fulfilment.ts';

const RECONCILE_WINDOW_SECONDS = 30 * 24 * 60 * 60;
const RECONCILE_TIMEOUT_MS = 10_000;

/** Paid checkouts become orders: from the provider's events, the success page, or staff reconciling lost events. */
export function createPaymentEvents(deps: {
  payments: PaymentProvider;
  checkouts: Pick<CheckoutService, 'find' | 'setStatus'>;
  orders: OrderRepository;
  transact: Transact;
  mailer: Mailer;
  cart: CartService;
  downloads: DownloadLinks;
  fulfilment: Pick<PrintFulfilment, 'providerName' | 'submit'>;
  discounts: Pick<DiscountService, 'redeem' | 'releaseForSession'>;
  giftCards: Pick<GiftCardService, 'issueForSession' | 'spend' | 'releaseForSession' | 'purchaseSessions'>;
  analytics: AnalyticsRecorder;
  notifications: Pick<Notifications, 'orderPaid'>;
  renders: Pick<RenderService, 'publication'>;
  publicUrl: string;
  galleryConsentUrl: GalleryConsentUrl;
}) {
  const { payments, checkouts, orders, mailer, downloads, publicUrl } = deps;

  /**
   * Makes the order for a paid payment session, exactly once: called by the completion event,
   * by the success page and by reconcile, whichever comes first. Null while it is not paid.
   */
  async function fulfil(sessionId: string, actor: string): Promise<OrderRecord | null> {
    const existing = await orders.findBySession(sessionId);
    if (existing) return existing;
    const session = await payments.retrieveSession(sessionId);
    // A gift card that pays the whole order leaves nothing to charge: the provider reports no payment required.
    if (!session || session.paymentStatus === 'unpaid') return null;
    const checkout = await checkouts.find(sessionId);
    if (!checkout) {
      // A payment for a gift card issues the card, and makes no order.
      if (await deps.giftCards.issueForSession(sessionId)) return null;
      throw new HttpError(409, 'UNKNOWN_CHECKOUT', 'This payment does not match a checkout of this store.');
    }

    // Each line remembers the version it bought: a revision published later keeps it (decision 045).
    const bought = new Map(
      await Promise.all(
        checkout.entries.map(
          async (entry) => [entry.renderId, (await deps.renders.publication(entry.renderId))?.publishedVersionId ?? null] as const,
        ),
      ),
    );
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
        versionId: bought.get(entry.renderId) ?? null,
      })),
    );
    const created = await deps.transact(async () => {
      const order = await orders.insertOnce({
        paymentSessionId: sessionId,
        userId: checkout.userId,
        name: session.customerName ?? session.shipping?.name ?? checkout.email,
        email: session.customerEmail ?? checkout.email,
        items,
        // A gift ships to its recipient, whatever address the payment page had.
        shippingInfo: checkout.gift?.recipient ?? session.shipping,
        amountCents: session.amountTotalCents,
        printProvider: deps.fulfilment.providerName,
        charges: {
          discountCode: checkout.discountCode,
          discountCents: checkout.discountCents,
          shippingCents: checkout.shippingCents,
          taxCents: session.amountTaxCents,
        },
        giftCard: checkout.giftCard,
        gift: checkout.gift ? { message: checkout.gift.message, recipientName: checkout.gift.recipient.name } : null,
      });
      if (!order) return null;
      await orders.addEvent(order.id, {
        kind: 'created',
        message: `Paid ${formatDollars(order.amountCents)} (session ${sessionId})`,
        actor,
      });
      if (checkout.discountCode) {
        const redemption = await deps.discounts.redeem({
          orderId: order.id,
          paymentSessionId: sessionId,
          code: checkout.discountCode,
          userId: checkout.userId,
          discountCents: checkout.discountCents,
        });
        if (redemption.overLimit)
          await orders.addEvent(order.id, {
            kind: 'payment',
            message: `Discount code ${checkout.discountCode} was honoured, but: ${redemption.overLimit}`,
            actor,
          });
      }
      if (checkout.giftCard) {
        const spent = await deps.giftCards.spend({
          paymentSessionId: sessionId,
          orderId: order.id,
          giftCardId: checkout.giftCard.id,
          amountCents: checkout.giftCard.amountCents,
        });
        await orders.addEvent(order.id, {
          kind: 'payment',
          message: spent
            ? `Gift card paid ${formatDollars(checkout.giftCard.amountCents)}`
            : `Gift card should have paid ${formatDollars(checkout.giftCard.amountCents)}, but its balance was spent before this payment finished`,
          actor,
        });
      }
      if (checkout.gift) await orders.addEvent(order.id, { kind: 'gift', message: `Gift for ${checkout.gift.recipient.name}`, actor });
      await orders.recordPurchases(order);
      await checkouts.setStatus(sessionId, 'paid');
      const customerOrder = toCustomerOrder(order);
      await mailer.queue(order.email, orderConfirmationEmail(customerOrder, publicUrl));
      const delivery = downloads.forOrder(order);
      if (delivery.length > 0)
        await mailer.queue(order.email, digitalDeliveryEmail(customerOrder, delivery, publicUrl, deps.galleryConsentUrl));
      await deps.notifications.orderPaid(order);
      return order;
    });
    if (!created) return orders.findBySession(sessionId);
    await deps.analytics.record({ name: 'order_paid', orderId: created.id, amountCents: created.amountCents });
    await deps.cart.clear(checkout.userId);
    await deps.fulfilment.submit(created);
    return created;
  }

  return {
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
            await deps.discounts.releaseForSession(event.sessionId);
            await deps.giftCards.releaseForSession(event.sessionId);
            break;
          case 'checkout.session.expired':
            await checkouts.setStatus(event.sessionId, 'expired');
            await deps.discounts.releaseForSession(event.sessionId);
            await deps.giftCards.releaseForSession(event.sessionId);
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

    /** Paid sessions of the last 30 days with no order (a lost event), asked of the provider with a 10 s time-out. */
    async reconcile(): Promise<MissingOrder[]> {
      const since = Math.floor(Date.now() / 1000) - RECONCILE_WINDOW_SECONDS;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new HttpError(504, 'PROVIDER_TIMEOUT', 'The payment provider did not answer within 10 seconds.')),
          RECONCILE_TIMEOUT_MS,
        );
      });
      try {
        const sessions = await Promise.race([payments.listPaidSessions(since), timeout]);
        const ids = sessions.map((session) => session.id);
        const withOrders = await orders.sessionsWithOrders(ids);
        const giftCardPurchases = await deps.giftCards.purchaseSessions(ids);
        return sessions
          .filter((session) => !withOrders.has(session.id) && !giftCardPurchases.has(session.id))
          .map((session) => ({
            sessionId: session.id,
            email: session.customerEmail ?? '',
            amount: session.amountTotalCents,
            created: session.created,
            tempId: session.id,
          }));
      } finally {
        clearTimeout(timer);
      }
    },

    /** Staff make the order of a paid session that has none, through the same idempotent code. */
    async recreate(sessionId: string, actor: string): Promise<boolean> {
      if (await orders.findBySession(sessionId)) return true;
      const order = await fulfil(sessionId, actor);
      if (order) await orders.addEvent(order.id, { kind: 'payment', message: 'Order recreated from reconcile', actor });
      return order !== null;
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
