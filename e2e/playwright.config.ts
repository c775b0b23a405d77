import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';

/** Ports nothing listens on now, all different: the system picks them while each is held. */
async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    probes.map(
      (probe) =>
        new Promise<number>((resolve, reject) => {
          probe.once('error', reject);
          probe.listen(0, '127.0.0.1', () => {
            const address = probe.address();
            return typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'));
          });
        }),
    ),
  );
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/**
 * Two workers, each with a store of its own (its server, database and files): a spec sees only
 * what its own worker's specs did, as with one worker, and the two share the cores with the unit
 * and API lanes (tools/test/run.ts), where one left a core mostly idle waiting on its browser.
 */
const WORKERS = 2;
// Chosen once by the runner; its workers load this file again and inherit the variable (base-url.ts reads it).
process.env.E2E_PORTS ??= (await freePorts(WORKERS)).join(',');
const PORTS = process.env.E2E_PORTS.split(',').map(Number);
const storeUrl = (port: number) => `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Beside the unit and API lanes on two cores (tools/test/run.ts), a journey can take several times as long as alone.
  timeout: 180_000,
  expect: { timeout: 8_000 },
  // The second writes each test's time and assertions for the runner (tools/test/run.ts), only when it asks.
  reporter: [['list'], ['../tools/test/playwright-timings.ts']],
  outputDir: '../test-results/e2e',
  use: {
    // Each worker's own store: fixtures.ts sets it per worker.
    baseURL: storeUrl(PORTS[0]!),
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: PORTS.map((port) => ({
    command: `rm -rf ../data/e2e-${port} && node ../apps/server/src/server.ts`,
    url: `${storeUrl(port)}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      PUBLIC_URL: storeUrl(port),
      DATABASE_URL: `sqlite:../data/e2e-${port}/store.db`,
      DATA_DIR: `../data/e2e-${port}`,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SUPPORT_EMAIL: 'support@motomuse.test',
      LOG_LEVEL: 'warn',
    },
  })),
});
