/**
 * API throughput (`npm run bench:api`): a real store process (SQLite, demo data, the built web
 * app) and a bare Fastify hello-world beside it, each loaded by autocannon at 50 connections in
 * one run, so every read's requests/s can be compared with what Fastify alone does on this machine
 * at this moment. Then fifty customers sign in at once while a product read keeps going: the
 * sign-ins' latency, and that read's p99 during the rush against without it.
 * BENCH_SECONDS sets each measurement's length (default 10). BENCH_PROFILE=product, dashboard or
 * home loads that one read alone on a store started with `node --cpu-prof` and leaves the profile
 * in BENCH_PROFILE_DIR (default store-profiles in the temporary folder), to open in Chrome's DevTools.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchMachine } from './scale/machine-use.ts';
import { finishedRenderId, freePort, signIn, signInAsDemoCustomer, startStore, stopProcess, untilAnswering } from './store-process.ts';

type Histogram = { average: number; p50: number; p99: number };
type LoadResult = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number };
type LoadOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  warmup?: { connections: number; duration: number };
};
type LoadRun = PromiseLike<LoadResult> & {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
  stop(): void;
};
// autocannon ships no type declarations; this is the part of its Node API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: LoadOptions) => LoadRun;

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = { connections: CONNECTIONS, duration: 2 };
const RUSH_SIGN_INS = 50;
/** The read that keeps going during the sign-in rush: enough load to see a slowdown, not enough to queue. */
const READ_BESIDE_RUSH_CONNECTIONS = 10;
const RUSH_PASSWORD = 'bench-rush-password-123';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const root = join(import.meta.dirname, '../..');
const PROFILED = process.env.BENCH_PROFILE as 'product' | 'dashboard' | 'home' | undefined;
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ?? join(tmpdir(), 'store-profiles');

/** The smallest Fastify app, in its own process like the store, so both compete with autocannon alike. */
function startHelloWorld(port: number): ChildProcess {
  const program = `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  return spawn(process.execPath, ['--input-type=module', '--eval', program], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function signUp(base: string, email: string): Promise<void> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench Rider', email, password: RUSH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-up as ${email}: ${response.status} ${await response.text()}`);
}

/** A read's load result, with the cores the answering server and this process (the load generator) used meanwhile. */
type Measured = LoadResult & { serverCores: number; generatorCores: number };

async function measure(url: string, server: ChildProcess, headers: Record<string, string> = {}): Promise<Measured> {
  const watch = watchMachine([server.pid!]);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, warmup: WARMUP });
  const use = watch.stop();
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { ...result, serverCores: use.treeCores.get(server.pid!)!, generatorCores: use.driverCores };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function milliseconds(value: number): string {
  return `${Math.round(value)} ms`;
}

/**
 * Fifty sign-ins fired together while `url` is read at a moderate load. Returns the sign-ins'
 * latencies and the read's latencies completed within the rush.
 */
async function signInRush(base: string, url: string, emails: string[]): Promise<{ signIns: number[]; reads: number[] }> {
  const reads: Array<{ at: number; latency: number }> = [];
  const load = autocannon({ url, connections: READ_BESIDE_RUSH_CONNECTIONS, duration: 120 });
  load.on('response', (_client, _status, _bytes, latency) => reads.push({ at: performance.now(), latency }));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const started = performance.now();
  const signIns = await Promise.all(
    emails.map(async (email) => {
      const sent = performance.now();
      await signIn(base, email, RUSH_PASSWORD);
      return performance.now() - sent;
    }),
  );
  const ended = performance.now();
  load.stop();
  await load;
  return { signIns, reads: reads.filter((read) => read.at >= started && read.at <= ended).map((read) => read.latency) };
}

async function readLatencies(url: string): Promise<number[]> {
  const reads: number[] = [];
  const load = autocannon({ url, connections: READ_BESIDE_RUSH_CONNECTIONS, duration: SECONDS });
  load.on('response', (_client, _status, _bytes, latency) => reads.push(latency));
  await load;
  return reads;
}

/**
 * Every read beside the hello-world, each as a share of what the hello-world did in the same run,
 * with the cores the server and the load generator used: on two cores, a server well under one
 * core while the generator takes the other is waiting for the generator, not working.
 */
async function compareReads(
  servers: { store: ChildProcess; hello: ChildProcess },
  base: string,
  helloPort: number,
  customer: string,
  productUrl: string,
): Promise<void> {
  const { store, hello } = servers;
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}, Node ${process.version}; ${CONNECTIONS} connections, ${SECONDS} s each after a ${WARMUP.duration} s warm-up\n`,
  );
  const helloWorld = await measure(`http://127.0.0.1:${helloPort}/`, hello);
  const reads: Array<[string, Measured]> = [['hello-world (bare Fastify)', helloWorld]];
  reads.push(['catalogue  GET /api/catalog', await measure(`${base}/api/catalog`, store)]);
  reads.push(['product    GET /api/renders/:id', await measure(productUrl, store)]);
  reads.push(['dashboard  GET /api/renders (signed in)', await measure(`${base}/api/renders`, store, { cookie: customer })]);
  reads.push(['index.html GET /', await measure(`${base}/`, store)]);
  // What a browser asks for and gets: the 4 KB brotli copy of the 14 KB page.
  reads.push(['index.html GET / (br, as browsers ask)', await measure(`${base}/`, store, { 'accept-encoding': BROWSER_ENCODINGS })]);
  console.log(
    `${'read'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}  vs hello-world  server cores  generator cores`,
  );
  for (const [name, result] of reads) {
    const ratio = result.requests.average / helloWorld.requests.average;
    console.log(
      `${name.padEnd(40)} ${Math.round(result.requests.average).toString().padStart(8)} ${milliseconds(result.latency.p50).padStart(7)} ${milliseconds(result.latency.p99).padStart(7)}  ${ratio.toFixed(2).padEnd(14)}  ${result.serverCores.toFixed(2).padEnd(12)}  ${result.generatorCores.toFixed(2)}`,
    );
  }
}

async function reportSignInRush(base: string, productUrl: string): Promise<void> {
  const emails = Array.from({ length: RUSH_SIGN_INS }, (_, number) => `rush-${number}@bench.test`);
  for (const email of emails) await signUp(base, email);
  const calm = (await readLatencies(productUrl)).sort((a, b) => a - b);
  const rush = await signInRush(base, productUrl, emails);
  const signIns = rush.signIns.sort((a, b) => a - b);
  const during = rush.reads.sort((a, b) => a - b);
  console.log(
    `\nsign-in rush: ${RUSH_SIGN_INS} customers sign in at once, the product read at ${READ_BESIDE_RUSH_CONNECTIONS} connections beside it`,
  );
  console.log(
    `sign-in latency        p50 ${milliseconds(percentile(signIns, 0.5))}, p99 ${milliseconds(percentile(signIns, 0.99))}, all done in ${milliseconds(signIns.at(-1)!)}`,
  );
  console.log(
    `product read, calm     p50 ${milliseconds(percentile(calm, 0.5))}, p99 ${milliseconds(percentile(calm, 0.99))} (${calm.length} reads)`,
  );
  console.log(
    `product read, rush     p50 ${milliseconds(percentile(during, 0.5))}, p99 ${milliseconds(percentile(during, 0.99))} (${during.length} reads)`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'store-bench-api-'));
const [storePort, helloPort] = [await freePort(), await freePort()];
const base = `http://127.0.0.1:${storePort}`;
const store = startStore(storePort, dataDir, {
  host: '127.0.0.1',
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
  nodeFlags: PROFILED ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
});
const hello = startHelloWorld(helloPort);
try {
  await Promise.all([untilAnswering(`${base}/api/health`, store), untilAnswering(`http://127.0.0.1:${helloPort}/`, hello)]);
  const index = await fetch(`${base}/`);
  if (!index.ok || !index.headers.get('content-type')?.includes('text/html'))
    throw new Error('GET / is not the web app: build it first (npm run build)');
  const customer = await signInAsDemoCustomer(base);
  const productUrl = `${base}/api/renders/${await finishedRenderId(base, customer)}`;
  if (PROFILED) {
    const reads = {
      product: [productUrl, {}],
      dashboard: [`${base}/api/renders`, { cookie: customer }],
      home: [`${base}/`, { 'accept-encoding': BROWSER_ENCODINGS }],
    } as const;
    const [url, headers] = reads[PROFILED];
    const result = await measure(url, store, headers);
    console.log(`${PROFILED}: ${Math.round(result.requests.average)} req/s; the store's CPU profile goes to ${PROFILE_DIR} as it stops`);
  } else {
    await compareReads({ store, hello }, base, helloPort, customer, productUrl);
    await reportSignInRush(base, productUrl);
  }
} finally {
  await Promise.all([stopProcess(store), stopProcess(hello)]);
  rmSync(dataDir, { recursive: true, force: true });
}
