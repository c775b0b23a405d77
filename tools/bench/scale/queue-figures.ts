/**
 * What the painting queues did in a window, read from pg-boss's job table: jobs finished per
 * minute, and how long the jobs queued in the window waited for a worker (a job still waiting at
 * the window's end counts its wait so far).
 */
import pg from 'pg';

export type QueueFigures = {
  finishedPerMinute: number;
  waitP50Ms: number;
  waitP99Ms: number;
  /** Jobs queued in the window and not yet started at its end. */
  stillWaiting: number;
};

type JobRow = { name: string; state: string; created_on: Date; started_on: Date | null; completed_on: Date | null };

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** Whether any job is waiting or running (the demo seed's drafts, say). */
export async function queueBusy(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ busy: number }>(
      `select count(*)::int as busy from pgboss.job where state in ('created', 'retry', 'active') and name not like '\\_\\_%'`,
    );
    return rows[0]!.busy > 0;
  } finally {
    await client.end();
  }
}

/** The figures of each job kind (`render-draft`, `style-previews`, ...) between `from` and `to`. */
export async function queueFigures(databaseUrl: string, from: Date, to: Date): Promise<Map<string, QueueFigures>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<JobRow>(
      `select name, state, created_on, started_on, completed_on from pgboss.job
       where name not like '\\_\\_%' and (created_on between $1 and $2 or completed_on between $1 and $2)`,
      [from, to],
    );
    const minutes = (to.getTime() - from.getTime()) / 60_000;
    const figures = new Map<string, QueueFigures>();
    for (const name of new Set(rows.map((row) => row.name))) {
      const jobs = rows.filter((row) => row.name === name);
      const finished = jobs.filter((job) => job.state === 'completed' && job.completed_on && job.completed_on <= to).length;
      const queued = jobs.filter((job) => job.created_on >= from);
      const waits = queued.map((job) => Math.min(job.started_on?.getTime() ?? to.getTime(), to.getTime()) - job.created_on.getTime());
      figures.set(name, {
        finishedPerMinute: finished / minutes,
        waitP50Ms: percentile(waits, 0.5),
        waitP99Ms: percentile(waits, 0.99),
        stillWaiting: queued.filter((job) => !job.started_on || job.started_on > to).length,
      });
    }
    return figures;
  } finally {
    await client.end();
  }
}
