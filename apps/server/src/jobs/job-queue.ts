/**
 * Durable background jobs: image work leaves the request path. On PostgreSQL the queue is
 * pg-boss; on the embedded SQLite default the same interface runs in the process on a table
 * (docs/decisions/011-background-jobs.md). A job is retried with back-off until its retry
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
};

export type JobQueue = {
  readonly engine: 'embedded' | 'pg-boss';
  /** Declares a queue with its retry policy and the one handler that works it (before start). */
  define<Payload extends object>(name: string, policy: QueuePolicy, handler: JobHandler<Payload>): void;
  send(name: string, payload: object): Promise<string>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
};

/** Seconds to wait before retry number `retryCount` (1 for the first retry): doubling from the base, capped at an hour. */
export function retryDelaySeconds(policy: Pick<QueuePolicy, 'retryDelaySeconds'>, retryCount: number): number {
  return Math.min(policy.retryDelaySeconds * 2 ** Math.max(0, retryCount - 1), 3600);
}
