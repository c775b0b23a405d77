import type { OutboxRepository } from '#server/providers/mail/outbox-repository.ts';
import type { DemoPaymentProvider } from '#server/providers/payment/demo-payment-provider.ts';
import type { PaymentProvider } from '#server/providers/payment/payment-provider.ts';
import type { PrintProvider } from '#server/providers/print/print-provider.ts';
import { createAccountDirectory } from './accounts/account-directory.ts';
import { createAccountsModule } from './accounts/accounts-module.ts';
import { createAnalyticsModule } from './analytics/analytics-module.ts';
import { createCartModule } from './cart/cart-module.ts';
import { createCatalogModule } from './catalog/catalog-module.ts';
import type { PriceSource, VariantSource } from './catalog/catalog-service.ts';
import { createCheckoutModule } from './checkout/checkout-module.ts';
import { createContactModule } from './contact/contact-module.ts';
import { createDiscountsModule } from './discounts/discounts-module.ts';
import { createEmailPicturesModule } from './email-pictures/email-pictures-module.ts';
import { createExportsModule } from './exports/exports-module.ts';
import { createGalleryModule } from './gallery/gallery-module.ts';
import { createGiftCardReadModel, createGiftCardsModule } from './gift-cards/gift-cards-module.ts';
import { createHealthModule } from './health/health-module.ts';
import { createMailboxModule } from './mailbox/mailbox-module.ts';
import { createNotificationsModule } from './notifications/notifications-module.ts';
import { createOrderReadModel, createOrdersModule, createPurchaseGrant, createVersionPublishedNotice } from './orders/orders-module.ts';
import { createProductionModule } from './production/production-module.ts';
import { createRenderReadModel, createRendersModule } from './renders/renders-module.ts';
import { createReviewsModule } from './reviews/reviews-module.ts';
import { createSiteModule } from './site/site-module.ts';
import type { ModuleContext, StoreModule } from './store-module.ts';
import { createUploadsModule } from './uploads/uploads-module.ts';

/** The providers the configuration picked (the app's plugins): payment, prices, print, mail's outbox. */
export type Providers = {
  payments: PaymentProvider;
  demoPayments: DemoPaymentProvider;
  prices: PriceSource;
  print: PrintProvider;
  printVariants: VariantSource;
  outbox: OutboxRepository;
};

/** What modules built before a table's owner read of it, each built from the database by its owner (decision 059). */
function createReadModels(context: ModuleContext) {
  const { database } = context;
  const directory = createAccountDirectory(database);
  return {
    directory,
    orderReads: createOrderReadModel(database),
    giftCardReads: createGiftCardReadModel(database),
    purchases: createPurchaseGrant(context, directory),
  };
}

/**
 * Every module of the store, each built by its one entry from what it needs, in the order their
 * needs allow.
 */
export function createStoreModules(context: ModuleContext, providers: Providers) {
  const { directory, orderReads, giftCardReads, purchases } = createReadModels(context);
  const analytics = createAnalyticsModule(context, { orders: orderReads, giftCards: giftCardReads });
  const turnaround = analytics.service.typicalTurnaround;
  const notifications = createNotificationsModule(context, {
    countOrders: purchases.countForRender,
    turnaround,
    accounts: directory,
    renders: createRenderReadModel(context.database),
  });
  const renders = createRendersModule(context, { purchases, notifications: notifications.service.alerts, turnaround });
  const gallery = createGalleryModule(context, { renders: renders.service });
  const production = createProductionModule(context, {
    renders: renders.service,
    countOrders: purchases.countForRender,
    versionPublished: createVersionPublishedNotice(context, directory),
    analytics: analytics.service,
  });
  const uploads = createUploadsModule(context, {
    renders: renders.service,
    production: production.service,
    analytics: analytics.service,
    notifications: notifications.service.alerts,
  });
  const accounts = createAccountsModule(context, {
    renders: renders.service,
    previews: uploads.previews,
    // Every module's part of deleting an account, read when one is deleted (all are built by then).
    erasures: () => list.flatMap((module) => (module.erase ? [module.erase] : [])),
  });
  const catalog = createCatalogModule(context, { prices: providers.prices, variants: providers.printVariants });
  const cart = createCartModule(context, { renders: renders.service, catalog: catalog.service });
  const discounts = createDiscountsModule(context, { cart: cart.service });
  const giftCards = createGiftCardsModule(context, { payments: providers.payments, limiter: accounts.service.limiter, orders: orderReads });
  const checkout = createCheckoutModule(context, {
    ...discounts.service,
    giftCards: giftCards.service,
    payments: providers.payments,
    demoPayments: providers.demoPayments,
    analytics: analytics.service,
  });
  const orders = createOrdersModule(context, {
    payments: providers.payments,
    print: providers.print,
    checkout: checkout.service,
    cart: cart.service,
    discounts: discounts.service.discounts,
    giftCards: giftCards.service,
    analytics: analytics.service,
    notifications: notifications.service.alerts,
    renders: renders.service,
    galleryConsentLinks: gallery.service.consentLinks,
    publishedVersions: production.service.publishedVersions,
    accounts: directory,
  });
  const modules = {
    site: createSiteModule(context),
    health: createHealthModule(context),
    mailbox: createMailboxModule(context, { outbox: providers.outbox }),
    accounts,
    contact: createContactModule(context, { auth: accounts.service.auth, accounts: directory }),
    exports: createExportsModule({ orders: orderReads, accounts: directory, giftCards: giftCardReads }),
    analytics,
    notifications,
    renders,
    gallery,
    emailPictures: createEmailPicturesModule(context, { renders: renders.service }),
    reviews: createReviewsModule(context, { purchases, renders: renders.service, accounts: directory }),
    production,
    uploads,
    catalog,
    cart,
    discounts,
    giftCards,
    checkout,
    orders,
  };
  const list: StoreModule<unknown>[] = Object.values(modules);
  return { modules, list };
}

export type StoreModules = ReturnType<typeof createStoreModules>['modules'];
