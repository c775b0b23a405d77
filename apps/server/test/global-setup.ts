import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { loadConfig } from '../src/config.ts';
import { databaseUrl, TEST_POSTGRES_URL } from './postgres-url.ts';
import type { MigratedTemplate } from './test-app.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** The migrated database every test app's own database is copied from (apps/server/test/test-app.ts). */
    migratedTemplate: MigratedTemplate;
  }
}

/** Side by side, so that the checkpoint each DROP DATABASE waits for is one for many of them. */
const DROPS_AT_ONCE = 16;

/** Drops a run's template and every copy made from it: the databases whose names start with the template's. */
async function dropRunDatabases(template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  const names = (
    await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [template])
  ).rows.map((row) => row.datname);
  await admin.end();
  // The template last: a copy is never made of a database that is gone.
  const copies = names.filter((name) => name !== template);
  const dropAll = async (queue: string[]) => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    try {
      for (let next = queue.pop(); next; next = queue.pop()) await client.query(`drop database if exists ${next} with (force)`);
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: Math.min(DROPS_AT_ONCE, copies.length) }, () => dropAll(copies)));
  await dropAll(names.filter((name) => name === template));
}

/** No run lasts this long: databases of a run started earlier were left by a run that was killed. */
const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

async function dropAbandonedRuns(): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  const templates = (
    await admin.query<{ datname: string }>("select datname from pg_database where datname ~ '^test_tpl_[0-9a-z]+_[0-9a-f]{6}$'")
  ).rows;
  await admin.end();
  for (const { datname } of templates) {
    const started = parseInt(datname.split('_')[2]!, 36);
    if (Date.now() - started > ABANDONED_AFTER_MS) await dropRunDatabases(datname);
  }
}

/**
 * Migrates one database once per run, before any server test file: each test app then gets a copy
 * of it (a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL) instead of running
 * every migration again (docs/performance.md, "Test suite time").
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DATABASE === 'postgres') {
    // Other runs share this PostgreSQL: each run's template and copies carry its own name.
    // The run's start in the name: a run killed before its end leaves its databases, dropped by a later run.
    const name = `test_tpl_${Date.now().toString(36)}_${randomUUID().replaceAll('-', '').slice(0, 6)}`;
    await dropAbandonedRuns();
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = databaseUrl(name);
    const handle = openDatabase(url);
    await migrateToLatest(handle);
    await handle.db.destroy();
    // The job engine's own tables, as an app's first start makes them; no queue or schedule is made here.
    const jobsSchema = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' }).production.jobsSchema;
    const boss = new PgBoss({ connectionString: url, schema: jobsSchema, supervise: false, schedule: false });
    await boss.start();
    await boss.stop({ graceful: false });
    project.provide('migratedTemplate', { kind: 'postgres', name });
    return async () => {
      await admin.end();
      await dropRunDatabases(name);
    };
  }
  const directory = mkdtempSync(join(tmpdir(), 'store-template-'));
  const file = join(directory, 'store.db');
  const handle = openDatabase(`sqlite:${file}`);
  await migrateToLatest(handle);
  // Closing the last connection folds the write-ahead log into the file, so the file alone is the whole database.
  await handle.db.destroy();
  project.provide('migratedTemplate', { kind: 'sqlite', file });
  return async () => rmSync(directory, { recursive: true, force: true });
}
