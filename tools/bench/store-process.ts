/**
 * A real store process for the benchmarks that measure it over HTTP: a free port, the store
 * started on a fresh SQLite database, waiting until it answers, and the demo customer's render.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-accounts.ts';

const root = join(import.meta.dirname, '../..');

/** A port on 127.0.0.1 that nothing listens on at this moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Resolves once `url` answers 2xx; fails when `child` exits first or after `timeoutMs`. */
export async function untilAnswering(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** How the store is reached: `host` in its PUBLIC_URL, variables added to its environment, and flags for Node (`--cpu-prof`). */
export type StoreOptions = { host: '127.0.0.1' | 'localhost'; env?: Record<string, string>; nodeFlags?: string[] };

/** The store as `npm start` runs it once built, on a fresh database; drafts off so no painting competes for the CPU. */
export function startStore(port: number, dataDir: string, { host, env = {}, nodeFlags = [] }: StoreOptions): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://${host}:${port}`,
      DATABASE_URL: `sqlite:${join(dataDir, 'store.db')}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTO_DRAFTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Sends SIGTERM and resolves once the process has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
}

/** Signs in by email and password; the session cookie to send with later requests. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The demo customer's session cookie. */
export function signInAsDemoCustomer(base: string): Promise<string> {
  return signIn(base, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
}

/** The demo customer's finished render: the one whose product page the gallery links to. */
export async function finishedRenderId(base: string, customerCookie: string): Promise<string> {
  const { renders } = (await (await fetch(`${base}/api/renders`, { headers: { cookie: customerCookie } })).json()) as {
    renders: Array<{ id: string; status: string }>;
  };
  const finished = renders.find((render) => render.status === 'complete');
  if (!finished)
    throw new Error(`the demo customer has no finished render (statuses: ${renders.map((render) => render.status).join(', ')})`);
  return finished.id;
}
