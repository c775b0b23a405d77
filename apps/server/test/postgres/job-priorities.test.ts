import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_ERROR_CODES, PREVIEW_LIFETIME_MS, PREVIEW_MESSAGES } from '@store/shared/style-previews';
import type { Store } from '#server/app.ts';
import { defineJob, JOB_PRIORITY, jobWorker } from '#server/jobs/job-queue.ts';
import { createPgBossJobQueue } from '#server/jobs/pg-boss-job-queue.ts';
import { jpegPhoto } from '../images.ts';
import { multipart } from '../multipart.ts';
import { publishFinishedRender, uploadRender, waitFor } from '../production.ts';
import { buyDigitalDownload } from '../purchase.ts';
import { createAdmin, createMigratedTestDatabase, createStaff, signUp, type TestDatabase } from '../test-app.ts';
import { startStoreInRole } from './store-in-role.ts';

const silent = { error() {}, warn() {}, info() {} } as unknown as FastifyBaseLogger;

/** Priorities and back-pressure on PostgreSQL (issue 30, item 2): a web instance queues, a worker instance paints. */
describe('priorities and back-pressure', () => {
  let database: TestDatabase;
  let dataDir: string;
  let jobsDb: pg.Client;
  const stores: Store[] = [];

  async function start(role: 'web' | 'worker' | 'all'): Promise<Store> {
    const store = await startStoreInRole(database, dataDir, role, { AUTO_DRAFTS: 'true' });
    stores.push(store);
    return store;
  }

  const priorities = async (queue: string) =>
    (await jobsDb.query(`select priority from pgboss.job where name = $1 order by created_on`, [queue])).rows.map(
      (row: { priority: number }) => row.priority,
    );

  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'store-priorities-'));
    jobsDb = new pg.Client({ connectionString: database.handle.url });
    await jobsDb.connect();
  });
  afterAll(async () => {
    for (const store of stores) await store.app.close();
    await jobsDb?.end();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a worker takes the job of highest priority first, whatever came first', async () => {
    const job = defineJob<{ name: string }>('priority-probe', { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 });
    const sender = createPgBossJobQueue({ connectionString: database.handle.url!, schema: 'pgboss', log: silent, works: false });
    sender.declare({ workers: [jobWorker(job, async () => undefined)] });
    await sender.start();
    for (const [name, priority] of [
      ['preview', 0],
      ['staff work', JOB_PRIORITY.staffWork],
      ['new upload', JOB_PRIORITY.newUpload],
      ['paid print files', JOB_PRIORITY.paidPrintFiles],
    ] as const)
      await sender.send(job, { name }, { priority });
    expect((await sender.queueStats()).find((stat) => stat.queue === 'priority-probe')).toMatchObject({ waiting: 4, active: 0 });

    const order: string[] = [];
    const worker = createPgBossJobQueue({ connectionString: database.handle.url!, schema: 'pgboss', log: silent, works: true });
    worker.declare({ workers: [jobWorker(job, async ({ name }) => void order.push(name))] });
    await worker.start();
    await waitFor('every probe', async () => order.length === 4);
    await Promise.all([worker.stop(1000), sender.stop(1000)]);
    expect(order).toEqual(['paid print files', 'new upload', 'staff work', 'preview']);
  });

  it('drafts of new uploads go before staff repaints, and print files of a paid render before other versions', async () => {
    const all = await start('all');
    const admin = { cookie: await createAdmin(all) };
    const { cookie } = await signUp(all.app, { name: 'Pat Buyer', email: 'pat@example.com' });
    const renderId = await uploadRender(all.app, cookie, 'Retro');
    const repaint = await all.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${renderId}/drafts`,
      headers: admin,
      payload: { style: 'Anime' },
    });
    expect(repaint.statusCode).toBe(202);
    expect(await priorities('render-draft')).toEqual([JOB_PRIORITY.newUpload, JOB_PRIORITY.staffWork]);

    expect((await publishFinishedRender(all.app, renderId, admin, await jpegPhoto(600, 400))).statusCode).toBe(200);
    await buyDigitalDownload(all.app, cookie, renderId);
    const revision = await multipart({}, { field: 'render', name: 'v2.jpg', type: 'image/jpeg', content: await jpegPhoto(600, 400) });
    const version = await all.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${renderId}/versions`,
      headers: { ...revision.headers, ...admin },
      payload: revision.payload,
    });
    expect(version.statusCode).toBe(202);
    expect(await priorities('render-derive')).toEqual([JOB_PRIORITY.staffWork, JOB_PRIORITY.paidPrintFiles]);
    await all.app.close();
    stores.splice(stores.indexOf(all), 1);
  });

  it('past a worker hour of waiting work, a new preview gets "busy"; staff see the depth and the oldest wait', async () => {
    const web = await start('web');
    const admin = { cookie: await createStaff(web) };
    const { cookie } = await signUp(web.app, { name: 'Busy Day', email: 'busy@example.com' });
    const startPreviews = async () => {
      const body = await multipart({}, { field: 'photo', name: 'bike.jpg', type: 'image/jpeg', content: await jpegPhoto(600, 400) });
      return web.app.inject({ method: 'POST', url: '/api/uploads/previews', headers: { ...body.headers, cookie }, payload: body.payload });
    };

    const before = await web.app.inject({ method: 'GET', url: '/api/admin/painting-queue', headers: admin });
    expect(before.json()).toMatchObject({ busy: false });
    // With no worker running, a set waits in the queue: a sweep-old set is dropped, not painted (below).
    const kept = await startPreviews();
    expect(kept.statusCode).toBe(202);

    // 370 drafts of 10 s each: more than an hour for one worker.
    await jobsDb.query(
      `insert into pgboss.job (name, data, priority, created_on) select 'render-draft', jsonb_build_object('draftId', 'nothing-' || n), 0, now() - interval '5 minutes' from generate_series(1, 370) n`,
    );
    const busy = await startPreviews();
    expect([busy.statusCode, busy.json().error, busy.json().message]).toEqual([503, PREVIEW_ERROR_CODES.busy, PREVIEW_MESSAGES.busy]);
    const queue = (await web.app.inject({ method: 'GET', url: '/api/admin/painting-queue', headers: admin })).json();
    expect(queue.busy).toBe(true);
    expect(queue.backlogSeconds).toBeGreaterThan(3600);
    // (What the test above left waiting counts too.)
    const drafts = queue.queues.find((kind: { queue: string }) => kind.queue === 'render-draft');
    expect(drafts.waiting).toBeGreaterThanOrEqual(370);
    expect(drafts.oldestWaitSeconds).toBeGreaterThanOrEqual(299);
    expect((await web.app.inject({ method: 'GET', url: '/api/admin/painting-queue', headers: { cookie } })).statusCode).toBe(403);
    await jobsDb.query(`delete from pgboss.job where name = 'render-draft' and data->>'draftId' like 'nothing-%'`);

    // The set outlived its sweep before a worker came: the worker drops it.
    const setId: string = kept.json().previewSet.id;
    await jobsDb.query(`update "previewSet" set "createdAt" = $1 where id = $2`, [
      new Date(Date.now() - PREVIEW_LIFETIME_MS - 60_000).toISOString(),
      setId,
    ]);
    await start('worker');
    await waitFor('the stale set taken', async () => (await priorities('style-previews')).length > 0 && (await styleJobsDone()));
    const statuses = (await jobsDb.query(`select status from "stylePreview" where "setId" = $1`, [setId])).rows.map(
      (row: { status: string }) => row.status,
    );
    // The worker's sweep at start may remove the stale set before its job comes up (a job is taken the
    // moment it is announced): either way none of it was painted.
    expect([0, 4]).toContain(statuses.length);
    expect(statuses.filter((status) => status === 'ready')).toEqual([]);

    async function styleJobsDone(): Promise<boolean> {
      const { rows } = await jobsDb.query(`select state from pgboss.job where name = 'style-previews'`);
      return rows.every((row: { state: string }) => row.state === 'completed');
    }
  });
});
