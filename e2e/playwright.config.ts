import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { TEST_STORE_SETTINGS } from '../apps/server/test/store-settings.ts';
import { STORES, STORES_PER_KIND, type StoreKind } from './base-url.ts';
import { WAIT, journeyLimit } from './waits.ts';

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
 * Two workers, each with a store of its own of the kind its spec needs (base-url.ts; its server,
 * database and files): a spec sees only what its own worker's specs did, as with one worker, and
 * the two share the cores with the unit and API lanes (tools/test/run.ts), where one left a core
 * mostly idle waiting on its browser.
 */
const WORKERS = STORES_PER_KIND;
// Chosen once by the runner; its workers load this file again and inherit the variable (base-url.ts reads it).
process.env.E2E_PORTS ??= (await freePorts(STORES.length)).join(',');
const PORTS = process.env.E2E_PORTS.split(',').map(Number);
const storeUrl = (port: number) => `http://localhost:${port}`;
/**
 * The journeys through the production line: they look at the cut-out, the drafts or the crops
 * centred on the draft's bike, or take the whole path a shop's default store takes. Every other
 * journey runs on a shop store, where an upload waits for staff's own image without a draft.
 */
const PRODUCTION_JOURNEYS = [
  'bike-pick.spec.ts',
  'cut-out-clicks.spec.ts',
  'cut-out-editor.spec.ts',
  'generative-painter.spec.ts',
  'journey.spec.ts',
  'print-crops.spec.ts',
  'production-line.spec.ts',
].map((spec) => `**/${spec}`);
const BROWSER = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
/**
 * Debian's Chromium headless shell where it is installed (`.ci/run` installs it): the same Chromium
 * build as /usr/bin/chromium without the browser's windows, as Playwright itself runs headless
 * tests, at about half the CPU (decision 062); the full Chromium otherwise.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // A limit for a stuck journey, not a speed target: beside the unit and API lanes on two cores
  // (tools/test/run.ts) a journey can take several times as long as alone (waits.ts). Those that
  // wait for several image jobs one after another set their own.
  timeout: journeyLimit(1),
  expect: { timeout: 8_000 },
  // The second writes each test's time and assertions for the runner (tools/test/run.ts), only when it asks.
  reporter: [['list'], ['../tools/test/playwright-timings.ts']],
  outputDir: '../test-results/e2e',
  use: {
    // Each worker's own store: fixtures.ts sets it per worker.
    baseURL: storeUrl(PORTS[0]!),
    // On CI a failed journey runs once more with a trace (every test's screenshots and snapshots cost the
    // browser about a fifth more CPU when recorded for all, docs/performance.md); here, its first failure keeps one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // As a customer who asked their system for less motion: the spinners and progress bars a journey
    // waits beside stand still, where each took about 6% of a core in the browser for as long as it showed.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
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
  projects: [
    { name: 'production' satisfies StoreKind, testMatch: PRODUCTION_JOURNEYS, use: BROWSER },
    { name: 'shop' satisfies StoreKind, testIgnore: PRODUCTION_JOURNEYS, use: BROWSER },
  ],
  webServer: PORTS.map((port, index) => ({
    command: `rm -rf ../data/e2e-${port} && node ../apps/server/src/server.ts`,
    url: `${storeUrl(port)}/api/health`,
    reuseExistingServer: false,
    timeout: WAIT.storeStart,
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
      AUTO_DRAFTS: String(STORES[index] === 'production'),
      ...TEST_STORE_SETTINGS,
    },
  })),
});
