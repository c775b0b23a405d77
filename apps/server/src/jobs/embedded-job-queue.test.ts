import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '#test/test-app.ts';
import { waitFor } from '#test/production.ts';
import { createEmbeddedJobQueue } from './embedded-job-queue.ts';
import { defineJob, jobWorker, type JobEngine, type JobHandler } from './job-queue.ts';
import { createJobRepository, type JobRepository } from './job-repository.ts';

const log = pino({ level: 'silent' });
const FAST = { retryLimit: 2, retryDelaySeconds: 0.05, expireInSeconds: 30 };
const paint = defineJob<{ renderId: string }>('paint', FAST);

function engineWorking<Payload extends object>(
  job: ReturnType<typeof defineJob<Payload>>,
  handle: JobHandler<Payload>,
  repository: JobRepository,
) {
  const engine = createEmbeddedJobQueue({ jobs: repository, log, ownsAllJobs: true });
  engine.declare({ workers: [jobWorker(job, handle)] });
  return engine;
}

describe('embedded job queue', () => {
  let database: TestDatabase;
  let jobs: JobRepository;
  let queue: JobEngine;

  beforeEach(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.handle);
    jobs = createJobRepository(database.handle.db, database.handle.kind);
  });
  afterEach(async () => {
    await queue?.stop();
    await database.drop();
  });

  it('runs a job once, with its payload', async () => {
    const seen: object[] = [];
    queue = engineWorking(
      paint,
      async (payload) => {
        seen.push(payload);
      },
      jobs,
    );
    await queue.start();
    const id = await queue.send(paint, { renderId: 'r1' });
    await waitFor('the job to finish', async () => (await jobs.state(id))?.state === 'completed');
    expect(seen).toEqual([{ renderId: 'r1' }]);
  });

  it('retries a failing job with back-off, then gives up at its retry limit', async () => {
    const tries: { at: number; retryCount: number }[] = [];
    const flaky = defineJob('flaky', { ...FAST, retryDelaySeconds: 0.2 });
    queue = engineWorking(
      flaky,
      async (_payload, context) => {
        tries.push({ at: Date.now(), retryCount: context.retryCount });
        throw new Error('the painter slipped');
      },
      jobs,
    );
    await queue.start();
    const id = await queue.send(flaky, {});
    await waitFor('the job to fail for good', async () => (await jobs.state(id))?.state === 'failed');
    expect(tries.map((attempt) => attempt.retryCount)).toEqual([0, 1, 2]);
    // 0.2 s before the first retry, 0.4 s before the second.
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(180);
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(380);
    expect(await jobs.state(id)).toMatchObject({ state: 'failed', lastError: 'the painter slipped' });
  });

  it('succeeds on a retry after a failure', async () => {
    let calls = 0;
    const onceFlaky = defineJob('once-flaky', FAST);
    queue = engineWorking(
      onceFlaky,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('first try fails');
      },
      jobs,
    );
    await queue.start();
    const id = await queue.send(onceFlaky, {});
    await waitFor('the retry to succeed', async () => (await jobs.state(id))?.state === 'completed');
    expect(calls).toBe(2);
  });

  it('runs again a job its process left active (a crash) when the queue starts', async () => {
    const id = await jobs.add('paint', { renderId: 'r2' });
    expect(await jobs.claim('paint', new Date(Date.now() + 60_000))).toMatchObject({ id });
    const seen: object[] = [];
    queue = engineWorking(
      paint,
      async (payload, context) => {
        seen.push({ ...payload, retryCount: context.retryCount });
      },
      jobs,
    );
    await queue.start();
    await waitFor('the orphaned job to run', async () => (await jobs.state(id))?.state === 'completed');
    expect(seen).toEqual([{ renderId: 'r2', retryCount: 1 }]);
  });

  it('leaves a live lease alone unless it owns every job, and takes back an expired one', async () => {
    const live = await jobs.add('paint', {});
    const expired = await jobs.add('paint', {});
    await jobs.claim('paint', new Date(Date.now() + 60_000));
    await jobs.claim('paint', new Date(Date.now() - 1));
    expect(await jobs.releaseExpired(new Date())).toBe(1);
    expect((await jobs.state(live))?.state).toBe('active');
    expect((await jobs.state(expired))?.state).toBe('retry');
  });

  it('runs a schedule at start when asked, and again only when its minutes have passed', async () => {
    const runs: number[] = [];
    queue = createEmbeddedJobQueue({ jobs, log, ownsAllJobs: true });
    queue.declare({
      schedules: [
        { name: 'tidy', everyMinutes: 60, atStart: true, run: async () => runs.push(Date.now()) },
        { name: 'later', everyMinutes: 1, run: async () => runs.push(-1) },
      ],
    });
    await queue.start();
    await waitFor('the start-up run', async () => runs.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toBeGreaterThan(0);
  });

  it('waits for a scheduled run under way when it stops', async () => {
    let finished = false;
    queue = createEmbeddedJobQueue({ jobs, log, ownsAllJobs: true });
    queue.declare({
      schedules: [
        {
          name: 'slow',
          everyMinutes: 1,
          atStart: true,
          run: async () => {
            await new Promise((resolve) => setTimeout(resolve, 300));
            finished = true;
          },
        },
      ],
    });
    await queue.start();
    await queue.stop();
    expect(finished).toBe(true);
  });
});
