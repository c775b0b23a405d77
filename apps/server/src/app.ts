import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.ts';
import securityPlugin from './plugins/external/security.ts';
import openApiPlugin from './plugins/external/openapi.ts';
import spaPlugin from './plugins/external/spa.ts';
import errorHandlerPlugin from './plugins/app/error-handler.ts';
import authGuardPlugin from './plugins/app/auth-guard.ts';
import crossSiteGuardPlugin from './plugins/app/cross-site-guard.ts';
import { createMailer } from './providers/mail/mailer.ts';
import { createOutboxRepository } from './providers/mail/outbox-repository.ts';
import type { MailTransport } from './providers/mail/mail-transport.ts';
import { createSmtpTransport } from './providers/mail/smtp-transport.ts';
import { createMailboxTransport } from './providers/mail/mailbox-transport.ts';
import { createAuth } from './modules/accounts/auth.ts';
import accountRoutes from './modules/accounts/routes.ts';
import { createContactService } from './modules/contact/contact-service.ts';
import contactRoutes from './modules/contact/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import mailboxRoutes from './modules/mailbox/routes.ts';
import siteRoutes from './modules/site/routes.ts';
import { createRenderService, type RenderService } from './modules/renders/render-service.ts';
import renderRoutes from './modules/renders/routes.ts';
import { createUploadService } from './modules/uploads/upload-service.ts';
import { createPhotoChecker } from './modules/uploads/photo-checker.ts';
import { createDraftRepository } from './modules/production/draft-repository.ts';
import { createVersionRepository } from './modules/production/version-repository.ts';
import { createProductionService, type ProductionService } from './modules/production/production-service.ts';
import productionRoutes from './modules/production/routes.ts';
import { createImageWorker, type ImageWorker } from './images/worker/image-worker-pool.ts';
import { createEmbeddedJobQueue } from './jobs/embedded-job-queue.ts';
import { createJobRepository } from './jobs/job-repository.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createPgBossJobQueue } from './jobs/pg-boss-job-queue.ts';
import uploadRoutes from './modules/uploads/routes.ts';
import multipart from '@fastify/multipart';
import { builtInVariantSource, createCatalogService, defaultPriceSource } from './modules/catalog/catalog-service.ts';
import catalogRoutes from './modules/catalog/routes.ts';
import { createCartService } from './modules/cart/cart-service.ts';
import cartRoutes from './modules/cart/routes.ts';
import { createCheckoutService } from './modules/checkout/checkout-service.ts';
import checkoutRoutes from './modules/checkout/routes.ts';
import demoCheckoutRoutes from './modules/checkout/demo-checkout-routes.ts';
import { createDownloadLinks } from './modules/orders/download-links.ts';
import { createOrderService, type OrderService } from './modules/orders/order-service.ts';
import orderRoutes from './modules/orders/routes.ts';
import { createDemoPaymentProvider, demoWebhookSecret } from './providers/payment/demo-payment-provider.ts';
import { createStripePaymentProvider, createStripePriceSource } from './providers/payment/stripe-payment-provider.ts';
import { manualPrintProvider } from './providers/print/print-provider.ts';
import { createPrintfulClient, createPrintfulPrintProvider, printfulVariantSource } from './providers/print/printful-print-provider.ts';
import printWebhookRoutes from './modules/orders/print-webhook-routes.ts';
import { join } from 'node:path';
import type { Storage } from './providers/storage/storage.ts';
import { createLocalStorage } from './providers/storage/local-storage.ts';
import { createS3Storage } from './providers/storage/s3-storage.ts';
import { createSweeper } from './maintenance/sweeper.ts';

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
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? openDatabase(config.databaseUrl);
  await migrateToLatest(database);

  const outbox = createOutboxRepository(database.db, database.kind);
  const transport = options.mailTransport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createMailboxTransport());
  const mailer = createMailer({ outbox, transport, from: config.mailFrom, log: app.log });
  const auth = createAuth({ config, database, mailer });
  const contact = createContactService({ db: database.db, mailer, supportEmail: config.supportEmail });
  const storage = options.storage ?? (config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'files')));
  const workDir = join(config.dataDir, 'tmp');
  // Renders ask orders who bought them; orders are made from carts of renders: bound once both exist.
  const purchases: { orders?: OrderService } = {};
  const renders = createRenderService({
    db: database.db,
    storage,
    mailer,
    publicUrl: config.publicUrl,
    maxPixels: config.uploadMaxPixels,
    workDir,
    isBuyer: (userId, renderId) => purchases.orders!.hasPurchased(userId, renderId),
  });
  const jobs: JobQueue =
    database.kind === 'postgres' && database.url
      ? createPgBossJobQueue({ connectionString: database.url, schema: database.schema ?? config.production.jobsSchema, log: app.log, ...(config.env === 'test' ? { superviseIntervalSeconds: 2 } : {}) })
      : createEmbeddedJobQueue({ jobs: createJobRepository(database.db, database.kind), log: app.log, ownsAllJobs: database.kind === 'sqlite' });
  // Image work runs in processes of its own: drafts one at a time, photo checks and result derivation beside them.
  const drafter = createImageWorker('draft', { timeoutMs: config.production.draftTimeoutMs, maxMemoryMb: config.production.draftMaxMemoryMb, threads: 2 }, app.log);
  const deriver = createImageWorker('derive', { timeoutMs: 120_000, maxMemoryMb: 4096, threads: 2 }, app.log);
  const checker = createImageWorker('check', { timeoutMs: 30_000, maxMemoryMb: 1024, threads: 2 }, app.log);
  const production = createProductionService({
    renders,
    drafts: createDraftRepository(database.db),
    versions: createVersionRepository(database.db),
    jobs,
    storage,
    drafter,
    deriver,
    countOrders: (renderId) => purchases.orders!.countForRender(renderId),
    maxPixels: config.uploadMaxPixels,
    workDir,
    log: app.log,
  });
  const uploads = createUploadService({
    db: database.db,
    renders,
    production,
    photoChecker: createPhotoChecker({ worker: checker, enabled: config.production.photoCheck, log: app.log }),
    autoDrafts: config.production.autoDrafts,
    maxPixels: config.uploadMaxPixels,
    workDir,
    log: app.log,
  });
  const printful = config.printful ? createPrintfulClient(config.printful) : undefined;
  const catalog = createCatalogService({
    prices: config.stripe && Object.keys(config.stripe.priceIds).length > 0 ? createStripePriceSource(config.stripe, config.stripe.priceIds) : defaultPriceSource,
    variants: printful ? printfulVariantSource(printful) : builtInVariantSource,
    log: app.log,
  });
  const cart = createCartService({ db: database.db, renders, catalog });
  const demoPayments = createDemoPaymentProvider({
    db: database.db,
    publicUrl: config.publicUrl,
    webhookSecret: demoWebhookSecret(config.authSecret),
  });
  const payments = config.stripe ? createStripePaymentProvider(config.stripe) : demoPayments;
  const orders = createOrderService({
    db: database.db,
    payments,
    print: printful ? createPrintfulPrintProvider(printful) : manualPrintProvider,
    mailer,
    cart,
    downloads: createDownloadLinks(config.authSecret, config.publicUrl),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  purchases.orders = orders;
  const checkout = createCheckoutService({ cart, payments, orders, publicUrl: config.publicUrl });
  const sweeper = createSweeper({ storage, workDir, existingRenders: renders.existing, log: app.log });

  await app.register(securityPlugin, { config });
  await app.register(openApiPlugin);
  await app.register(multipart);

  await app.register(errorHandlerPlugin);
  await app.register(crossSiteGuardPlugin, { trustedOrigins: config.trustedOrigins, openToOtherSites: ['/api/payments/webhook', '/api/print/webhook'] });
  await app.register(authGuardPlugin, { auth });

  await app.register(healthRoutes, { db: database.db });
  await app.register(siteRoutes, {
    settings: { supportEmail: config.supportEmail, googleSignIn: Boolean(config.google), mailbox: !config.isProduction },
  });
  await app.register(accountRoutes, { auth, publicUrl: config.publicUrl, rateLimitPerMinute: config.authRateLimitPerMinute });
  await app.register(contactRoutes, { contact, auth });
  await app.register(uploadRoutes, { uploads, maxUploadBytes: config.uploadMaxBytes, workDir });
  await app.register(renderRoutes, { renders });
  await app.register(productionRoutes, { production, maxUploadBytes: config.uploadMaxBytes, workDir });
  await app.register(catalogRoutes, { catalog });
  await app.register(cartRoutes, { cart });
  await app.register(checkoutRoutes, { checkout, orders });
  await app.register(orderRoutes, { orders, renders });
  if (payments.name === 'demo') await app.register(demoCheckoutRoutes, { provider: demoPayments });
  if (config.printful) await app.register(printWebhookRoutes, { orders, token: config.printful.webhookToken });
  if (!config.isProduction) await app.register(mailboxRoutes, { outbox });
  await app.register(spaPlugin, { webRoot: options.webRoot, production: config.isProduction });

  app.decorate('services', { database, auth, mailer, storage, renders, orders, payments: demoPayments, production, jobs, imageWorkers: { drafter, deriver, checker } });
  const printRetries = setInterval(() => void orders.retryDuePrints().catch((error: unknown) => app.log.error({ err: error }, 'print retry failed')), 60_000);
  printRetries.unref();
  app.addHook('onReady', async () => {
    mailer.start();
    await jobs.start();
    sweeper.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(printRetries);
    await sweeper.stop();
    await jobs.stop();
    await Promise.all([drafter.close(), deriver.close(), checker.close()]);
    await mailer.stop();
    if (!options.database) await database.db.destroy();
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      database: DatabaseHandle;
      auth: ReturnType<typeof createAuth>;
      mailer: ReturnType<typeof createMailer>;
      storage: Storage;
      renders: RenderService;
      orders: OrderService;
      payments: ReturnType<typeof createDemoPaymentProvider>;
      production: ProductionService;
      jobs: JobQueue;
      imageWorkers: Record<'drafter' | 'deriver' | 'checker', ImageWorker>;
    };
  }
}
