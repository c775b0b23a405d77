import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '#server/app.ts';
import { uploadRender, waitFor } from '../production.ts';
import { createAdmin, createMigratedTestDatabase, signUp, type TestDatabase } from '../test-app.ts';
import { startStoreInRole } from './store-in-role.ts';

const workerEntry = join(import.meta.dirname, '../../src/worker.ts');
const GRACE_SECONDS = 8;

/**
 * `npm run worker` processes beside a web instance on one PostgreSQL (the files in one shared
 * folder, as one bucket): the web queues, the workers paint; a worker killed mid-draft loses
 * nothing, and one told to stop hands its job back within its grace. Slow by nature: pg-boss
 * takes a worker for dead after a 10 s silent heartbeat, and the draft's retry waits 15 s more.
 */
describe('web and worker processes', () => {
  let database: TestDatabase;
  let dataDir: string;
  let web: Store;
  let jobsDb: pg.Client;
  const running = new Set<ChildProcess>();

  function startWorker(port: number): ChildProcess {
    const child = spawn(process.execPath, [workerEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_URL: 'http://localhost:3000',
        DATABASE_URL: database.handle.url!,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DEMO_DATA: 'false',
        PHOTO_CHECK: 'false',
        SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      },
      stdio: 'ignore',
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    return child;
  }

  async function untilHealthy(port: number): Promise<void> {
    await waitFor(`worker on ${port}`, async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok, 120_000);
  }

  function exited(child: ChildProcess): Promise<number | null> {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /** The draft job's rows in pg-boss: state and retries. */
  async function draftJobs(): Promise<{ state: string; retry_count: number; data: { draftId: string } }[]> {
    return (await jobsDb.query(`select state, retry_count, data from pgboss.job where name = 'render-draft' order by created_on`)).rows;
  }

  const draftActive = async () => (await web.app.jobs.queueStats()).find((stat) => stat.queue === 'render-draft')?.active === 1;

  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'store-workers-'));
    web = await startStoreInRole(database, dataDir, 'web', { AUTO_DRAFTS: 'true' });
    jobsDb = new pg.Client({ connectionString: database.handle.url });
    await jobsDb.connect();
  });
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await jobsDb?.end();
    await web?.app.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a worker killed mid-draft loses nothing: another paints it, once; SIGTERM hands a job back in time', async () => {
    const admin = { cookie: await createAdmin(web) };
    const { cookie } = await signUp(web.app, { name: 'Kill Nine', email: 'nine@example.com' });
    const workbench = async (renderId: string) =>
      (await web.app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin })).json() as {
        drafts: { id: string; status: string }[];
      };

    const first = startWorker(3981);
    await untilHealthy(3981);
    const renderId = await uploadRender(web.app, cookie, 'Retro');
    await waitFor('the worker to take the draft', draftActive, 180_000);
    first.kill('SIGKILL');
    await exited(first);

    const second = startWorker(3982);
    await untilHealthy(3982);
    const [draft] = await waitFor(
      'the draft from the second worker',
      async () => {
        const { drafts } = await workbench(renderId);
        return drafts.every((candidate) => candidate.status === 'ready') && drafts;
      },
      180_000,
    );
    expect((await workbench(renderId)).drafts).toEqual([expect.objectContaining({ id: draft!.id, status: 'ready' })]);
    expect(await draftJobs()).toEqual([expect.objectContaining({ state: 'completed', retry_count: 1, data: { draftId: draft!.id } })]);

    // SIGTERM while painting: the process is gone within its grace, its job done or back in the queue.
    const secondRender = await uploadRender(web.app, cookie, 'Anime');
    await waitFor('the worker to take the second draft', draftActive, 180_000);
    const stopping = Date.now();
    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(GRACE_SECONDS * 1000);
    // Back in the queue, it runs again (as after a crash: test above) on the next worker that takes it.
    const [, handedBack] = await draftJobs();
    expect(['completed', 'retry']).toContain(handedBack!.state);
    expect(handedBack!.data.draftId).toBe((await workbench(secondRender)).drafts[0]!.id);
  }, 900_000);
});
