import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { cronOf, type JobEngine, type JobHandler, type QueuePolicy, type Schedule } from './job-queue.ts';

/** pg-boss needs a heartbeat of at least 10 s; a worker silent for that long is taken for dead and its job retried. */
const HEARTBEAT_SECONDS = 10;
/** Scheduled work is not retried: the next turn does it again. */
const SCHEDULE_POLICY: QueuePolicy = { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 15 * 60 };
/** A start-up run asked for by several instances at once runs once. */
const AT_START_SINGLETON_SECONDS = 60;

type Worked = { name: string; policy: QueuePolicy; handler: JobHandler<object> };

/**
 * The job engine on PostgreSQL: pg-boss keeps the jobs, retries them with exponential back-off,
 * lets every app instance on the same database share the work (SKIP LOCKED), and sends each
 * schedule's turn once however many instances run.
 */
export function createPgBossJobQueue(deps: {
  connectionString: string;
  schema: string;
  log: FastifyBaseLogger;
  superviseIntervalSeconds?: number;
}): JobEngine {
  const boss = new PgBoss({
    connectionString: deps.connectionString,
    schema: deps.schema,
    max: 4,
    superviseIntervalSeconds: deps.superviseIntervalSeconds ?? 30,
    monitorIntervalSeconds: deps.superviseIntervalSeconds ?? 30,
  });
  boss.on('error', (error) => deps.log.error({ err: error }, 'pg-boss error'));
  const worked: Worked[] = [];
  const schedules: Schedule[] = [];
  const instanceTimers: NodeJS.Timeout[] = [];
  const instanceRuns = new Set<Promise<unknown>>();

  function runHere(schedule: Schedule): void {
    const run = schedule.run().catch((error: unknown) => deps.log.error({ err: error, schedule: schedule.name }, 'scheduled work failed'));
    instanceRuns.add(run);
    void run.finally(() => instanceRuns.delete(run));
  }

  async function work({ name, policy, handler }: Worked): Promise<void> {
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

  return {
    engine: 'pg-boss',
    declare(declared) {
      for (const { job, handle } of declared.workers ?? []) worked.push({ name: job.name, policy: job.policy, handler: handle });
      schedules.push(...(declared.schedules ?? []));
    },
    async send(job, payload) {
      const id = await boss.send(job.name, payload);
      if (!id) throw new Error(`pg-boss did not accept a job for ${job.name}`);
      return id;
    },
    async start() {
      await boss.start();
      for (const entry of worked) await work(entry);
      for (const schedule of schedules.filter((candidate) => candidate.perInstance)) {
        const timer = setInterval(() => runHere(schedule), schedule.everyMinutes * 60_000);
        timer.unref();
        instanceTimers.push(timer);
        if (schedule.atStart) runHere(schedule);
      }
      for (const schedule of schedules.filter((candidate) => !candidate.perInstance)) {
        await work({ name: schedule.name, policy: SCHEDULE_POLICY, handler: () => schedule.run().then(() => undefined) });
        await boss.schedule(schedule.name, cronOf(schedule));
        if (schedule.atStart)
          await boss.send(schedule.name, {}, { singletonKey: 'at-start', singletonSeconds: AT_START_SINGLETON_SECONDS });
      }
    },
    async stop() {
      for (const timer of instanceTimers) clearInterval(timer);
      await Promise.all(instanceRuns);
      await boss.stop({ graceful: true, timeout: 30_000 });
    },
  };
}
