import { ACCOUNT_MESSAGES, blocksAccountDeletion } from '@store/shared/account-rules';
import type { DatabaseHandle } from '#server/db/database.ts';
import { HttpError } from '#server/http-errors.ts';
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
import { createOrderErasureRepository } from './order-erasure-repository.ts';
import { createOrderExportRepository } from './order-export-repository.ts';
import type { OrderAccounts } from './order-query-repository.ts';
import { createOrderRepository } from './order-repository.ts';
import { createOrderSalesRepository } from './order-sales-repository.ts';
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
export function createPurchaseGrant({ database, changes }: ModuleContext, accounts: OrderAccounts): Purchases {
  return createPurchases(
    createOrderRepository(database.db, accounts, changes),
    createOrderSalesRepository(database.db, database.kind),
    changes,
  );
}

/**
 * What a new version of a render means for its orders (decision 045): production asks it when it
 * publishes, and production is built before orders, so this is too.
 */
export function createVersionPublishedNotice(context: ModuleContext, accounts: OrderAccounts): VersionPublished {
  const { config, database, changes } = context;
  return createVersionPublished({
    orders: createOrderRepository(database.db, accounts, changes),
    downloads: createDownloadLinks(config.authSecret, config.publicUrl),
  });
}

/**
 * What other modules read of the orders (the orders module owns their tables, decision 059): the
 * owner's insights, the CSV exports, what each gift card paid for. Built from the database alone,
 * so the modules built before orders (analytics, gift cards) can ask it too.
 */
export function createOrderReadModel(database: DatabaseHandle) {
  const sales = createOrderSalesRepository(database.db, database.kind);
  const exports = createOrderExportRepository(database.db);
  return {
    orderMoney: sales.orderMoney,
    giftCardCentsIn: sales.giftCardCentsIn,
    lineSales: sales.lineSales,
    paidWithGiftCards: sales.paidWithGiftCards,
    giftCardSpending: sales.giftCardSpending,
    exportPage: exports.page,
    moneyOfCustomers: exports.moneyOfCustomers,
  };
}

export type OrderReadModel = ReturnType<typeof createOrderReadModel>;
export type { GiftCardOrder, GiftCardSpending, LineSales, OrderMoneyRow } from './order-sales-repository.ts';
export type { ExportedOrder, OrderMoney } from './order-export-repository.ts';

/** The other modules' services orders are made, fulfilled and refunded with. */
type OrdersModuleDeps = {
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
  accounts: OrderAccounts;
};

/** Orders: made from paid checkouts, fulfilled (downloads, canvases at the print partner), refunded. */
export function createOrdersModule(context: ModuleContext, deps: OrdersModuleDeps): StoreModule<{ fulfilment: PrintFulfilment }> {
  const { config, database, mailer, transact, log, changes } = context;
  const orders = createOrderRepository(database.db, deps.accounts, changes);
  const erasure = createOrderErasureRepository(database.db, changes);
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
    refunds: createRefundRepository(database.db, changes),
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
    erase: {
      async check(customerId) {
        if ((await erasure.ordersOf(customerId)).some(blocksAccountDeletion)) {
          throw new HttpError(409, 'CANVAS_IN_PROGRESS', ACCOUNT_MESSAGES.canvasInProgress);
        }
      },
      erase: (customer) => erasure.erase(customer),
    },
  };
}
