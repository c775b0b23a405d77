import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { jpegPhoto } from '../images.ts';
import { waitFor } from '../production.ts';

const PORT = 3970;
const BASE = `http://localhost:${PORT}`;
const directory = mkdtempSync(join(tmpdir(), 'store-crash-'));
const databaseFile = join(directory, 'store.db');
const serverEntry = join(import.meta.dirname, '../../src/server.ts');

function startServer(): ChildProcess {
  return spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      DATABASE_URL: `sqlite:${databaseFile}`,
      DATA_DIR: directory,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      NODE_ENV: 'development',
      AUTO_DRAFTS: 'false',
      PHOTO_CHECK: 'false',
    },
    stdio: 'ignore',
  });
}

async function stop(server: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill(signal);
  await exited;
}

async function untilHealthy(): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not start');
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: BASE }, body: JSON.stringify({ email, password }) });
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('crash safety', () => {
  it('a server killed (SIGKILL) after the payment and before the order loses nothing: reconcile finds it after restart', async () => {
    let server = startServer();
    try {
      await untilHealthy();
      const customer = await signIn('rider@motomuse.local', 'rider-demo-123');
      const [render] = ((await (await fetch(`${BASE}/api/renders`, { headers: { cookie: customer } })).json()) as { renders: Array<{ id: string }> }).renders;
      await fetch(`${BASE}/api/cart`, {
        method: 'PUT',
        headers: { cookie: customer, 'content-type': 'application/json' },
        body: JSON.stringify({ entries: [{ renderId: render!.id, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }] }),
      });
      const { url } = (await (await fetch(`${BASE}/api/checkout`, { method: 'POST', headers: { cookie: customer } })).json()) as { url: string };
      const sessionId = url.split('/demo-checkout/')[1]!;

      // The provider has taken the money (its session is paid) when the store dies, before any event is handled.
      const database = new DatabaseSync(databaseFile);
      const row = database.prepare('select data from "demoPaymentSession" where id = ?').get(sessionId) as { data: string };
      const paid = { ...JSON.parse(row.data), status: 'complete', paymentStatus: 'paid', customerName: 'Casey Rider' };
      database.prepare('update "demoPaymentSession" set data = ?, status = ?, "paymentStatus" = ? where id = ?').run(JSON.stringify(paid), 'complete', 'paid', sessionId);
      database.close();
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));

      server = startServer();
      await untilHealthy();
      const adminAgain = await signIn('admin@motomuse.local', 'admin-demo-123');
      const missing = (await (await fetch(`${BASE}/api/admin/reconcile`, { headers: { cookie: adminAgain } })).json()) as { missingOrders: Array<{ sessionId: string }> };
      expect(missing.missingOrders.map((entry) => entry.sessionId)).toEqual([sessionId]);
      const recreated = await fetch(`${BASE}/api/admin/recreate-order`, { method: 'POST', headers: { cookie: adminAgain, 'content-type': 'application/json' }, body: JSON.stringify({ sessionId, tempId: sessionId }) });
      expect(await recreated.json()).toEqual({ success: true });
      const orders = (await (await fetch(`${BASE}/api/orders`, { headers: { cookie: await signIn('rider@motomuse.local', 'rider-demo-123') } })).json()) as { orders: unknown[] };
      expect(orders.orders).toHaveLength(1);
    } finally {
      await stop(server, 'SIGTERM');
    }
  }, 60_000);

  it('a server killed (SIGKILL) while a background job runs runs that job again after restart', async () => {
    let server = startServer();
    try {
      await untilHealthy();
      const admin = await signIn('admin@motomuse.local', 'admin-demo-123');
      const customer = await signIn('rider@motomuse.local', 'rider-demo-123');
      const [render] = ((await (await fetch(`${BASE}/api/renders`, { headers: { cookie: customer } })).json()) as { renders: Array<{ id: string }> }).renders;
      const form = new FormData();
      form.append('render', new Blob([new Uint8Array(await jpegPhoto(9000, 6000))], { type: 'image/jpeg' }), 'big.jpg');
      const created = await fetch(`${BASE}/api/admin/renders/${render!.id}/versions`, { method: 'POST', headers: { cookie: admin, origin: BASE }, body: form });
      expect(created.status).toBe(202);
      const { version } = (await created.json()) as { version: { id: string } };
      const versionState = async (cookie: string) => {
        const workbench = (await (await fetch(`${BASE}/api/admin/renders/${render!.id}/workbench`, { headers: { cookie } })).json()) as { versions: Array<{ id: string; status: string }> };
        return workbench.versions.find((candidate) => candidate.id === version.id)?.status;
      };
      await waitFor('the job to be running', async () => (await versionState(admin)) === 'running');
      await stop(server, 'SIGKILL');

      server = startServer();
      await untilHealthy();
      const adminAgain = await signIn('admin@motomuse.local', 'admin-demo-123');
      await waitFor('the job to run again and finish', async () => (await versionState(adminAgain)) === 'ready', 60_000);
    } finally {
      await stop(server, 'SIGTERM');
    }
  }, 120_000);
});
