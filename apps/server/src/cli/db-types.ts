import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { formatted, readCatalogue, schemaSource } from '../db/schema-source.ts';

/**
 * `npm run db:types [-- POSTGRES_URL]`: migrates a schema of its own on the PostgreSQL server
 * (by default the local one the tests use), writes db/schema.generated.ts from its catalogue, and
 * drops the schema again (decision 061).
 */
const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/test';
const target = fileURLToPath(new URL('../db/schema.generated.ts', import.meta.url));
const schema = `db_types_${randomUUID().replaceAll('-', '')}`;

const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema ${schema}`);
const database = openDatabase(url, { schema });
try {
  await migrateToLatest(database);
  const columns = await readCatalogue(database.db, schema);
  writeFileSync(target, await formatted(schemaSource(columns), target));
  console.log(`Wrote ${target}: ${new Set(columns.map((column) => column.table)).size} tables, ${columns.length} columns.`);
} finally {
  await database.db.destroy();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
