import { DatabaseSync, type StatementSync } from 'node:sqlite';

/** More distinct statements than the store asks (an `in` list of each length is one): past it the cache starts again empty. */
const STATEMENT_LIMIT = 1000;

/**
 * A SQLite connection that keeps the statements it prepared: the Kysely dialect prepares every
 * query it runs, and parsing and planning the same SQL again was most of a primary-key read.
 * SQLite prepares a kept statement again by itself when the schema changes (a migration).
 */
export class StatementKeepingDatabase extends DatabaseSync {
  readonly #statements = new Map<string, StatementSync>();

  override prepare(sql: string): StatementSync {
    const kept = this.#statements.get(sql);
    if (kept) return kept;
    if (this.#statements.size >= STATEMENT_LIMIT) this.#statements.clear();
    const statement = super.prepare(sql);
    this.#statements.set(sql, statement);
    return statement;
  }
}
