/**
 * The whole shop under load (`npm run bench:scale`, issue 30): on the local PostgreSQL (a database
 * of its own per set-up, BENCH_POSTGRES_URL, default the test database's server) and the S3
 * stand-in, a `web` instance with one and then two `worker` instances (at a lower CPU priority),
 * then one `all` instance, each given the same mix: visitors reading the home page, the gallery
 * and a product page with their API reads; customers checking a 12 MP photo and asking for style
 * previews or uploading; a buyer paying for a canvas on the demo payment page. First the visitors
 * alone (no painting), then the whole mix. One table side by side: drafts per minute, queue wait,
 * page and API p50/p99 with and without painting, and what the machine did.
 *
 * Options: --seconds (the mix, default 90), --quiet-seconds (visitors alone, default 30),
 * --visits-per-second (12), --uploads-per-minute (10), --purchases-per-minute (4), --set-ups
 * (some of web1,web2,all; default all three). The store processes get the bench's environment:
 * PHOTO_CHECK=false, say, to see what the photo check costs the web.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { watchMachine, type MachineUse } from './scale/machine-use.ts';
import { percentile, queueBusy, queueFigures, type QueueFigures } from './scale/queue-figures.ts';
import { startShopCluster, WORKER_NICENESS, type ShopCluster } from './scale/shop-cluster.ts';
import { buyers, customers, visitors, type CustomerOutcome, type Timing } from './scale/shop-traffic.ts';
import { finishedRenderId, signInAsDemoCustomer } from './store-process.ts';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '90' },
    'quiet-seconds': { type: 'string', default: '30' },
    'visits-per-second': { type: 'string', default: '12' },
    'uploads-per-minute': { type: 'string', default: '10' },
    'purchases-per-minute': { type: 'string', default: '4' },
    'set-ups': { type: 'string', default: 'web1,web2,all' },
  },
});
const MIX_SECONDS = Number(options.seconds);
const QUIET_SECONDS = Number(options['quiet-seconds']);
const VISITS_PER_SECOND = Number(options['visits-per-second']);
const UPLOADS_PER_MINUTE = Number(options['uploads-per-minute']);
const PURCHASES_PER_MINUTE = Number(options['purchases-per-minute']);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** How long the demo seed's own drafts may take before the quiet phase starts anyway. */
const SETTLE_MS = 180_000;
const TWELVE_MP = { width: 4240, height: 2832 };
const FIXTURES = ['synthetic-cafe-garage', 'synthetic-cruiser-desert', 'synthetic-scrambler-hills', 'synthetic-sport-street'].map((name) =>
  join(import.meta.dirname, `../../packages/render-engine/fixtures/${name}.jpg`),
);

type SetUp = { key: string; name: string; front: 'web' | 'all'; workers: number };
const SET_UPS: SetUp[] = [
  { key: 'web1', name: 'web + 1 worker', front: 'web', workers: 1 },
  { key: 'web2', name: 'web + 2 workers', front: 'web', workers: 2 },
  { key: 'all', name: 'one all', front: 'all', workers: 0 },
].filter((setUp): setUp is SetUp => options['set-ups'].split(',').includes(setUp.key));

type Latencies = { p50: number; p99: number; count: number; failed: number };
type Result = {
  setUp: SetUp;
  quiet: { page: Latencies; api: Latencies; machine: MachineUse; timings: Timing[] };
  mix: { page: Latencies; api: Latencies; machine: MachineUse; timings: Timing[]; outcomes: CustomerOutcome[]; purchases: number };
  queues: Map<string, QueueFigures>;
  frontPid: number;
  workerPids: number[];
  settled: boolean;
};

/** Phone-size copies (12 MP JPEG) of the render engine's drawn fixture photos. */
async function realSizePhotos(directory: string): Promise<string[]> {
  return Promise.all(
    FIXTURES.map(async (fixture, index) => {
      const path = join(directory, `photo-${index}.jpg`);
      await sharp(fixture)
        .resize(TWELVE_MP.width, TWELVE_MP.height, { fit: 'fill', kernel: 'lanczos3' })
        .jpeg({ quality: 90 })
        .toFile(path);
      return path;
    }),
  );
}

async function signUp(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench Rider', email, password: 'bench-scale-password-123' }),
  });
  if (!response.ok) throw new Error(`sign-up as ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function latencies(timings: Timing[], kind: Timing['kind'], what?: string): Latencies {
  const chosen = timings.filter((timing) => timing.kind === kind && (what === undefined || timing.what === what));
  const times = chosen.filter((timing) => timing.ok).map((timing) => timing.ms);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), count: chosen.length, failed: chosen.length - times.length };
}

async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(`  (${what} not reached within ${timeoutMs / 1000} s; going on)`);
  return false;
}

async function runSetUp(setUp: SetUp, photos: string[], clusters: ShopCluster[]): Promise<Result> {
  console.log(`${setUp.name}: starting (PostgreSQL database and bucket of its own)`);
  const cluster = await startShopCluster(POSTGRES_URL, setUp.front, setUp.workers);
  clusters.push(cluster);
  try {
    const base = cluster.front.base;
    const settled = await until('an empty queue after the demo seed', async () => !(await queueBusy(cluster.databaseUrl)), SETTLE_MS);
    const demoCustomer = await signInAsDemoCustomer(base);
    const productId = await finishedRenderId(base, demoCustomer);
    const customerCount = Math.ceil((UPLOADS_PER_MINUTE * MIX_SECONDS) / 60) + 1;
    const cookies: string[] = [];
    for (let number = 0; number < customerCount; number += 1) cookies.push(await signUp(base, `rider-${number}@bench.test`));
    await visitors(base, productId, VISITS_PER_SECOND, performance.now() + 3000, []);

    const pids = cluster.instances.map((instance) => instance.child.pid!);
    console.log(`${setUp.name}: visitors alone for ${QUIET_SECONDS} s`);
    const quietTimings: Timing[] = [];
    const quietMachine = watchMachine(pids);
    await visitors(base, productId, VISITS_PER_SECOND, performance.now() + QUIET_SECONDS * 1000, quietTimings);
    const quietUse = quietMachine.stop();

    console.log(`${setUp.name}: the whole mix for ${MIX_SECONDS} s`);
    const mixTimings: Timing[] = [];
    const from = new Date();
    const mixMachine = watchMachine(pids);
    const end = performance.now() + MIX_SECONDS * 1000;
    const [, outcomes, purchases] = await Promise.all([
      visitors(base, productId, VISITS_PER_SECOND, end, mixTimings),
      customers(base, cookies, photos, 60_000 / UPLOADS_PER_MINUTE, end, mixTimings),
      buyers(base, demoCustomer, productId, 60_000 / PURCHASES_PER_MINUTE, end, mixTimings),
    ]);
    const mixUse = mixMachine.stop();
    const queues = await queueFigures(cluster.databaseUrl, from, new Date(from.getTime() + MIX_SECONDS * 1000));
    return {
      setUp,
      quiet: { page: latencies(quietTimings, 'page'), api: latencies(quietTimings, 'api'), machine: quietUse, timings: quietTimings },
      mix: {
        page: latencies(mixTimings, 'page'),
        api: latencies(mixTimings, 'api'),
        machine: mixUse,
        timings: mixTimings,
        outcomes,
        purchases,
      },
      queues,
      frontPid: cluster.front.child.pid!,
      workerPids: cluster.instances.filter((instance) => instance.role === 'worker').map((instance) => instance.child.pid!),
      settled,
    };
  } finally {
    await cluster.close();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value >= 10_000 ? `${(value / 1000).toFixed(0)} s` : `${Math.round(value)} ms`);
const pair = (latency: Latencies) => `${ms(latency.p50)} / ${ms(latency.p99)}${latency.failed > 0 ? ` (${latency.failed} failed)` : ''}`;
const cores = (value: number) => value.toFixed(2);

function queueLine(result: Result, name: string): { perMinute: string; wait: string } {
  const figures = result.queues.get(name);
  if (!figures) return { perMinute: '0', wait: '-' };
  const waiting = figures.stillWaiting > 0 ? `, ${figures.stillWaiting} waiting at the end` : '';
  return { perMinute: figures.finishedPerMinute.toFixed(1), wait: `${ms(figures.waitP50Ms)} / ${ms(figures.waitP99Ms)}${waiting}` };
}

function printTable(results: Result[]): void {
  const rows: Array<[string, (result: Result) => string]> = [
    ['drafts per minute', (result) => queueLine(result, 'render-draft').perMinute],
    ['draft queue wait p50 / p99', (result) => queueLine(result, 'render-draft').wait],
    ['preview sets per minute', (result) => queueLine(result, 'style-previews').perMinute],
    ['preview queue wait p50 / p99', (result) => queueLine(result, 'style-previews').wait],
    ['page p50 / p99, no painting', (result) => pair(result.quiet.page)],
    ['page p50 / p99, painting', (result) => pair(result.mix.page)],
    ['page p99 painting / no painting', (result) => (result.mix.page.p99 / result.quiet.page.p99).toFixed(2)],
    ['API p50 / p99, no painting', (result) => pair(result.quiet.api)],
    ['API p50 / p99, painting', (result) => pair(result.mix.api)],
    ['photo check p50 / p99', (result) => pair(latencies(result.mix.timings, 'customer', 'photo check'))],
    ['upload p50 / p99', (result) => pair(latencies(result.mix.timings, 'customer', 'upload'))],
    ['previews painted p50 / p99', (result) => pair(latencies(result.mix.timings, 'customer', 'previews painted'))],
    [
      'customers: uploaded / after previews / busy / unfinished / failed',
      (result) =>
        (['uploaded', 'previews then uploaded', 'previews busy, uploaded', 'previews unfinished at the end', 'failed'] as const)
          .map((outcome) => result.mix.outcomes.filter((found) => found === outcome).length)
          .join(' / '),
    ],
    [
      'canvases paid (checkout p50 / p99)',
      (result) => `${result.mix.purchases} (${pair(latencies(result.mix.timings, 'buyer', 'checkout'))})`,
    ],
    ['load average, mean / max (mix)', (result) => `${result.mix.machine.loadMean.toFixed(1)} / ${result.mix.machine.loadMax.toFixed(1)}`],
    [
      'machine cores busy, no painting / mix',
      (result) => `${cores(result.quiet.machine.machineCores)} / ${cores(result.mix.machine.machineCores)}`,
    ],
    ['front instance cores (mix)', (result) => cores(result.mix.machine.treeCores.get(result.frontPid)!)],
    [
      'worker cores (mix)',
      (result) =>
        result.workerPids.length === 0
          ? '-'
          : cores(result.workerPids.reduce((sum, pid) => sum + result.mix.machine.treeCores.get(pid)!, 0)),
    ],
    ['bench traffic cores (mix)', (result) => cores(result.mix.machine.driverCores)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const cells = rows.map(([, cell]) => results.map(cell));
  const columnWidth = Math.max(...results.map((result) => result.setUp.name.length), ...cells.flat().map((cell) => cell.length)) + 2;
  console.log(`\n${''.padEnd(width)}${results.map((result) => result.setUp.name.padEnd(columnWidth)).join('')}`);
  rows.forEach(([label], index) => console.log(`${label.padEnd(width)}${cells[index]!.map((cell) => cell.padEnd(columnWidth)).join('')}`));
  for (const result of results) {
    const failures = new Map<string, number>();
    for (const timing of [...result.mix.timings, ...result.quiet.timings].filter((found) => !found.ok)) {
      const key = `${timing.what} ${timing.status || 'no answer'}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
    if (failures.size > 0)
      console.log(`\n${result.setUp.name}, failed requests: ${[...failures].map(([key, count]) => `${key} ×${count}`).join(', ')}`);
  }
  const unsettled = results.filter((result) => !result.settled).map((result) => result.setUp.name);
  if (unsettled.length > 0)
    console.log(`\nthe demo seed's drafts were still painting when the visitors-alone phase began: ${unsettled.join(', ')}`);
}

const photoDirectory = mkdtempSync(join(tmpdir(), 'store-bench-scale-photos-'));
const clusters: ShopCluster[] = [];
try {
  console.log(
    `machine: ${cpus().length} cores, Node ${process.version}; visitors ${VISITS_PER_SECOND} reads/s, ${UPLOADS_PER_MINUTE} customers/min, ` +
      `${PURCHASES_PER_MINUTE} canvases/min; ${QUIET_SECONDS} s visitors alone, then ${MIX_SECONDS} s of the mix; workers at nice ${WORKER_NICENESS}\n`,
  );
  const photos = await realSizePhotos(photoDirectory);
  const results: Result[] = [];
  for (const setUp of SET_UPS) results.push(await runSetUp(setUp, photos, clusters));
  printTable(results);
} finally {
  rmSync(photoDirectory, { recursive: true, force: true });
  await Promise.all(clusters.map((cluster) => cluster.drop()));
}
