import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Runs work in one transaction; repositories and the mail outbox take the executor it passes. */
export type Transact = <T>(work: (executor: Kysely<Database>) => Promise<T>) => Promise<T>;

export function createTransact(db: Kysely<Database>): Transact {
  return (work) => db.transaction().execute(work);
}
