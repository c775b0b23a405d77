import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { checkoutEndpoints } from '@store/shared/api/checkout';
import { orderEndpoints } from '@store/shared/api/orders';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.ts';
import { lockSqliteFile } from './db/sqlite-lock.ts';
import { createChangeNotices } from './db/change-notices.ts';
import { createTransact } from './db/transaction.ts';
import { createSweeper } from './maintenance/sweeper.ts';
import { createStoreModules, type StoreModules } from './modules/store-modules.ts';
import type { ModuleContext } from './modules/store-module.ts';
import authGuardPlugin from './plugins/app/auth-guard.ts';
import crossSiteGuardPlugin from './plugins/app/cross-site-guard.ts';
import errorHandlerPlugin from './plugins/app/error-handler.ts';
import etagPlugin from './plugins/app/etag.ts';
import jobsPlugin from './plugins/app/jobs.ts';
import mailPlugin from './plugins/app/mail.ts';
import metricsPlugin from './plugins/app/metrics.ts';
import paymentPlugin from './plugins/app/payment.ts';
import printPlugin from './plugins/app/print.ts';
import { createResponseSerializerCompiler } from './plugins/app/response-serializer.ts';
import storagePlugin from './plugins/app/storage.ts';
import compressionPlugin from './plugins/external/compression.ts';
import openApiPlugin from './plugins/external/openapi.ts';
import securityPlugin from './plugins/external/security.ts';
import { registerServed } from './served-by-role.ts';
import { prerenderedScriptHashes } from './plugins/external/prerendered-script-hashes.ts';
import type { MailTransport } from './providers/mail/mail-transport.ts';
import type { Storage } from './providers/storage/storage.ts';

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
  /** The web's server build, which draws the product page for who asks (decision 048); without it the browser draws it. */
  webServerBuild?: string;
  logger?: boolean | object;
};

/** The app and its modules' services, for the server's start-up (the demo seed) and for tests. */
export type Store = { app: FastifyInstance; modules: StoreModules };

/** Builds the whole store: the providers the configuration picks, then every module; `server.ts` only starts it. */
export async function buildApp(options: AppOptions): Promise<Store> {
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

  const lock = options.database ? null : lockSqliteFile(config.databaseUrl);
  const database = options.database ?? openDatabase(config.databaseUrl);
  await migrateToLatest(database);
  const changes = await createChangeNotices(database);

  await app.register(securityPlugin, { config, scriptHashes: prerenderedScriptHashes(options.webRoot) });
  await app.register(openApiPlugin);
  await app.register(multipart);
  await app.register(compressionPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(etagPlugin);
  await app.register(crossSiteGuardPlugin, {
    trustedOrigins: config.trustedOrigins,
    openToOtherSites: [checkoutEndpoints.paymentWebhook.path, orderEndpoints.printWebhook.path],
  });
  await app.register(jobsPlugin, { config, database });
  await app.register(metricsPlugin, { config, jobs: app.jobs });
  await app.register(mailPlugin, { config, database, transport: options.mailTransport });
  await app.register(storagePlugin, { config, storage: options.storage });
  await app.register(paymentPlugin, { config, database });
  await app.register(printPlugin, { config });

  const context: ModuleContext = {
    config,
    database,
    transact: createTransact(database.db),
    changes,
    mailer: app.mailer,
    storage: app.storage,
    jobs: app.jobs,
    log: app.log,
    workDir: join(config.dataDir, 'tmp'),
  };
  // A worker's first job may come before any upload made the folder (on the web instance, the only one that had uploads).
  await mkdir(context.workDir, { recursive: true });
  const { modules, list } = createStoreModules(context, app);
  const sweeper = createSweeper({
    storage: app.storage,
    workDir: context.workDir,
    existingRenders: modules.renders.service.existing,
    log: app.log,
  });
  app.jobs.declare({ schedules: [app.mailer.schedule, app.mailer.emptySealedSchedule, sweeper.schedule] });
  for (const module of list) {
    if (module.work) app.jobs.declare(app.metrics.instrument(module.work));
    await module.start?.();
  }
  app.metrics.watchPainterSpend(modules.production.service.painterSpendToday);

  await app.register(authGuardPlugin, modules.accounts.service);
  await registerServed(app, { config, modules, list, webRoot: options.webRoot, webServerBuild: options.webServerBuild });

  app.addHook('onReady', () => app.jobs.start());
  // Running jobs finish first (within the grace, less the 5 s the rest of the close needs): they use
  // the image workers, the mailer and the database.
  app.addHook('onClose', async () => {
    await app.jobs.stop(Math.max(1000, config.shutdownGraceMs - 5000));
    for (const module of list) await module.close?.();
    await app.mailer.close();
    await changes.close();
    if (!options.database) await database.db.destroy();
    lock?.release();
  });
  return { app, modules };
}
