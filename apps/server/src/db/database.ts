import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { NodeSqliteDialect } from '@better-auth/kysely-adapter/node-sqlite-dialect';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrationsFor } from './migrations/index.ts';
import { StatementKeepingDatabase } from './sqlite-statements.ts';
import type { Database } from './schema.ts';
import { ambientDatabase } from './transaction.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  /** Ambient: queries join the transaction `createTransact(db)` has open around them. */
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL schema the handle works in, when not the default. */
  schema?: string;
  /** PostgreSQL only: the connection string, for clients that open their own pool (the job queue). */
  url?: string;
};

export type DatabaseOptions = {
  /** PostgreSQL only: the schema to work in (tests give each run its own). */
  schema?: string;
};

/** Opens the database named by the URL: `sqlite:path/to/file.db` or a postgres:// URL. */
export function openDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    return {
      db: ambientDatabase(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })),
      kind: 'postgres',
      url,
      ...(options.schema ? { schema: options.schema } : {}),
    };
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new StatementKeepingDatabase(file);
  sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');
  return { db: ambientDatabase(new Kysely<Database>({ dialect: new NodeSqliteDialect({ database: sqlite }) })), kind: 'sqlite' };
}

/**
 * Kysely's migrator first reads the catalogue of every schema in the database to find its own
 * tables. When another schema is dropped during that read (a test run's schema, another app's),
 * PostgreSQL fails the read with "schema ... does not exist" for that other schema: only that
 * failure is tried again.
 */
export function otherSchemaDropped(error: unknown, ours: string | undefined): boolean {
  const missing = /schema "([^"]+)" does not exist/.exec(error instanceof Error ? error.message : String(error))?.[1];
  return missing !== undefined && missing !== ours;
}

/**
 * The same read, racing a schema created or dropped by another process, can also miss the
 * migrator's own table in our schema right after it was made: Kysely then fails to read it.
 */
export function ownMigrationTableMissed(error: unknown, ours: string | undefined): boolean {
  const missing = /relation "([^"]+)\.kysely_migration(?:_lock)?" does not exist/.exec(
    error instanceof Error ? error.message : String(error),
  )?.[1];
  return ours !== undefined && missing === ours;
}

/**
 * The same read, racing a table another schema's owner alters meanwhile (pg-boss makes and drops its
 * partitions on its own clock), fails with "column ... of relation ... does not exist". Before any
 * migration has run, no table of ours is being changed, so the read is simply made again.
 */
export function otherTableChanged(error: unknown): boolean {
  return /column "[^"]+" of relation "[^"]+" does not exist/.test(error instanceof Error ? error.message : String(error));
}

/**
 * The same read, racing another schema's table dropped meanwhile (a test run's schema emptied before
 * it is dropped), fails with "relation "<their schema>.<table>" does not exist": read again.
 */
export function otherSchemasTableGone(error: unknown, ours: string | undefined): boolean {
  const missing = /relation "([^"]+)\.[^"]+" does not exist/.exec(error instanceof Error ? error.message : String(error))?.[1];
  return missing !== undefined && missing !== (ours ?? 'public');
}

const MIGRATION_ATTEMPTS = 3;

export async function migrateToLatest({ db, kind, schema }: DatabaseHandle): Promise<void> {
  const migrations = migrationsFor(kind);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its own tables across all schemas unless told which one is ours.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (!error && !failed) return;
    const catalogueRace =
      otherSchemaDropped(error, schema) ||
      ownMigrationTableMissed(error, schema) ||
      otherTableChanged(error) ||
      otherSchemasTableGone(error, schema);
    if (!failed && attempt < MIGRATION_ATTEMPTS && catalogueRace) continue;
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
