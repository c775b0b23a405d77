import type { FastifyBaseLogger } from 'fastify';
import { backlogSeconds, retryDelaySeconds, type JobEngine, type JobHandler, type QueuePolicy, type Schedule } from './job-queue.ts';
import type { JobRepository } from './job-repository.ts';

const POLL_INTERVAL_MS = 500;
const EXPIRY_CHECK_EVERY_POLLS = 10;

type Queue = { name: string; policy: QueuePolicy; handler: JobHandler<object>; running: Promise<void> | null };
type Timetable = { schedule: Schedule; nextAt: number; running: Promise<void> | null };

/** Runs the queue's next due job, renewing its lease while it runs; false when none was due. */
async function runNextJob(queue: Queue, jobs: JobRepository, log: FastifyBaseLogger): Promise<boolean> {
  const leaseMs = queue.policy.expireInSeconds * 1000;
  const job = await jobs.claim(queue.name, new Date(Date.now() + leaseMs));
  if (!job) return false;
  const heartbeat = setInterval(
    () => void jobs.extendLease(job.id, new Date(Date.now() + leaseMs)).catch(() => undefined),
    Math.max(1000, leaseMs / 3),
  );
  try {
    await queue.handler(job.payload, { id: job.id, retryCount: job.retryCount });
    await jobs.complete(job.id);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retry = job.retryCount < queue.policy.retryLimit;
    const retryAt = retry ? new Date(Date.now() + retryDelaySeconds(queue.policy, job.retryCount + 1) * 1000) : null;
    log.warn(
      { jobId: job.id, queue: queue.name, retryCount: job.retryCount, err: message, retryAt },
      retry ? 'job failed; will retry' : 'job failed for good',
    );
    await jobs.fail(job.id, message, retryAt);
  } finally {
    clearInterval(heartbeat);
  }
  return true;
}

/** Waits for `running` at most `graceMs`. */
async function withinGrace(running: Promise<unknown>, graceMs: number): Promise<void> {
  let timeout: NodeJS.Timeout | undefined;
  await Promise.race([running, new Promise((resolve) => (timeout = setTimeout(resolve, graceMs)))]);
  clearTimeout(timeout);
}

/**
 * The job engine on the embedded database: jobs are rows, each queue works one job at a time in
 * this process, and a lease renewed while the job runs tells a live job from a dead one. One
 * process owns an SQLite file, so at start every job left active was its own and runs again;
 * for the same reason its schedules need no lock: they run on this process's clock.
 */
export function createEmbeddedJobQueue(deps: { jobs: JobRepository; log: FastifyBaseLogger; ownsAllJobs: boolean }): JobEngine {
  // One process does everything on the embedded database (config.ts allows no other role there).
  const { jobs, log } = deps;
  const queues = new Map<string, Queue>();
  const timetables: Timetable[] = [];
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let polls = 0;

  function drain(queue: Queue): void {
    if (stopped || queue.running) return;
    queue.running = (async () => {
      try {
        while (!stopped && (await runNextJob(queue, jobs, log)));
      } catch (error) {
        log.error({ err: error, queue: queue.name }, 'job queue poll failed');
      } finally {
        queue.running = null;
      }
    })();
  }

  /** A schedule still running when it comes due again skips that turn. */
  function runDue(now: number): void {
    for (const timetable of timetables) {
      if (stopped || timetable.running || now < timetable.nextAt) continue;
      timetable.nextAt = now + timetable.schedule.everyMinutes * 60_000;
      timetable.running = timetable.schedule
        .run()
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error, schedule: timetable.schedule.name }, 'scheduled work failed'))
        .finally(() => {
          timetable.running = null;
        });
    }
  }

  function poll(): void {
    polls += 1;
    if (polls % EXPIRY_CHECK_EVERY_POLLS === 0)
      void jobs.releaseExpired(new Date()).catch((error: unknown) => log.error({ err: error }, 'releasing expired jobs failed'));
    for (const queue of queues.values()) drain(queue);
    runDue(Date.now());
  }

  return {
    engine: 'embedded',
    works: true,
    declare(work) {
      for (const { job, handle } of work.workers ?? [])
        queues.set(job.name, { name: job.name, policy: job.policy, handler: handle, running: null });
      for (const schedule of work.schedules ?? []) timetables.push({ schedule, nextAt: 0, running: null });
    },
    async send(job, payload) {
      const id = await jobs.add(job.name, payload);
      const queue = queues.get(job.name);
      if (queue) queueMicrotask(() => drain(queue));
      return id;
    },
    queueStats: () => jobs.stats(new Date(), [...queues.keys()]),
    backlogSeconds: async () =>
      backlogSeconds(
        await jobs.stats(new Date(), [...queues.keys()]),
        new Map([...queues.values()].map((queue) => [queue.name, queue.policy])),
      ),
    async start() {
      const released = await jobs.releaseExpired(new Date(), deps.ownsAllJobs);
      if (released > 0) log.info({ released }, 'jobs left running by a stopped process will run again');
      stopped = false;
      const now = Date.now();
      for (const timetable of timetables)
        timetable.nextAt = timetable.schedule.atStart ? now : now + timetable.schedule.everyMinutes * 60_000;
      timer = setInterval(poll, POLL_INTERVAL_MS);
      timer.unref();
      poll();
    },
    async stop(graceMs) {
      stopped = true;
      clearInterval(timer);
      const running = Promise.all([...queues.values(), ...timetables].map((entry) => entry.running));
      // A job still running past the grace keeps its row active: the next start runs it again.
      if (graceMs === undefined) return void (await running);
      await withinGrace(running, graceMs);
    },
  };
}
