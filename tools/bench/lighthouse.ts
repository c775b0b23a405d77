/**
 * Lighthouse on the store's pages (`npm run bench:lighthouse`): a real store process (SQLite, demo
 * data, the built web app; built first when apps/web/dist is missing) and one headless Chromium;
 * for /, /gallery, /faq and the demo render's product page, Lighthouse's mobile defaults (simulated
 * slow 4G and CPU) with the performance, accessibility, best-practices and SEO categories. Each page
 * runs LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score is shown, with
 * Lighthouse's benchmark index of the machine during that run ("CPU": higher is faster; a busy
 * machine scores lower, and its simulated timings and scores with it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { routes } from '@store/shared/routes';
import { finishedRenderId, freePort, signInAsDemoCustomer, startStore, stopProcess, untilAnswering } from './store-process.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Where to write each page's full report (JSON, for Lighthouse's viewer); none when unset. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
/** Only the pages whose path contains this text; every page when unset. */
const ONLY = process.env.LIGHTHOUSE_ONLY;
const ATTEMPTS = 3;
const root = join(import.meta.dirname, '../..');

function score(result: Result, category: string): string {
  const value = result.categories[category]?.score;
  return value === null || value === undefined ? '-' : String(Math.round(value * 100));
}

function numeric(result: Result, audit: string): number {
  return result.audits[audit]?.numericValue ?? Number.NaN;
}

function scriptBytes(result: Result): number {
  const details = result.audits['resource-summary']?.details;
  if (details?.type !== 'table') return Number.NaN;
  const scripts = details.items.find((item) => item.resourceType === 'script');
  return typeof scripts?.transferSize === 'number' ? scripts.transferSize : Number.NaN;
}

function kibibytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KiB`;
}

/**
 * One Lighthouse run in a new tab: a run in the tab of the one before often loses its trace's
 * navigation start (NO_NAVSTART). On a busy machine that still happens now and then, and
 * Lighthouse's advice is to run again.
 */
async function auditOnce(url: string, browser: Browser, chromePort: number): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const tab = await browser.newPage();
    const outcome = await lighthouse(url, { port: chromePort, logLevel: 'error', onlyCategories: CATEGORIES }, undefined, tab);
    await tab.close();
    if (!outcome) throw new Error(`${url}: Lighthouse returned nothing`);
    const error = outcome.lhr.runtimeError;
    if (!error) return outcome.lhr;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.message}`);
    console.warn(`${url}: ${error.code}, running again`);
  }
}

async function audit(url: string, browser: Browser, chromePort: number): Promise<Result> {
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await auditOnce(url, browser, chromePort));
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return runs[Math.floor(runs.length / 2)]!;
}

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  const build = spawnSync('flock', ['/tmp/web-build.lock', 'npm', 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web build failed');
}

const dataDir = mkdtempSync(join(tmpdir(), 'store-bench-lighthouse-'));
const port = await freePort();
const base = `http://localhost:${port}`;
const store = startStore(port, dataDir, { host: 'localhost' });
try {
  await untilAnswering(`${base}/api/health`, store);
  const pages = [
    routes.home.href(),
    routes.gallery.href(),
    routes.faq.href(),
    routes.product.href({ renderId: await finishedRenderId(base, await signInAsDemoCustomer(base)) }),
  ];
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    console.log(
      `machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}, ${await browser.version()}; Lighthouse mobile (simulated throttling), median of ${RUNS} run(s) by performance score\n`,
    );
    console.log(`${'page'.padEnd(32)} perf  a11y  best   seo      LCP     CLS      TBT    bytes  JS bytes   CPU`);
    for (const page of pages.filter((path) => !ONLY || path.includes(ONLY))) {
      const result = await audit(base + page, browser, chrome.port);
      if (REPORT_DIR)
        writeFileSync(join(REPORT_DIR, `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`), JSON.stringify(result));
      const scores = CATEGORIES.map((category) => score(result, category).padStart(4)).join('  ');
      const lcp = `${(numeric(result, 'largest-contentful-paint') / 1000).toFixed(2)} s`;
      const cls = numeric(result, 'cumulative-layout-shift').toFixed(3);
      const tbt = `${Math.round(numeric(result, 'total-blocking-time'))} ms`;
      console.log(
        `${page.padEnd(32)} ${scores}  ${lcp.padStart(7)} ${cls.padStart(7)} ${tbt.padStart(8)} ${kibibytes(numeric(result, 'total-byte-weight')).padStart(8)} ${kibibytes(scriptBytes(result)).padStart(9)} ${String(Math.round(result.environment.benchmarkIndex)).padStart(5)}`,
      );
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
} finally {
  await stopProcess(store);
  rmSync(dataDir, { recursive: true, force: true });
}
