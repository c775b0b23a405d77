import type { MissingOrder, Order } from '@store/shared/orders';
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
import type { GalleryConsentUrl } from './order-emails.ts';
import { fulfil } from './paid-order.ts';
import { toCustomerOrder } from './order-records.ts';
import type { OrderRepository } from './order-repository.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { PrintFulfilment } from './print-fulfilment.ts';

const RECONCILE_WINDOW_SECONDS = 30 * 24 * 60 * 60;
const RECONCILE_TIMEOUT_MS = 10_000;

export type PaymentEventsDeps = {
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
};

/** Paid sessions of the last 30 days with no order (a lost event), asked of the provider with a 10 s time-out. */
async function missingOrders(deps: PaymentEventsDeps): Promise<MissingOrder[]> {
  const { payments, orders } = deps;
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
}

/** Paid checkouts become orders: from the provider's events, the success page, or staff reconciling lost events. */
export function createPaymentEvents(deps: PaymentEventsDeps) {
  const { payments, checkouts, orders } = deps;

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
            await fulfil(deps, event.sessionId, `${payments.name} event`);
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
      const order = await fulfil(deps, sessionId, 'success page');
      return order ? toCustomerOrder(order) : null;
    },

    /** Paid sessions of the last 30 days with no order (a lost event), asked of the provider with a 10 s time-out. */
    reconcile: (): Promise<MissingOrder[]> => missingOrders(deps),

    /** Staff make the order of a paid session that has none, through the same idempotent code. */
    async recreate(sessionId: string, actor: string): Promise<boolean> {
      if (await orders.findBySession(sessionId)) return true;
      const order = await fulfil(deps, sessionId, actor);
      if (order) await orders.addEvent(order.id, { kind: 'payment', message: 'Order recreated from reconcile', actor });
      return order !== null;
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
