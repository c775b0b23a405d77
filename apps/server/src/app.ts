import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { checkoutEndpoints } from '@store/shared/api/checkout';
import { orderEndpoints } from '@store/shared/api/orders';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.ts';
import { createTransact } from './db/transaction.ts';
import securityPlugin from './plugins/external/security.ts';
import openApiPlugin from './plugins/external/openapi.ts';
import spaPlugin from './plugins/external/spa.ts';
import compressionPlugin from './plugins/external/compression.ts';
import errorHandlerPlugin from './plugins/app/error-handler.ts';
import etagPlugin from './plugins/app/etag.ts';
import { createResponseSerializerCompiler } from './plugins/app/response-serializer.ts';
import crossSiteGuardPlugin from './plugins/app/cross-site-guard.ts';
import mailPlugin from './plugins/app/mail.ts';
import storagePlugin from './plugins/app/storage.ts';
import paymentPlugin from './plugins/app/payment.ts';
import printPlugin from './plugins/app/print.ts';
import authGuardPlugin from './plugins/app/auth-guard.ts';
import type { MailTransport } from './providers/mail/mail-transport.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { Storage } from './providers/storage/storage.ts';
import type { DemoPaymentProvider } from './providers/payment/demo-payment-provider.ts';
import { createStripePriceSource } from './providers/payment/stripe-payment-provider.ts';
import { createImageWorker, type ImageWorker } from './images/worker/image-worker-pool.ts';
import { createEmbeddedJobQueue } from './jobs/embedded-job-queue.ts';
import { createJobRepository } from './jobs/job-repository.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createPgBossJobQueue } from './jobs/pg-boss-job-queue.ts';
import { createSweeper } from './maintenance/sweeper.ts';
import { createAuth, type Auth } from './modules/accounts/auth.ts';
import accountRoutes from './modules/accounts/routes.ts';
import { createContactRepository } from './modules/contact/contact-repository.ts';
import { createContactService } from './modules/contact/contact-service.ts';
import contactRoutes from './modules/contact/routes.ts';
import { createUserRepository } from './modules/accounts/user-repository.ts';
import { createSessionGenerationRepository } from './modules/accounts/session-generation-repository.ts';
import { createStaffService } from './modules/accounts/staff-service.ts';
import { createAdminRoleRepository } from './modules/accounts/admin-role-repository.ts';
import staffRoutes from './modules/accounts/staff-routes.ts';
import { createAccountErasureRepository } from './modules/accounts/account-erasure-repository.ts';
import { createAccountDeletion } from './modules/accounts/account-deletion.ts';
import accountDeletionRoutes from './modules/accounts/account-deletion-routes.ts';
import { createExportsRepository } from './modules/exports/exports-repository.ts';
import { createExportsService } from './modules/exports/exports-service.ts';
import exportRoutes from './modules/exports/routes.ts';
import { createHealthRepository } from './modules/health/health-repository.ts';
import healthRoutes from './modules/health/routes.ts';
import mailboxRoutes from './modules/mailbox/routes.ts';
import siteRoutes from './modules/site/routes.ts';
import { createRenderRepository } from './modules/renders/render-repository.ts';
import { createRenderService, type RenderService } from './modules/renders/render-service.ts';
import renderRoutes from './modules/renders/routes.ts';
import { productPageHints } from './modules/renders/product-page-hints.ts';
import { createUploadService, type UploadService } from './modules/uploads/upload-service.ts';
import { createUploadWindowRepository } from './modules/uploads/upload-window-repository.ts';
import { createPhotoChecker } from './modules/uploads/photo-checker.ts';
import uploadRoutes from './modules/uploads/routes.ts';
import { createDraftRepository } from './modules/production/draft-repository.ts';
import { createVersionRepository } from './modules/production/version-repository.ts';
import { createSubjectRepository } from './modules/production/subject-repository.ts';
import { createSubjectService } from './modules/production/subject-service.ts';
import subjectRoutes from './modules/production/subject-routes.ts';
import { createProductionService, type ProductionService } from './modules/production/production-service.ts';
import productionRoutes from './modules/production/routes.ts';
import { createCatalogService, defaultPriceSource } from './modules/catalog/catalog-service.ts';
import catalogRoutes from './modules/catalog/routes.ts';
import { createCartRepository } from './modules/cart/cart-repository.ts';
import { createCartService } from './modules/cart/cart-service.ts';
import cartRoutes from './modules/cart/routes.ts';
import { createCheckoutRepository } from './modules/checkout/checkout-repository.ts';
import { createCheckoutService } from './modules/checkout/checkout-service.ts';
import checkoutRoutes from './modules/checkout/routes.ts';
import { createCheckoutPricing } from './modules/discounts/checkout-pricing.ts';
import { createDiscountRepository } from './modules/discounts/discount-repository.ts';
import { createDiscountService } from './modules/discounts/discount-service.ts';
import discountRoutes from './modules/discounts/routes.ts';
import demoCheckoutRoutes from './modules/checkout/demo-checkout-routes.ts';
import { createOrderRepository } from './modules/orders/order-repository.ts';
import { createDownloadLinks } from './modules/orders/download-links.ts';
import { createPurchases } from './modules/orders/purchases.ts';
import { createPrintFulfilment, type PrintFulfilment } from './modules/orders/print-fulfilment.ts';
import { createPaymentEvents } from './modules/orders/payment-events.ts';
import { createCustomerOrders } from './modules/orders/customer-orders.ts';
import { createAdminOrders } from './modules/orders/admin-orders.ts';
import orderRoutes from './modules/orders/routes.ts';
import printWebhookRoutes from './modules/orders/print-webhook-routes.ts';
import { createRefundRepository } from './modules/orders/refund-repository.ts';
import { createRefunds } from './modules/orders/refunds.ts';
import refundRoutes from './modules/orders/refund-routes.ts';
import { createStaffRepository } from './modules/notifications/staff-repository.ts';
import { createNotifications } from './modules/notifications/notifications.ts';
import { createReminderRepository } from './modules/notifications/reminder-repository.ts';
import { createPurchaseReminders, type PurchaseReminders } from './modules/notifications/purchase-reminders.ts';
import { createUnsubscribeLinks } from './modules/notifications/unsubscribe-links.ts';
import notificationRoutes from './modules/notifications/routes.ts';
import { createAnalyticsEventRepository } from './modules/analytics/analytics-event-repository.ts';
import { createAnalyticsService } from './modules/analytics/analytics-service.ts';
import { createInsightsRepository } from './modules/analytics/insights-repository.ts';
import { createInsightsService } from './modules/analytics/insights-service.ts';
import analyticsRoutes from './modules/analytics/routes.ts';

export type AppOptions = {
  config: Config;
  /** An already open database (tests); otherwise the one DATABASE_URL names. */
  database?: DatabaseHandle;
  /** A mail transport (tests); otherwise SMTP when SMTP_URL is set, else the dev mailbox. */
  mailTransport?: MailTransport;
  /** File storage (tests); otherwise S3 when S3_BUCKET is set, else DATA_DIR/files. */
  storage?: Storage;
  /** The built web app to serve; none in API tests. */
  webRoot?: string;
  logger?: boolean | object;
};

/** Builds the whole store as one Fastify app; `server.ts` only starts it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    connectionTimeout: config.timeouts.idleConnectionMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    requestTimeout: config.timeouts.requestMs,
    // Node checks the header and request time-outs only this often (30 s by default), so a slow client is cut close to its time.
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 1000 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ validate: config.env === 'test' }));

  const database = options.database ?? openDatabase(config.databaseUrl);
  await migrateToLatest(database);
  const { db } = database;
  const transact = createTransact(db);
  const workDir = join(config.dataDir, 'tmp');

  await app.register(securityPlugin, { config });
  await app.register(openApiPlugin);
  await app.register(multipart);
  await app.register(compressionPlugin);

  await app.register(errorHandlerPlugin);
  await app.register(etagPlugin);
  await app.register(crossSiteGuardPlugin, {
    trustedOrigins: config.trustedOrigins,
    openToOtherSites: [checkoutEndpoints.paymentWebhook.path, orderEndpoints.printWebhook.path],
  });
  await app.register(mailPlugin, { config, database, transport: options.mailTransport });
  await app.register(storagePlugin, { config, storage: options.storage });
  await app.register(paymentPlugin, { config, database });
  await app.register(printPlugin, { config });
  const { mailer, storage, payments, demoPayments, print } = app;

  const generations = createSessionGenerationRepository(db);
  const auth = createAuth({ config, database, mailer, generations });
  await app.register(authGuardPlugin, { auth, generations });

  const analytics = createAnalyticsService({ events: createAnalyticsEventRepository(db), log: app.log });
  const notifications = createNotifications({
    staff: createStaffRepository(db),
    mailer,
    staffAlertEmail: config.staffAlertEmail,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  // Orders are read through purchases, so renders and production need no order service.
  const orderRecords = createOrderRepository(db);
  const purchases = createPurchases(orderRecords);
  const renders = createRenderService({
    repository: createRenderRepository(db),
    transact,
    storage,
    mailer,
    publicUrl: config.publicUrl,
    maxPixels: config.uploadMaxPixels,
    workDir,
    purchases,
    notifications,
  });
  const jobs: JobQueue =
    database.kind === 'postgres' && database.url
      ? createPgBossJobQueue({
          connectionString: database.url,
          schema: database.schema ?? config.production.jobsSchema,
          log: app.log,
          ...(config.env === 'test' ? { superviseIntervalSeconds: 2 } : {}),
        })
      : createEmbeddedJobQueue({ jobs: createJobRepository(db, database.kind), log: app.log, ownsAllJobs: database.kind === 'sqlite' });
  // Image work runs in processes of its own: drafts one at a time, photo checks and result derivation beside them.
  const drafter = createImageWorker(
    'draft',
    { timeoutMs: config.production.draftTimeoutMs, maxMemoryMb: config.production.draftMaxMemoryMb, threads: 2 },
    app.log,
  );
  const deriver = createImageWorker('derive', { timeoutMs: 120_000, maxMemoryMb: 4096, threads: 2 }, app.log);
  const checker = createImageWorker('check', { timeoutMs: 30_000, maxMemoryMb: 1024, threads: 2 }, app.log);
  const subjects = createSubjectService({ renders, subjects: createSubjectRepository(db), jobs, storage, drafter, workDir });
  const production = createProductionService({
    renders,
    drafts: createDraftRepository(db),
    versions: createVersionRepository(db, database.kind),
    subjects,
    jobs,
    storage,
    drafter,
    deriver,
    countOrders: purchases.countForRender,
    analytics,
    maxPixels: config.uploadMaxPixels,
    workDir,
    log: app.log,
  });
  const uploads = createUploadService({
    windows: createUploadWindowRepository(db),
    renders,
    production,
    photoChecker: createPhotoChecker({ worker: checker, enabled: config.production.photoCheck, log: app.log }),
    autoDrafts: config.production.autoDrafts,
    analytics,
    notifications,
    maxPixels: config.uploadMaxPixels,
    workDir,
    log: app.log,
  });
  const catalog = createCatalogService({
    prices:
      config.stripe && Object.keys(config.stripe.priceIds).length > 0
        ? createStripePriceSource(config.stripe, config.stripe.priceIds)
        : defaultPriceSource,
    variants: app.printVariants,
    log: app.log,
  });
  const cart = createCartService({ carts: createCartRepository(db), renders, catalog });
  const checkouts = createCheckoutRepository(db);
  const discounts = createDiscountService({ discounts: createDiscountRepository(db, database.kind), transact });
  const pricing = createCheckoutPricing({ cart, discounts, shipping: config.shipping });
  const checkout = createCheckoutService({
    pricing,
    discounts,
    payments,
    checkouts,
    publicUrl: config.publicUrl,
    shippingCountries: config.shipping.countries,
  });
  const downloads = createDownloadLinks(config.authSecret, config.publicUrl);
  const fulfilment = createPrintFulfilment({ print, orders: orderRecords, downloads, mailer, notifications, log: app.log });
  const paymentEvents = createPaymentEvents({
    payments,
    checkouts: checkout,
    orders: orderRecords,
    transact,
    mailer,
    cart,
    downloads,
    fulfilment,
    discounts,
    analytics,
    notifications,
    publicUrl: config.publicUrl,
  });
  const adminOrders = createAdminOrders({ orders: orderRecords, mailer, publicUrl: config.publicUrl });
  const refunds = createRefunds({
    orders: orderRecords,
    refunds: createRefundRepository(db),
    payments,
    transact,
    mailer,
    detail: adminOrders.detail,
    log: app.log,
  });
  const purchaseReminders = createPurchaseReminders({
    reminders: createReminderRepository(db),
    countOrders: purchases.countForRender,
    mailer,
    transact,
    unsubscribe: createUnsubscribeLinks(config.authSecret, config.publicUrl),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const contact = createContactService({ messages: createContactRepository(db), transact, mailer, supportEmail: config.supportEmail });
  const users = createUserRepository(db);
  const staff = createStaffService({ users, adminRoles: createAdminRoleRepository(db, database.kind) });
  const accountDeletion = createAccountDeletion({ erasure: createAccountErasureRepository(db), users, renders });
  const exportsService = createExportsService({ exports: createExportsRepository(db) });
  const sweeper = createSweeper({ storage, workDir, existingRenders: renders.existing, log: app.log });

  await app.register(healthRoutes, { health: createHealthRepository(db) });
  await app.register(siteRoutes, {
    settings: { supportEmail: config.supportEmail, googleSignIn: Boolean(config.google), mailbox: !config.isProduction },
  });
  await app.register(accountRoutes, { auth, publicUrl: config.publicUrl, rateLimitPerMinute: config.authRateLimitPerMinute });
  await app.register(contactRoutes, { contact, auth });
  await app.register(staffRoutes, { staff });
  await app.register(accountDeletionRoutes, { auth, deletion: accountDeletion, rateLimitPerMinute: config.authRateLimitPerMinute });
  await app.register(exportRoutes, { exports: exportsService });
  await app.register(uploadRoutes, { uploads, maxUploadBytes: config.uploadMaxBytes, workDir });
  await app.register(renderRoutes, { renders });
  await app.register(productionRoutes, { production, maxUploadBytes: config.uploadMaxBytes, workDir });
  await app.register(subjectRoutes, { production, subjects, workDir });
  await app.register(catalogRoutes, { catalog });
  await app.register(cartRoutes, { cart });
  await app.register(discountRoutes, { discounts, pricing, shipping: config.shipping });
  await app.register(checkoutRoutes, { checkout, paymentEvents });
  await app.register(orderRoutes, {
    customerOrders: createCustomerOrders({ orders: orderRecords, downloads }),
    adminOrders,
    paymentEvents,
    renders,
  });
  await app.register(refundRoutes, { refunds });
  await app.register(notificationRoutes, { reminders: purchaseReminders });
  await app.register(analyticsRoutes, {
    analytics,
    insights: createInsightsService({ insights: createInsightsRepository(db, database.kind) }),
  });
  if (payments.name === 'demo') await app.register(demoCheckoutRoutes, { provider: demoPayments });
  if (config.printful) await app.register(printWebhookRoutes, { fulfilment, token: config.printful.webhookToken });
  if (!config.isProduction) await app.register(mailboxRoutes, { outbox: app.outbox });
  await app.register(spaPlugin, { webRoot: options.webRoot, production: config.isProduction, pageHints: productPageHints(renders) });

  app.decorate('services', {
    database,
    auth,
    mailer,
    storage,
    renders,
    uploads,
    fulfilment,
    payments: demoPayments,
    production,
    jobs,
    imageWorkers: { drafter, deriver, checker },
    purchaseReminders,
  });
  const printRetries = setInterval(
    () => void fulfilment.retryDuePrints().catch((error: unknown) => app.log.error({ err: error }, 'print retry failed')),
    60_000,
  );
  printRetries.unref();
  app.addHook('onReady', async () => {
    mailer.start();
    await jobs.start();
    sweeper.start();
    purchaseReminders.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(printRetries);
    await sweeper.stop();
    await purchaseReminders.stop();
    await jobs.stop();
    await Promise.all([drafter.close(), deriver.close(), checker.close()]);
    await mailer.stop();
    if (!options.database) await db.destroy();
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The parts tests, the seed and the server's start-up reach for. */
    services: {
      database: DatabaseHandle;
      auth: Auth;
      mailer: Mailer;
      storage: Storage;
      renders: RenderService;
      uploads: UploadService;
      fulfilment: PrintFulfilment;
      payments: DemoPaymentProvider;
      production: ProductionService;
      jobs: JobQueue;
      imageWorkers: Record<'drafter' | 'deriver' | 'checker', ImageWorker>;
      purchaseReminders: PurchaseReminders;
    };
  }
}
