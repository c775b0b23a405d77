import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { createPgBossJobQueue } from '#server/jobs/pg-boss-job-queue.ts';
import { defineJob, jobWorker, type JobEngine } from '#server/jobs/job-queue.ts';
import { TEST_POSTGRES_URL } from '../test-app.ts';

const schema = `wake_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const log = pino({ level: 'silent' });
const PROBE = defineJob<{ photo: string }>('wake-up-probe', { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 });
/** Far longer than the test waits: only the announcement of a job can start it in time. */
const SLOW_POLLING_SECONDS = 120;
const engines: JobEngine[] = [];

afterAll(async () => {
  await Promise.all(engines.map((engine) => engine.stop(1000)));
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
});

function engine(works: boolean): JobEngine {
  const made = createPgBossJobQueue({ connectionString: TEST_POSTGRES_URL, schema, log, works, pollingSeconds: SLOW_POLLING_SECONDS });
  engines.push(made);
  return made;
}

it('a job sent by a web instance wakes an idle worker at once instead of at its next poll', async () => {
  const worker = engine(true);
  const received: { photo: string }[] = [];
  let arrived: () => void = () => undefined;
  const handled = new Promise<void>((resolve) => (arrived = resolve));
  worker.declare({
    workers: [
      jobWorker(PROBE, async (payload) => {
        received.push(payload);
        arrived();
      }),
    ],
  });
  await worker.start();
  const web = engine(false);
  web.declare({ workers: [jobWorker(PROBE, async () => undefined)] });
  await web.start();
  // The worker's first look at the queue, made as it starts, is over: the job below comes after it.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  await web.send(PROBE, { photo: 'p-1' });
  await Promise.race([handled, new Promise((_, reject) => setTimeout(() => reject(new Error('the worker was not woken')), 20_000))]);
  expect(received).toEqual([{ photo: 'p-1' }]);
});
