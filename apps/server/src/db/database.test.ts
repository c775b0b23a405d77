import { DatabaseSync } from 'node:sqlite';
import { NodeSqliteDialect } from '@better-auth/kysely-adapter/node-sqlite-dialect';
import { Kysely, type DatabaseIntrospector } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, otherSchemaDropped, otherSchemasTableGone, ownMigrationTableMissed } from './database.ts';
import type { Database } from './schema.ts';

/** A database whose catalogue reads fail with this message the first `failures` times, as when another schema is dropped meanwhile. */
function databaseFailingCatalogueReads(message: string, failures: number): Kysely<Database> {
  let left = failures;
  class FailingReads extends NodeSqliteDialect {
    override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
      const real = super.createIntrospector(db);
      return {
        getSchemas: () => real.getSchemas(),
        getMetadata: (options) => real.getMetadata(options),
        getTables: async (options) => {
          if (left-- > 0) throw new Error(message);
          return real.getTables(options);
        },
      };
    }
  }
  return new Kysely<Database>({ dialect: new FailingReads({ database: new DatabaseSync(':memory:') }) });
}

describe('migrating to the latest schema', () => {
  it('reads the catalogue again when another schema was dropped during the read', async () => {
    const db = databaseFailingCatalogueReads('schema "test_gone" does not exist', 2);
    await migrateToLatest({ db, kind: 'sqlite' });
    expect((await db.introspection.getTables()).some((table) => table.name === 'order')).toBe(true);
    await db.destroy();
  });

  it('reads the catalogue again when another schema’s table changed during the read', async () => {
    const db = databaseFailingCatalogueReads('column "active_count" of relation "queue_stats_20261129" does not exist', 2);
    await migrateToLatest({ db, kind: 'sqlite' });
    expect((await db.introspection.getTables()).some((table) => table.name === 'order')).toBe(true);
    await db.destroy();
  });

  it('gives up on other errors, and after three reads', async () => {
    for (const [message, failures] of [
      ['connection refused', 1],
      ['schema "test_gone" does not exist', 3],
    ] as const) {
      const db = databaseFailingCatalogueReads(message, failures);
      await expect(migrateToLatest({ db, kind: 'sqlite' })).rejects.toThrow(message);
      await db.destroy();
    }
  });

  it('never takes its own schema missing for another one dropped', () => {
    expect(otherSchemaDropped(new Error('schema "test_gone" does not exist'), 'test_ours')).toBe(true);
    expect(otherSchemaDropped(new Error('schema "test_ours" does not exist'), 'test_ours')).toBe(false);
    expect(otherSchemaDropped(new Error('relation "order" does not exist'), 'test_ours')).toBe(false);
  });

  it("reads again when another schema's table went during the read, never when one of its own is missing", () => {
    expect(otherSchemasTableGone(new Error('relation "test_other.instance" does not exist'), 'test_ours')).toBe(true);
    expect(otherSchemasTableGone(new Error('relation "test_ours.order" does not exist'), 'test_ours')).toBe(false);
    expect(otherSchemasTableGone(new Error('relation "public.order" does not exist'), undefined)).toBe(false);
    expect(otherSchemasTableGone(new Error('relation "pgboss.job" does not exist'), undefined)).toBe(true);
    expect(otherSchemasTableGone(new Error('relation "order" does not exist'), 'test_ours')).toBe(false);
  });

  it('reads again when the catalogue missed its own migration table, and only its own', () => {
    expect(ownMigrationTableMissed(new Error('relation "test_ours.kysely_migration" does not exist'), 'test_ours')).toBe(true);
    expect(ownMigrationTableMissed(new Error('relation "test_ours.kysely_migration_lock" does not exist'), 'test_ours')).toBe(true);
    expect(ownMigrationTableMissed(new Error('relation "test_other.kysely_migration" does not exist'), 'test_ours')).toBe(false);
    expect(ownMigrationTableMissed(new Error('relation "test_ours.order" does not exist'), 'test_ours')).toBe(false);
    expect(ownMigrationTableMissed(new Error('relation "public.kysely_migration" does not exist'), undefined)).toBe(false);
  });
});
