import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { backlogSeconds, cronOf, type JobEngine, type JobHandler, type QueuePolicy, type QueueStat, type Schedule } from './job-queue.ts';

/** pg-boss needs a heartbeat of at least 10 s; a worker silent for that long is taken for dead and its job retried. */
const HEARTBEAT_SECONDS = 10;
/** Scheduled work is not retried: the next turn does it again. */
const SCHEDULE_POLICY: QueuePolicy = { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 15 * 60 };
/** A start-up run asked for by several instances at once runs once. */
const AT_START_SINGLETON_SECONDS = 60;
/** Without a grace given, running jobs get this long to finish when the engine stops. */
const DEFAULT_STOP_GRACE_MS = 30_000;
/**
 * A worker looks for jobs this often when nothing woke it: a job sent is announced at once
 * (LISTEN/NOTIFY), so the poll only catches a retry whose delay is over, or a missed wake-up.
 */
const POLLING_SECONDS = 1;

type Worked = { name: string; policy: QueuePolicy; handler: JobHandler<object> };

type PgBossSettings = {
  connectionString: string;
  schema: string;
  log: FastifyBaseLogger;
  /** False on a web instance: it creates the queues and sends to them, and leaves jobs and schedules to the workers. */
  works: boolean;
  superviseIntervalSeconds?: number;
  /** How often an idle worker looks for jobs nobody announced (POLLING_SECONDS). */
  pollingSeconds?: number;
};

async function createQueue(boss: PgBoss, { name, policy }: Pick<Worked, 'name' | 'policy'>): Promise<void> {
  await boss.createQueue(name, {
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: policy.expireInSeconds,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    notify: true,
  });
  // A queue made by an earlier version keeps its options: announcing its jobs is turned on here.
  await boss.updateQueue(name, { notify: true });
}

/**
 * The job engine on PostgreSQL: pg-boss keeps the jobs, retries them with exponential back-off,
 * lets every app instance on the same database share the work (SKIP LOCKED), and sends each
 * schedule's turn once however many instances run.
 */
export function createPgBossJobQueue(deps: PgBossSettings): JobEngine {
  const pollingSeconds = deps.pollingSeconds ?? POLLING_SECONDS;
  const boss = new PgBoss({
    connectionString: deps.connectionString,
    schema: deps.schema,
    max: 4,
    superviseIntervalSeconds: deps.superviseIntervalSeconds ?? 30,
    monitorIntervalSeconds: deps.superviseIntervalSeconds ?? 30,
    schedule: deps.works,
    // A worker is woken the moment a job is sent, here or by another instance, instead of at its next poll.
    useListenNotify: deps.works,
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

  async function work(entry: Worked): Promise<void> {
    const { name, handler } = entry;
    await createQueue(boss, entry);
    await boss.work<object>(
      name,
      { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: pollingSeconds, notifyPollingIntervalSeconds: pollingSeconds },
      async ([job]) => {
        if (job) await handler(job.data, { id: job.id, retryCount: job.retryCount });
      },
    );
  }

  return {
    engine: 'pg-boss',
    works: deps.works,
    declare(declared) {
      for (const { job, handle } of declared.workers ?? []) worked.push({ name: job.name, policy: job.policy, handler: handle });
      schedules.push(...(declared.schedules ?? []));
    },
    async send(job, payload, options) {
      const id = await boss.send(job.name, payload, options?.priority ? { priority: options.priority } : {});
      if (!id) throw new Error(`pg-boss did not accept a job for ${job.name}`);
      return id;
    },
    queueStats: () => queueStatsOf(boss, deps.schema, worked),
    async backlogSeconds() {
      return backlogSeconds(await this.queueStats(), new Map(worked.map(({ name, policy }) => [name, policy])));
    },
    async start() {
      await boss.start();
      // Tending the instance's own scratch folder is every role's work.
      for (const schedule of schedules.filter((candidate) => candidate.perInstance)) {
        const timer = setInterval(() => runHere(schedule), schedule.everyMinutes * 60_000);
        timer.unref();
        instanceTimers.push(timer);
        if (schedule.atStart) runHere(schedule);
      }
      if (!deps.works) {
        // A queue must exist before anything is sent to it, and a worker may not have started yet.
        for (const entry of worked) await createQueue(boss, entry);
        return;
      }
      for (const entry of worked) await work(entry);
      for (const schedule of schedules.filter((candidate) => !candidate.perInstance)) {
        await work({ name: schedule.name, policy: SCHEDULE_POLICY, handler: () => schedule.run().then(() => undefined) });
        await boss.schedule(schedule.name, cronOf(schedule));
        if (schedule.atStart)
          await boss.send(schedule.name, {}, { singletonKey: 'at-start', singletonSeconds: AT_START_SINGLETON_SECONDS });
      }
    },
    async stop(graceMs = DEFAULT_STOP_GRACE_MS) {
      for (const timer of instanceTimers) clearInterval(timer);
      await Promise.all(instanceRuns);
      // Past the grace, pg-boss fails the jobs still running: each goes back to its queue as a retry.
      await boss.stop({ graceful: true, timeout: graceMs });
    },
  };
}

/** Jobs waiting and running per queue this instance declared (none for a queue with no job yet), and how long the oldest has waited. */
async function queueStatsOf(boss: PgBoss, schema: string, worked: readonly Worked[]): Promise<QueueStat[]> {
  const { rows } = await boss.getDb().executeSql(
    `select name, count(*) filter (where state < 'active' and start_after <= now()) as waiting,
            count(*) filter (where state = 'active') as active,
            coalesce(extract(epoch from now() - min(created_on) filter (where state < 'active' and start_after <= now())), 0) as oldest
       from ${schema}.job where state <= 'active' and name not like '\\_\\_%' group by name`,
  );
  const stats = new Map(
    worked.map(({ name }): [string, QueueStat] => [name, { queue: name, waiting: 0, active: 0, oldestWaitSeconds: 0 }]),
  );
  for (const row of rows as { name: string; waiting: string; active: string; oldest: string }[])
    stats.set(row.name, {
      queue: row.name,
      waiting: Number(row.waiting),
      active: Number(row.active),
      oldestWaitSeconds: Math.round(Number(row.oldest)),
    });
  return [...stats.values()].sort((a, b) => a.queue.localeCompare(b.queue));
}
