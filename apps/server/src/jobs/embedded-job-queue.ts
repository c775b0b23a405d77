import type { FastifyBaseLogger } from 'fastify';
import { retryDelaySeconds, type JobHandler, type JobQueue, type QueuePolicy } from './job-queue.ts';
import type { JobRepository } from './job-repository.ts';

const POLL_INTERVAL_MS = 500;
const EXPIRY_CHECK_EVERY_POLLS = 10;

type Queue = { name: string; policy: QueuePolicy; handler: JobHandler<object>; running: Promise<void> | null };

/**
 * The queue on the embedded database: jobs are rows, each queue works one job at a time in
 * this process, and a lease renewed while the job runs tells a live job from a dead one. One
 * process owns an SQLite file, so at start every job left active was its own and runs again.
 */
export function createEmbeddedJobQueue(deps: { jobs: JobRepository; log: FastifyBaseLogger; ownsAllJobs: boolean }): JobQueue {
  const { jobs, log } = deps;
  const queues = new Map<string, Queue>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let polls = 0;

  async function runOne(queue: Queue): Promise<boolean> {
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

  function drain(queue: Queue): void {
    if (stopped || queue.running) return;
    queue.running = (async () => {
      try {
        while (!stopped && (await runOne(queue)));
      } catch (error) {
        log.error({ err: error, queue: queue.name }, 'job queue poll failed');
      } finally {
        queue.running = null;
      }
    })();
  }

  function poll(): void {
    polls += 1;
    if (polls % EXPIRY_CHECK_EVERY_POLLS === 0)
      void jobs.releaseExpired(new Date()).catch((error: unknown) => log.error({ err: error }, 'releasing expired jobs failed'));
    for (const queue of queues.values()) drain(queue);
  }

  return {
    engine: 'embedded',
    define(name, policy, handler) {
      queues.set(name, { name, policy, handler: handler as JobHandler<object>, running: null });
    },
    async send(name, payload) {
      const id = await jobs.add(name, payload);
      const queue = queues.get(name);
      if (queue) queueMicrotask(() => drain(queue));
      return id;
    },
    async start() {
      const released = await jobs.releaseExpired(new Date(), deps.ownsAllJobs);
      if (released > 0) log.info({ released }, 'jobs left running by a stopped process will run again');
      stopped = false;
      timer = setInterval(poll, POLL_INTERVAL_MS);
      timer.unref();
      poll();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all([...queues.values()].map((queue) => queue.running));
    },
  };
}
