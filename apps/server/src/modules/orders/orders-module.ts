import type { DatabaseHandle } from '#server/db/database.ts';
import type { PaymentProvider } from '#server/providers/payment/payment-provider.ts';
import type { PrintProvider } from '#server/providers/print/print-provider.ts';
import type { AnalyticsRecorder } from '../analytics/analytics-service.ts';
import type { CartService } from '../cart/cart-service.ts';
import type { CheckoutService } from '../checkout/checkout-service.ts';
import type { DiscountService } from '../discounts/discount-service.ts';
import type { GiftCardService } from '../gift-cards/gift-card-service.ts';
import type { Notifications } from '../notifications/notifications.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createAdminOrders } from './admin-orders.ts';
import { createCustomerOrders } from './customer-orders.ts';
import { createDownloadLinks } from './download-links.ts';
import type { GalleryConsentUrl } from './order-emails.ts';
import { createOrderRepository } from './order-repository.ts';
import { createPaymentEvents } from './payment-events.ts';
import paymentWebhookRoutes from './payment-webhook-routes.ts';
import { createPrintFulfilment, type PrintFulfilment } from './print-fulfilment.ts';
import { createPrintVersions, type PublishedVersions } from './print-versions.ts';
import printWebhookRoutes from './print-webhook-routes.ts';
import { createPurchases, type Purchases } from './purchases.ts';
import { createRefundRepository } from './refund-repository.ts';
import refundRoutes from './refund-routes.ts';
import { createRefunds } from './refunds.ts';
import orderRoutes from './routes.ts';
import { createShippingNotice } from './shipping-notice.ts';
import { createVersionPublished, type VersionPublished } from './version-published.ts';

/**
 * Who bought what, read straight from the orders: renders, production and reminders ask it, and
 * orders are made from renders, so it is built before the rest of the module.
 */
export function createPurchaseGrant(database: DatabaseHandle): Purchases {
  return createPurchases(createOrderRepository(database.db));
}

/**
 * What a new version of a render means for its orders (decision 045): production asks it when it
 * publishes, and production is built before orders, so this is too.
 */
export function createVersionPublishedNotice(context: ModuleContext): VersionPublished {
  const { config, database } = context;
  return createVersionPublished({
    orders: createOrderRepository(database.db),
    downloads: createDownloadLinks(config.authSecret, config.publicUrl),
  });
}

/** Orders: made from paid checkouts, fulfilled (downloads, canvases at the print partner), refunded. */
export function createOrdersModule(
  context: ModuleContext,
  deps: {
    payments: PaymentProvider;
    print: PrintProvider;
    checkout: CheckoutService;
    cart: CartService;
    discounts: DiscountService;
    giftCards: GiftCardService;
    analytics: AnalyticsRecorder;
    notifications: Notifications;
    renders: RenderService;
    galleryConsentLinks: { url: GalleryConsentUrl };
    publishedVersions: PublishedVersions;
  },
): StoreModule<{ fulfilment: PrintFulfilment }> {
  const { config, database, mailer, transact, log } = context;
  const orders = createOrderRepository(database.db);
  const downloads = createDownloadLinks(config.authSecret, config.publicUrl);
  const notifyShipped = createShippingNotice({ orders, mailer });
  const printVersions = createPrintVersions({ orders, renders: deps.renders, publishedVersions: deps.publishedVersions });
  const fulfilment = createPrintFulfilment({
    print: deps.print,
    orders,
    downloads,
    notifyShipped,
    notifications: deps.notifications,
    printVersions,
    supportEmail: config.supportEmail,
    log,
  });
  const paymentEvents = createPaymentEvents({
    payments: deps.payments,
    checkouts: deps.checkout,
    orders,
    transact,
    mailer,
    cart: deps.cart,
    downloads,
    fulfilment,
    discounts: deps.discounts,
    giftCards: deps.giftCards,
    analytics: deps.analytics,
    notifications: deps.notifications,
    renders: deps.renders,
    publicUrl: config.publicUrl,
    galleryConsentUrl: deps.galleryConsentLinks.url,
  });
  const adminOrders = createAdminOrders({
    orders,
    mailer,
    notifyShipped,
    printVersions,
    fulfilment,
    transact,
    publicUrl: config.publicUrl,
    galleryConsentUrl: deps.galleryConsentLinks.url,
  });
  const refunds = createRefunds({
    giftCards: deps.giftCards,
    orders,
    refunds: createRefundRepository(database.db),
    payments: deps.payments,
    transact,
    mailer,
    detail: adminOrders.detail,
    log,
  });
  return {
    service: { fulfilment },
    async routes(app) {
      const customerOrders = createCustomerOrders({ orders, downloads, renders: deps.renders, publishedVersions: deps.publishedVersions });
      await app.register(orderRoutes, { customerOrders, adminOrders, paymentEvents, renders: deps.renders });
      await app.register(refundRoutes, { refunds });
      await app.register(paymentWebhookRoutes, { paymentEvents });
      if (config.printful) await app.register(printWebhookRoutes, { fulfilment, token: config.printful.webhookToken });
    },
    work: { schedules: [{ name: 'retry-prints', everyMinutes: 1, run: () => fulfilment.retryDuePrints() }] },
  };
}
