import { fileURLToPath } from 'node:url';
import { absoluteUrl, routes } from '@store/shared/routes';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';
import { seedDemoData } from './seed/demo-data.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nThe store did not start. See the configuration table in README.md.`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const startedAt = performance.now();
const { app, modules } = await buildApp({
  config,
  webRoot: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  webServerBuild: fileURLToPath(new URL('../../web/dist-server', import.meta.url)),
  logger: { level: config.logLevel },
});

// The demo's renders are made where visitors are served; a worker paints their drafts.
if (config.demoData && !config.isProduction && config.role !== 'worker') {
  await app.ready();
  await seedDemoData(modules);
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing open requests');
  const forced = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownGraceMs);
  forced.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
if (config.role === 'worker') {
  console.log(`\n  MotoMuse worker is working the queues; health at http://localhost:${config.port}/api/health\n`);
} else {
  printWelcome();
}

function printWelcome(): void {
  const lines = [``, `  MotoMuse store is running at ${config.publicUrl}  (ready in ${Math.round(performance.now() - startedAt)} ms)`];
  if (!config.isProduction) {
    lines.push(`  Mailbox (emails sent by the store): ${absoluteUrl(config.publicUrl, routes.mailbox.href())}`);
    if (config.demoData) {
      lines.push(`  Demo owner:    ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`);
      lines.push(`  Demo staff:    ${DEMO_ACCOUNTS.staff.email} / ${DEMO_ACCOUNTS.staff.password}`);
      lines.push(`  Demo customer: ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}`);
    }
  }
  console.log(`${lines.join('\n')}\n`);
}
