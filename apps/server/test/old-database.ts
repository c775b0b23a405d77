import { Migrator, type Kysely } from 'kysely';
import { migrateToLatest } from '#server/db/database.ts';
import { migrationsFor } from '#server/db/migrations/index.ts';
import { createTestDatabase, oneSchemaChangeAtATime, type TestDatabase } from './test-app.ts';

/** Tables as an older version had them: loosely typed, since the current schema no longer fits. */
export type OldDatabase = Kysely<Record<string, Record<string, unknown>>>;

/**
 * A fresh test database migrated up to and including `last`, to fill as that version would have;
 * `migrateRest` then runs the later migrations, as deploying the current version does.
 */
export async function testDatabaseAt(last: string): Promise<{ database: TestDatabase; old: OldDatabase; migrateRest(): Promise<void> }> {
  const database = await createTestDatabase();
  const { db, kind, schema } = database.handle;
  const migrations = migrationsFor(kind);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await oneSchemaChangeAtATime(() => migrator.migrateTo(last));
  if (error) {
    await database.drop();
    throw error;
  }
  return { database, old: db as unknown as OldDatabase, migrateRest: () => oneSchemaChangeAtATime(() => migrateToLatest(database.handle)) };
}
