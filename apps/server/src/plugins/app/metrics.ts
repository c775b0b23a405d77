import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '#server/config.ts';
import { HttpError } from '#server/http-errors.ts';
import { liveImageWorkers, residentBytes } from '#server/images/worker/image-worker-pool.ts';
import type { BackgroundWork, JobSender, QueueStat } from '#server/jobs/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's metrics (Prometheus' text format at GET /metrics when METRICS_TOKEN is set). */
    metrics: StoreMetrics;
  }
}

export const METRICS_PATH = '/metrics';

export type StoreMetrics = {
  /** The same work, each job's run timed and its failure counted by queue. */
  instrument(work: BackgroundWork): BackgroundWork;
  /** What the painter spent today, read at each scrape. */
  watchPainterSpend(read: () => Promise<{ images: number; cents: number }>): void;
};

/**
 * The Node process's own metrics (memory, event loop, GC, CPU), collected once per process: each
 * collection starts observers that live as long as the process, and tests build many apps in one.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Each job's run timed, and its failure counted, by queue. */
function jobInstrument(registry: Registry): StoreMetrics['instrument'] {
  const jobDuration = new Histogram({
    name: 'store_job_duration_seconds',
    help: 'Time a background job ran, by queue and outcome',
    labelNames: ['queue', 'outcome'],
    buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'store_job_failures_total',
    help: 'Background job runs that failed (each is retried until its queue gives up)',
    labelNames: ['queue'],
    registers: [registry],
  });
  return (work) => ({
    ...work,
    workers: work.workers?.map(({ job, handle }) => ({
      job,
      async handle(payload, context) {
        const end = jobDuration.startTimer({ queue: job.name });
        try {
          await handle(payload, context);
          end({ outcome: 'done' });
        } catch (error) {
          end({ outcome: 'failed' });
          jobFailures.inc({ queue: job.name });
          throw error;
        }
      },
    })),
  });
}

/** Each queue's jobs waiting and running, and how long the oldest has waited. */
function queueGauges(registry: Registry, jobs: JobSender): void {
  // One read of the queues serves the three queue gauges of a scrape.
  let queueRead: { at: number; stats: Promise<QueueStat[]> } | undefined;
  const queueStats = () => {
    if (!queueRead || Date.now() - queueRead.at > 1000) queueRead = { at: Date.now(), stats: jobs.queueStats() };
    return queueRead.stats;
  };
  const gauges: [string, string, (stat: QueueStat) => number][] = [
    ['store_queue_waiting_jobs', 'Jobs due and not yet taken, by queue', (stat) => stat.waiting],
    ['store_queue_active_jobs', 'Jobs running now, by queue', (stat) => stat.active],
    ['store_queue_oldest_wait_seconds', 'How long the oldest due job has waited, by queue', (stat) => stat.oldestWaitSeconds],
  ];
  for (const [name, help, value] of gauges)
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const stats = await queueStats();
        this.reset();
        for (const stat of stats) this.set({ queue: stat.queue }, value(stat));
      },
    });
}

/** Each running image worker process's resident memory. */
function imageWorkerGauge(registry: Registry): void {
  new Gauge({
    name: 'store_image_worker_resident_bytes',
    help: 'Resident memory of each running image worker process',
    labelNames: ['worker'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const worker of liveImageWorkers()) {
        const bytes = await residentBytes(worker.pid);
        if (bytes !== null) this.set({ worker: worker.name }, bytes);
      }
    },
  });
}

/** What the painter spent today, read at each scrape once the painter is watched. */
function painterGauges(registry: Registry): StoreMetrics['watchPainterSpend'] {
  let painterSpend: (() => Promise<{ images: number; cents: number }>) | undefined;
  new Gauge({
    name: 'store_painter_spend_cents_today',
    help: 'What the generative painter cost today (UTC), in cents',
    registers: [registry],
    async collect() {
      if (painterSpend) this.set((await painterSpend()).cents);
    },
  });
  new Gauge({
    name: 'store_painter_images_today',
    help: 'Images the generative painter was paid for today (UTC)',
    registers: [registry],
    async collect() {
      if (painterSpend) this.set((await painterSpend()).images);
    },
  });
  return (read) => {
    painterSpend = read;
  };
}

/**
 * Prometheus metrics in one registry per app (tests build several apps in one process) beside the
 * process's own (memory, event loop, CPU): HTTP request durations by route pattern, each job
 * queue's backlog and the oldest wait, job run times and failures, the image worker processes'
 * memory and the painter's spend. Scraped with the METRICS_TOKEN as a bearer token; without a
 * token the address answers 404, as any unknown one.
 */
export default fp<{ config: Config; jobs: JobSender }>(
  async (app, { config, jobs }) => {
    const registry = new Registry();
    registry.setDefaultLabels({ role: config.role });
    const scrape = async () => `${await processMetrics().metrics()}\n${await registry.metrics()}`;

    const httpDuration = new Histogram({
      name: 'store_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const instrument = jobInstrument(registry);
    queueGauges(registry, jobs);
    imageWorkerGauge(registry);
    const watchPainterSpend = painterGauges(registry);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === METRICS_PATH) return;
      httpDuration.observe(
        { method: request.method, route: route ?? 'unmatched', status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    const metrics: StoreMetrics = { instrument, watchPainterSpend };
    app.decorate('metrics', metrics);

    const token = config.metricsToken;
    if (!token) return;
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) throw new HttpError(401, 'UNAUTHORIZED', 'Metrics need the METRICS_TOKEN as a bearer token.');
      return reply.type(registry.contentType).send(await scrape());
    });
  },
  { name: 'metrics', dependencies: ['jobs'] },
);
