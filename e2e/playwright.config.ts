import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';

/** A port nothing listens on now: the system picks it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// Chosen once by the runner; its workers load this file again and inherit the variable.
process.env.E2E_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
const BASE_URL = `http://localhost:${PORT}`;
const DATA_DIR = `../data/e2e-${PORT}`;

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Beside the unit and API lanes on two cores (tools/test/run.ts), a journey can take twice as long as alone.
  timeout: 90_000,
  expect: { timeout: 8_000 },
  // The second writes each test's time and assertions for the runner (tools/test/run.ts), only when it asks.
  reporter: [['list'], ['../tools/test/playwright-timings.ts']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: BASE_URL,
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
  webServer: {
    command: `rm -rf ${DATA_DIR} && node ../apps/server/src/server.ts`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATABASE_URL: `sqlite:${DATA_DIR}/store.db`,
      DATA_DIR,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SUPPORT_EMAIL: 'support@motomuse.test',
      LOG_LEVEL: 'warn',
    },
  },
});
