import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '#server/app.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { publishFinishedRender, uploadRender } from '../production.ts';
import { buyDigitalDownload } from '../purchase.ts';
import { createAdmin, createMigratedTestDatabase, signUp, type TestDatabase } from '../test-app.ts';
import { startStoreInRole } from './store-in-role.ts';

const METRICS_TOKEN = 'metrics-token-0123456789';

describe('the role switch', () => {
  it('allows web and worker only on PostgreSQL, and says so', () => {
    expect(loadConfig({}).role).toBe('all');
    for (const role of ['web', 'worker']) {
      let error: unknown;
      try {
        loadConfig({ STORE_ROLE: role });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([expect.stringMatching(new RegExp(`^STORE_ROLE: ${role} needs PostgreSQL`))]);
    }
    expect(loadConfig({ STORE_ROLE: 'worker', DATABASE_URL: 'postgres://db/store' }).role).toBe('worker');
  });
});

/** A web instance and a worker instance on one PostgreSQL and one file store, as two machines would run them. */
describe('a web instance and a worker instance', () => {
  let database: TestDatabase;
  let dataDir: string;
  const stores: Partial<Record<'web' | 'worker', Store>> = {};
  const web = () => stores.web!.app;
  const worker = () => stores.worker!.app;

  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'store-roles-'));
    for (const role of ['web', 'worker'] as const) stores[role] = await startStoreInRole(database, dataDir, role, { METRICS_TOKEN });
  });
  afterAll(async () => {
    for (const store of Object.values(stores)) await store.app.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('web serves and queues, the worker derives: the web starts no image worker', async () => {
    const admin = { cookie: await createAdmin(stores.web!) };
    const { cookie } = await signUp(web(), { name: 'Split Roles', email: 'split@example.com' });
    const renderId = await uploadRender(web(), cookie, 'Retro');
    const published = await publishFinishedRender(web(), renderId, admin);
    expect(published.statusCode).toBe(200);
    expect(stores.web!.modules.production.workers.deriver.pid()).toBeUndefined();
    expect(stores.worker!.modules.production.workers.deriver.pid()).toBeGreaterThan(0);

    // A purchase on the web gets the print files the worker made.
    await buyDigitalDownload(web(), cookie, renderId);
    const [order] = (await web().inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).json().orders;
    const downloads = await web().inject({ method: 'GET', url: `/api/orders/${order.id}/downloads`, headers: { cookie } });
    expect(downloads.statusCode).toBe(200);
    expect(downloads.json().downloads).toEqual([expect.objectContaining({ renderId, version: 1 })]);
  });

  it('the worker serves only health and metrics', async () => {
    expect((await worker().inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    for (const url of ['/api/catalog', '/api/renders', '/']) expect((await worker().inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await web().inject({ method: 'GET', url: '/api/catalog' })).statusCode).toBe(200);
  });

  it('metrics need the token, and count requests, queues and jobs', async () => {
    expect((await worker().inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await worker().inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.statusCode).toBe(401);

    const auth = { authorization: `Bearer ${METRICS_TOKEN}` };
    const fromWorker = await worker().inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(fromWorker.statusCode).toBe(200);
    expect(fromWorker.headers['content-type']).toMatch(/^text\/plain/);
    const onWorker = (name: string, labels: Record<string, string> = {}) => sample(fromWorker.body, name, { role: 'worker', ...labels });
    expect(onWorker('store_job_duration_seconds_count', { queue: 'render-derive', outcome: 'done' })).toBeGreaterThan(0);
    expect(onWorker('store_queue_waiting_jobs', { queue: 'render-derive' })).toBe(0);
    expect(onWorker('store_queue_oldest_wait_seconds', { queue: 'render-derive' })).toBe(0);
    expect(onWorker('store_image_worker_resident_bytes', { worker: 'derive' })).toBeGreaterThan(10_000_000);
    expect(onWorker('store_painter_spend_cents_today')).toBe(0);
    expect(sample(fromWorker.body, 'process_resident_memory_bytes', {})).toBeGreaterThan(10_000_000);

    const fromWeb = (await web().inject({ method: 'GET', url: '/metrics', headers: auth })).body;
    const catalogue = { role: 'web', method: 'GET', route: '/api/catalog', status: '200' };
    expect(sample(fromWeb, 'store_http_request_duration_seconds_count', catalogue)).toBe(1);
    expect(fromWeb).not.toContain('route="/metrics"');
  });
});

/** The value of a Prometheus sample with these labels (in any order), or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => given[key] === value) && Object.keys(given).length === Object.keys(labels).length)
      return Number(match[3]);
  }
  return undefined;
}
