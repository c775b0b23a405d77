import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

type AfterCommit = () => void | Promise<void>;
type OpenTransaction = { database: Kysely<Database>; executor: Kysely<Database>; afterCommit: AfterCommit[] };

const open = new AsyncLocalStorage<OpenTransaction>();

/**
 * Runs work in one transaction on an ambient database. Everything the work does with the database, through any
 * repository, happens in it: the database handle is ambient (`ambientDatabase`), so no module
 * hands a transaction to another. A transaction opened inside another joins it.
 */
export type Transact = <T>(work: () => Promise<T>) => Promise<T>;

export function createTransact(db: Kysely<Database>): Transact {
  return async (work) => {
    if (open.getStore()?.database === db) return work();
    const afterCommit: AfterCommit[] = [];
    const result = await db.transaction().execute((executor) => open.run({ database: db, executor, afterCommit }, work));
    for (const callback of afterCommit) await callback();
    return result;
  };
}

/** Whether the caller runs inside a transaction `createTransact` opened. */
export function inTransaction(): boolean {
  return open.getStore() !== undefined;
}

/**
 * Runs the callback once the open transaction commits (never, if it rolls back), before the
 * transaction's caller goes on; at once when none is open.
 */
export async function afterCommit(callback: AfterCommit): Promise<void> {
  const transaction = open.getStore();
  if (transaction) transaction.afterCommit.push(callback);
  else await callback();
}

/**
 * The database as repositories see it: inside a transaction `createTransact` opened on it, every
 * query runs in that transaction; outside, on the database. A repository's own
 * `db.transaction()` inside an open transaction joins it.
 */
export function ambientDatabase(db: Kysely<Database>): Kysely<Database> {
  return new Proxy(db, {
    get(target, property, receiver) {
      const transaction = open.getStore();
      const joined = transaction && transaction.database === receiver ? transaction.executor : null;
      if (joined && property === 'transaction')
        return () => ({ execute: <T>(work: (executor: Kysely<Database>) => Promise<T>) => work(joined) });
      const current = joined ?? target;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}
