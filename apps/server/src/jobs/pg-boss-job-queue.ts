import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { JobHandler, JobQueue, QueuePolicy } from './job-queue.ts';

/** pg-boss needs a heartbeat of at least 10 s; a worker silent for that long is taken for dead and its job retried. */
const HEARTBEAT_SECONDS = 10;

type Definition = { name: string; policy: QueuePolicy; handler: JobHandler<object> };

/**
 * The queue on PostgreSQL: pg-boss keeps the jobs, retries them with exponential back-off, and
 * lets every app instance on the same database share the work (SKIP LOCKED).
 */
export function createPgBossJobQueue(deps: {
  connectionString: string;
  schema: string;
  log: FastifyBaseLogger;
  superviseIntervalSeconds?: number;
}): JobQueue {
  const boss = new PgBoss({
    connectionString: deps.connectionString,
    schema: deps.schema,
    max: 4,
    // No cron schedules here: every job is sent by the app.
    schedule: false,
    superviseIntervalSeconds: deps.superviseIntervalSeconds ?? 30,
    monitorIntervalSeconds: deps.superviseIntervalSeconds ?? 30,
  });
  boss.on('error', (error) => deps.log.error({ err: error }, 'pg-boss error'));
  const definitions: Definition[] = [];

  return {
    engine: 'pg-boss',
    define(name, policy, handler) {
      definitions.push({ name, policy, handler: handler as JobHandler<object> });
    },
    async send(name, payload) {
      const id = await boss.send(name, payload);
      if (!id) throw new Error(`pg-boss did not accept a job for ${name}`);
      return id;
    },
    async start() {
      await boss.start();
      for (const { name, policy, handler } of definitions) {
        await boss.createQueue(name, {
          retryLimit: policy.retryLimit,
          retryDelay: policy.retryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: 3600,
          expireInSeconds: policy.expireInSeconds,
          heartbeatSeconds: HEARTBEAT_SECONDS,
        });
        await boss.work<object>(name, { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
          if (job) await handler(job.data, { id: job.id, retryCount: job.retryCount });
        });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 30_000 });
    },
  };
}
