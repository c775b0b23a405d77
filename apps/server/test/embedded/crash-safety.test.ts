import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { jpegPhoto } from '../images.ts';
import { waitFor } from '../production.ts';
import { serverProcess } from './server-process.ts';

const directory = mkdtempSync(join(tmpdir(), 'store-crash-'));
const store = serverProcess({ port: 3970, directory });
const { base: BASE, databaseFile } = store;
const startServer = () => store.start();
const stop = (server: ChildProcess, signal: NodeJS.Signals) => store.stop(server, signal);
const untilHealthy = () => store.untilHealthy();
const signIn = (email: string, password: string) => store.signIn(email, password);

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('crash safety', () => {
  it('a server killed (SIGKILL) after the payment and before the order loses nothing: reconcile finds it after restart', async () => {
    let server = startServer();
    try {
      await untilHealthy();
      const customer = await signIn('rider@motomuse.local', 'rider-demo-123');
      const [render] = (
        (await (await fetch(`${BASE}/api/renders`, { headers: { cookie: customer } })).json()) as { renders: Array<{ id: string }> }
      ).renders;
      await fetch(`${BASE}/api/cart`, {
        method: 'PUT',
        headers: { cookie: customer, 'content-type': 'application/json' },
        body: JSON.stringify({
          entries: [{ renderId: render!.id, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }],
        }),
      });
      const { url } = (await (await fetch(`${BASE}/api/checkout`, { method: 'POST', headers: { cookie: customer } })).json()) as {
        url: string;
      };
      const sessionId = url.split('/demo-checkout/')[1]!;

      // The provider has taken the money (its session is paid) when the store dies, before any event is handled.
      const database = new DatabaseSync(databaseFile);
      const row = database.prepare('select data from "demoPaymentSession" where id = ?').get(sessionId) as { data: string };
      const paid = { ...JSON.parse(row.data), status: 'complete', paymentStatus: 'paid', customerName: 'Casey Rider' };
      database
        .prepare('update "demoPaymentSession" set data = ?, status = ?, "paymentStatus" = ? where id = ?')
        .run(JSON.stringify(paid), 'complete', 'paid', sessionId);
      database.close();
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));

      server = startServer();
      await untilHealthy();
      const adminAgain = await signIn('admin@motomuse.local', 'admin-demo-123');
      const missing = (await (await fetch(`${BASE}/api/admin/reconcile`, { headers: { cookie: adminAgain } })).json()) as {
        missingOrders: Array<{ sessionId: string }>;
      };
      expect(missing.missingOrders.map((entry) => entry.sessionId)).toEqual([sessionId]);
      const recreated = await fetch(`${BASE}/api/admin/recreate-order`, {
        method: 'POST',
        headers: { cookie: adminAgain, 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, tempId: sessionId }),
      });
      expect(await recreated.json()).toEqual({ success: true });
      const orders = (await (
        await fetch(`${BASE}/api/orders`, { headers: { cookie: await signIn('rider@motomuse.local', 'rider-demo-123') } })
      ).json()) as { orders: unknown[] };
      expect(orders.orders).toHaveLength(1);
    } finally {
      await stop(server, 'SIGTERM');
    }
  });

  it('a server killed (SIGKILL) while a background job runs runs that job again after restart', async () => {
    let server = startServer();
    try {
      await untilHealthy();
      const admin = await signIn('admin@motomuse.local', 'admin-demo-123');
      const customer = await signIn('rider@motomuse.local', 'rider-demo-123');
      const [render] = (
        (await (await fetch(`${BASE}/api/renders`, { headers: { cookie: customer } })).json()) as { renders: Array<{ id: string }> }
      ).renders;
      const form = new FormData();
      form.append('render', new Blob([new Uint8Array(await jpegPhoto(9000, 6000))], { type: 'image/jpeg' }), 'big.jpg');
      const created = await fetch(`${BASE}/api/admin/renders/${render!.id}/versions`, {
        method: 'POST',
        headers: { cookie: admin, origin: BASE },
        body: form,
      });
      expect(created.status).toBe(202);
      const { version } = (await created.json()) as { version: { id: string } };
      const versionState = async (cookie: string) => {
        const workbench = (await (await fetch(`${BASE}/api/admin/renders/${render!.id}/workbench`, { headers: { cookie } })).json()) as {
          versions: Array<{ id: string; status: string }>;
        };
        return workbench.versions.find((candidate) => candidate.id === version.id)?.status;
      };
      await waitFor('the job to be running', async () => (await versionState(admin)) === 'running');
      await stop(server, 'SIGKILL');

      server = startServer();
      await untilHealthy();
      const adminAgain = await signIn('admin@motomuse.local', 'admin-demo-123');
      await waitFor('the job to run again and finish', async () => (await versionState(adminAgain)) === 'ready', 120_000);
    } finally {
      await stop(server, 'SIGTERM');
    }
  });
});
