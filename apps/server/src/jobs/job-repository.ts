import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseKind } from '../db/database.ts';
import { parseJsonColumn } from '../db/json-column.ts';
import type { Database } from '../db/schema.ts';
import type { QueueStat } from './job-queue.ts';
import { nowIso } from '../db/values.ts';

/** A job's payload is an object; its shape is the business of the queue's handler. */
const jobPayloadSchema = z.record(z.string(), z.unknown());

export type ClaimedJob = { id: string; queue: string; payload: object; retryCount: number };

/** Takes the oldest due job of the queue and leases it until `lockedUntil`. */
async function claim(db: Kysely<Database>, kind: DatabaseKind, queue: string, lockedUntil: Date): Promise<ClaimedJob | null> {
  const due = db
    .selectFrom('backgroundJob')
    .select('id')
    .where('queue', '=', queue)
    .where('state', 'in', ['queued', 'retry'])
    .where('startAfter', '<=', nowIso())
    .orderBy('startAfter')
    .limit(1);
  const row = await db
    .updateTable('backgroundJob')
    .set({ state: 'active', lockedUntil: lockedUntil.toISOString() })
    .where('id', 'in', kind === 'postgres' ? due.forUpdate().skipLocked() : due)
    .returning(['id', 'queue', 'payload', 'retryCount'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    queue: row.queue,
    payload: parseJsonColumn(jobPayloadSchema, row.payload, 'backgroundJob.payload'),
    retryCount: row.retryCount,
  };
}

async function add(db: Kysely<Database>, queue: string, payload: object): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('backgroundJob')
    .values({
      id,
      queue,
      payload: JSON.stringify(payload),
      state: 'queued',
      retryCount: 0,
      startAfter: now,
      lockedUntil: null,
      lastError: null,
      createdAt: now,
      finishedAt: null,
    })
    .execute();
  return id;
}

/** The embedded queue's table: one row per job, claimed with a lease. */
export function createJobRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    add: (queue: string, payload: object) => add(db, queue, payload),

    claim: (queue: string, lockedUntil: Date) => claim(db, kind, queue, lockedUntil),

    async extendLease(id: string, lockedUntil: Date): Promise<void> {
      await db
        .updateTable('backgroundJob')
        .set({ lockedUntil: lockedUntil.toISOString() })
        .where('id', '=', id)
        .where('state', '=', 'active')
        .execute();
    },

    async complete(id: string): Promise<void> {
      await db
        .updateTable('backgroundJob')
        .set({ state: 'completed', lockedUntil: null, finishedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    /** Schedules the next run at `retryAt`, or fails the job for good when it has none left. */
    async fail(id: string, error: string, retryAt: Date | null): Promise<void> {
      await db
        .updateTable('backgroundJob')
        .set(
          retryAt
            ? {
                state: 'retry',
                retryCount: sql`"retryCount" + 1`,
                startAfter: retryAt.toISOString(),
                lockedUntil: null,
                lastError: error.slice(0, 1000),
              }
            : { state: 'failed', lockedUntil: null, lastError: error.slice(0, 1000), finishedAt: nowIso() },
        )
        .where('id', '=', id)
        .execute();
    },

    /** Active jobs whose lease ran out (their process died) go back to the queue as a retry. */
    async releaseExpired(now: Date, everyActive = false): Promise<number> {
      let query = db
        .updateTable('backgroundJob')
        .set({
          state: 'retry',
          retryCount: sql`"retryCount" + 1`,
          lockedUntil: null,
          startAfter: now.toISOString(),
          lastError: 'The process running this job stopped.',
        })
        .where('state', '=', 'active');
      if (!everyActive) query = query.where('lockedUntil', '<', now.toISOString());
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Each queue's due jobs, running jobs and the oldest due job's wait; the queues named are listed even when empty. */
    async stats(now: Date, queues: string[]): Promise<QueueStat[]> {
      const rows = await db
        .selectFrom('backgroundJob')
        .select(['queue', 'state', 'createdAt', 'startAfter'])
        .where('state', 'in', ['queued', 'retry', 'active'])
        .execute();
      const byQueue = new Map(queues.map((queue): [string, QueueStat] => [queue, { queue, waiting: 0, active: 0, oldestWaitSeconds: 0 }]));
      for (const row of rows) {
        const stat = byQueue.get(row.queue) ?? { queue: row.queue, waiting: 0, active: 0, oldestWaitSeconds: 0 };
        byQueue.set(row.queue, stat);
        if (row.state === 'active') stat.active += 1;
        else if (new Date(row.startAfter) <= now) {
          stat.waiting += 1;
          stat.oldestWaitSeconds = Math.max(stat.oldestWaitSeconds, Math.round((now.getTime() - new Date(row.createdAt).getTime()) / 1000));
        }
      }
      return [...byQueue.values()].sort((a, b) => a.queue.localeCompare(b.queue));
    },

    async state(id: string): Promise<{ state: string; retryCount: number; lastError: string | null } | null> {
      return (
        (await db.selectFrom('backgroundJob').select(['state', 'retryCount', 'lastError']).where('id', '=', id).executeTakeFirst()) ?? null
      );
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;
