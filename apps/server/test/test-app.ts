import { randomUUID } from 'node:crypto';
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions, type Store } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import type { MailTransport, OutgoingEmail } from '../src/providers/mail/mail-transport.ts';
import { databaseUrl, TEST_POSTGRES_URL } from './postgres-url.ts';
import { TEST_STORE_SETTINGS } from './store-settings.ts';

export { TEST_POSTGRES_URL };

export type TestDatabase = {
  handle: DatabaseHandle;
  drop(): Promise<void>;
  /** A schema in the shared PostgreSQL database `test`, whose migrations must wait their turn (oneSchemaChangeAtATime). */
  sharesCatalogue?: boolean;
  /** For a copy of the migrated template: the database itself, to copy again once its connections are closed (saveStore). */
  template?: MigratedTemplate;
};

/** The migrated database made once per run by apps/server/test/global-setup.ts. */
export type MigratedTemplate = { kind: 'sqlite'; file: string } | { kind: 'postgres'; name: string };

/** Any number the test schemas' advisory lock is known by; only test processes take it. */
const SCHEMA_LOCK = 0x7e57;

/**
 * Runs the work while no other test process on PostgreSQL makes, migrates or drops a schema:
 * Kysely's migrator reads every schema's catalogue, and a schema dropped or made meanwhile by a
 * test file running in parallel fails that read. On SQLite each test has its own file.
 */
export async function oneSchemaChangeAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (process.env.TEST_DATABASE !== 'postgres') return work();
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}

/** A fresh, empty database of the kind this test project runs on (TEST_DATABASE). */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const schema = `test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await oneSchemaChangeAtATime(() => admin.query(`create schema ${schema}`));
    await admin.end();
    const handle = openDatabase(TEST_POSTGRES_URL, { schema });
    return {
      handle,
      sharesCatalogue: true,
      async drop() {
        await handle.db.destroy();
        const cleaner = new pg.Client({ connectionString: TEST_POSTGRES_URL });
        await cleaner.connect();
        await oneSchemaChangeAtATime(() => cleaner.query(`drop schema ${schema} cascade`));
        await cleaner.end();
      },
    };
  }
  const directory = mkdtempSync(join(tmpdir(), 'store-test-'));
  const handle = openDatabase(`sqlite:${join(directory, 'store.db')}`);
  return {
    handle,
    async drop() {
      await handle.db.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A database of its own with every migration already run: a copy of the run's migrated template
 * (a file copy on SQLite; on PostgreSQL a database of its own made from the template database,
 * so its migrations and catalogue reads meet no other test's).
 */
export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  return copyOfDatabase(inject('migratedTemplate'));
}

/** A database of its own copied from the template (a closed SQLite file, or a PostgreSQL database nobody is connected to). */
async function copyOfDatabase(template: MigratedTemplate): Promise<TestDatabase> {
  if (template.kind === 'postgres') {
    const name = `${template.name}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template.name}`);
    } finally {
      await admin.end();
    }
    const handle = openDatabase(databaseUrl(name));
    // Left for the run's end (global-setup.ts): every DROP DATABASE waits for a checkpoint of its own,
    // seconds on a busy disk, while drops made side by side at the end share them.
    return { handle, drop: () => handle.db.destroy(), template: { kind: 'postgres', name } };
  }
  const directory = mkdtempSync(join(tmpdir(), 'store-test-'));
  const file = join(directory, 'store.db');
  copyFileSync(template.file, file);
  const handle = openDatabase(`sqlite:${file}`);
  return {
    handle,
    async drop() {
      await handle.db.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
    template: { kind: 'sqlite', file },
  };
}

/** A mail transport that keeps what it was given, and can be told to fail. */
export function createRecordingTransport(alreadySent: OutgoingEmail[] = []) {
  const sent: OutgoingEmail[] = [...alreadySent];
  let failuresLeft = 0;
  const transport: MailTransport = {
    name: 'smtp',
    async send(email) {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('SMTP server unavailable');
      }
      sent.push(email);
    },
    async close() {},
  };
  return { transport, sent, failNext: (count: number) => (failuresLeft = count) };
}

export type TestApp = {
  app: FastifyInstance;
  /** The modules' services, as the server's start-up sees them. */
  modules: Store['modules'];
  config: Config;
  database: DatabaseHandle;
  mail: ReturnType<typeof createRecordingTransport>;
  close(): Promise<void>;
};

/** What a test app starts from besides its database: its data directory (stored files) and the emails already sent. */
type StartingPoint = { dataDir?: string; sent?: OutgoingEmail[] };

/** The built web app a test serves pages from; API tests have none. */
type TestSite = Pick<AppOptions, 'webRoot' | 'webServerBuild'>;

export async function createTestApp(environment: Record<string, string> = {}, site: TestSite = {}): Promise<TestApp> {
  return createTestAppOn(await createMigratedTestDatabase(), environment, site);
}

/** The app built on a database the test made (an older version's file, say); closing it drops that database. */
export async function createTestAppOn(
  database: TestDatabase,
  environment: Record<string, string> = {},
  site: TestSite = {},
  from: StartingPoint = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-data-'));
  if (from.dataDir) cpSync(from.dataDir, dataDir, { recursive: true });
  // The photo check and automatic drafts run real image models in worker processes: tests of the production line turn them on.
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    PHOTO_CHECK: 'false',
    AUTO_DRAFTS: 'false',
    ...TEST_STORE_SETTINGS,
    ...environment,
  });
  const mail = createRecordingTransport(from.sent);
  let store: Store;
  try {
    const build = async () => {
      const built = await buildApp({ config, database: database.handle, mailTransport: mail.transport, ...site });
      await built.app.ready();
      return built;
    };
    store = database.sharesCatalogue ? await oneSchemaChangeAtATime(build) : await build();
  } catch (error) {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { app, modules } = store;
  return {
    app,
    modules,
    config,
    database: database.handle,
    mail,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A store set up once, closed and kept, that each test opens a copy of (saveStore). */
export type SavedStore<T> = {
  /** What the set-up answered: the people's cookies, the ids of what it made. */
  made: T;
  /** A test app on a copy of the saved store: its database, its stored files and the emails it had sent. */
  open(): Promise<TestApp>;
  drop(): Promise<void>;
};

/**
 * Sets up a store once (a file's `beforeAll`), then lets each test open its own copy instead of
 * repeating the set-up: publishing a render makes its print files in image workers, seconds of
 * CPU that every test starting from a published render would pay again (docs/performance.md,
 * issue 35). A copy is the database copied (a file copy on SQLite, `CREATE DATABASE … TEMPLATE`
 * on PostgreSQL) and the data directory copied, so each test still changes only its own store.
 */
export async function saveStore<T>(environment: Record<string, string>, setUp: (t: TestApp) => Promise<T>): Promise<SavedStore<T>> {
  const database = await createMigratedTestDatabase();
  const t = await createTestAppOn(database, environment);
  const { dataDir } = t.config;
  let made: T;
  try {
    made = await setUp(t);
  } finally {
    // Running jobs finish first; closing the last connection folds SQLite's write-ahead log into the file.
    await t.app.close();
    await database.handle.db.destroy();
  }
  const sent = [...t.mail.sent];
  const template = database.template!;
  return {
    made,
    open: async () => createTestAppOn(await copyOfDatabase(template), environment, {}, { dataDir, sent }),
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      if (template.kind === 'sqlite') rmSync(dirname(template.file), { recursive: true, force: true });
    },
  };
}

/** The Cookie header to send back, from a response's Set-Cookie headers. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

export async function signUp(app: FastifyInstance, account: { name?: string; email: string; password?: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { name: account.name ?? 'Test Rider', email: account.email, password: account.password ?? 'secret-123' },
  });
  return { response, cookie: cookieFrom(response.headers['set-cookie']) };
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { email, password },
  });
  return { response, cookie: cookieFrom(response.headers['set-cookie']) };
}

/** Creates an account with the owner role (Ada Admin, admin@example.com) the way the seed does and signs it in; answers its Cookie header. */
export async function createAdmin(t: Pick<TestApp, 'app' | 'modules'>): Promise<string> {
  const admin = { name: 'Ada Admin', email: 'admin@example.com', password: 'admin-pass' };
  await t.modules.accounts.service.createAccount({ ...admin, role: 'owner' });
  return (await signIn(t.app, admin.email, admin.password)).cookie;
}

/** Creates an account with the staff role (Sam Staff, staff@example.com) and signs it in; answers its Cookie header. */
export async function createStaff(t: Pick<TestApp, 'app' | 'modules'>): Promise<string> {
  const staff = { name: 'Sam Staff', email: 'staff@example.com', password: 'staff-pass' };
  await t.modules.accounts.service.createAccount({ ...staff, role: 'staff' });
  return (await signIn(t.app, staff.email, staff.password)).cookie;
}

/**
 * The people of an access matrix: a visitor, the customer who owns what is tested, another
 * customer, a staff member, and an admin (an account with the owner role).
 */
export type Role = 'visitor' | 'customer' | 'other' | 'staff' | 'admin';

/** Signs up the customer and the other customer and signs in staff and an admin; answers the headers to send as each person. */
export async function signInRoles(t: TestApp): Promise<(role: Role) => Record<string, string>> {
  const customer = (await signUp(t.app, { name: 'Olive Owner', email: 'owner@example.com' })).cookie;
  const other = (await signUp(t.app, { name: 'Oscar Other', email: 'other@example.com' })).cookie;
  const staff = await createStaff(t);
  const admin = await createAdmin(t);
  const cookies: Record<Role, string> = { visitor: '', customer, other, staff, admin };
  return (role): Record<string, string> => (cookies[role] ? { cookie: cookies[role] } : {});
}
