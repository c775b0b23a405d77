/**
 * Durable background jobs and schedules: image work leaves the request path, and recurring work
 * runs on declared schedules. On PostgreSQL the engine is pg-boss; on the embedded SQLite default
 * the same interface runs in the process on a table (docs/decisions/011-background-jobs.md,
 * 034-module-entries-and-declared-work.md). A job is retried with back-off until its retry
 * limit, and a job whose process died is run again.
 */

export type JobContext = { id: string; /** 0 on the first run. */ retryCount: number };
export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>;

export type QueuePolicy = {
  /** Runs after the first one that fail before the job is given up. */
  retryLimit: number;
  /** Wait before the first retry; doubles with each further retry. */
  retryDelaySeconds: number;
  /** A running job not finished (or heard from) within this is taken for dead and retried. */
  expireInSeconds: number;
  /** What one worker typically spends on a job of this kind, to tell how far behind the queues are (unset: 5 s). */
  typicalSeconds?: number;
};

/** A kind of job: its queue's name and policy, and the payload type senders and the handler agree on. */
export type JobDefinition<Payload extends object> = {
  readonly name: string;
  readonly policy: QueuePolicy;
  /** Never set: carries the payload type from `defineJob` to `send` and `work`. */
  readonly payload?: Payload;
};

export function defineJob<Payload extends object>(name: string, policy: QueuePolicy): JobDefinition<Payload> {
  return { name, policy };
}

/**
 * Recurring work every so many minutes (and once at start when asked): run by one instance of
 * the store at a time, or by every instance when it tends something of the instance's own (its
 * scratch folder).
 */
export type Schedule = {
  readonly name: string;
  readonly everyMinutes: number;
  readonly atStart?: boolean;
  readonly perInstance?: boolean;
  readonly run: () => Promise<unknown>;
};

/** A job kind with the one handler that works it. */
export type JobWorker = { readonly job: JobDefinition<object>; readonly handle: JobHandler<object> };

export function jobWorker<Payload extends object>(job: JobDefinition<Payload>, handle: JobHandler<Payload>): JobWorker {
  return { job, handle: handle as JobHandler<object> };
}

/** What a module asks the job engine to run for it. */
export type BackgroundWork = { readonly workers?: readonly JobWorker[]; readonly schedules?: readonly Schedule[] };

/**
 * A job of higher priority is taken before any waiting job of lower priority in its queue (on
 * PostgreSQL; the embedded engine takes them in order): see JOB_PRIORITY.
 */
export type SendOptions = { priority?: number };

/** Sends jobs; what a module is given. */
export type JobSender = {
  send<Payload extends object>(job: JobDefinition<Payload>, payload: Payload, options?: SendOptions): Promise<string>;
  /** How many jobs wait in each queue and for how long the oldest has (for back-pressure, the admin queue and metrics). */
  queueStats(): Promise<QueueStat[]>;
  /** Seconds of work waiting for one worker, across the queues (see backlogSeconds). */
  backlogSeconds(): Promise<number>;
};

/** A queue's backlog now: jobs due and not yet taken, jobs running, and how long the oldest due one has waited. */
export type QueueStat = { queue: string; waiting: number; active: number; oldestWaitSeconds: number };

const DEFAULT_TYPICAL_SECONDS = 5;
/** Past this much waiting work for one worker, new work nobody must have is refused ("busy, try again in a minute"). */
export const WORKER_HOUR_SECONDS = 3600;

/** Seconds one worker would need for the jobs waiting now, by each kind's typical time. */
export function backlogSeconds(stats: readonly QueueStat[], policies: ReadonlyMap<string, Pick<QueuePolicy, 'typicalSeconds'>>): number {
  return stats.reduce((sum, stat) => sum + stat.waiting * (policies.get(stat.queue)?.typicalSeconds ?? DEFAULT_TYPICAL_SECONDS), 0);
}

/**
 * What a worker takes first from a queue (issue 30): print files of renders someone paid for, then
 * drafts of new uploads, then staff's work (repaints, versions of unpaid renders). Style previews
 * have a queue of their own, painted in a process at a lower CPU priority.
 */
export const JOB_PRIORITY = { paidPrintFiles: 30, newUpload: 20, staffWork: 10 } as const;

export type JobEngine = JobSender & {
  readonly engine: 'embedded' | 'pg-boss';
  /** Whether this process works jobs and schedules (roles all and worker), or only sends them (web). */
  readonly works: boolean;
  /** Takes on a module's declared work (before start). */
  declare(work: BackgroundWork): void;
  start(): Promise<void>;
  /** Stops taking jobs and schedules, and waits up to `graceMs` for the running ones; those still running then go back to the queue. */
  stop(graceMs?: number): Promise<void>;
};

/** Seconds to wait before retry number `retryCount` (1 for the first retry): doubling from the base, capped at an hour. */
export function retryDelaySeconds(policy: Pick<QueuePolicy, 'retryDelaySeconds'>, retryCount: number): number {
  return Math.min(policy.retryDelaySeconds * 2 ** Math.max(0, retryCount - 1), 3600);
}

/** The cron expression of a schedule (pg-boss's schedules are cron; the embedded engine counts minutes). */
export function cronOf(schedule: Pick<Schedule, 'everyMinutes'>): string {
  const minutes = schedule.everyMinutes;
  if (!Number.isInteger(minutes) || minutes < 1) throw new Error(`A schedule runs every whole number of minutes, not ${minutes}.`);
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  if (minutes % 60 !== 0 || minutes > 24 * 60) throw new Error(`A schedule of ${minutes} minutes is not a whole number of hours in a day.`);
  const hours = minutes / 60;
  return hours === 24 ? '0 0 * * *' : hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
}
