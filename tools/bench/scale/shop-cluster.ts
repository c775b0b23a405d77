/**
 * A shop as an owner runs it on several machines, on this one: a PostgreSQL database of its own,
 * a bucket on the S3 stand-in, and store processes in their roles (decision 057), each with its
 * own scratch folder. Workers start at a lower CPU priority than the web, as a shop that shares
 * a machine between them would run them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, stopProcess, untilAnswering } from '../store-process.ts';

const root = join(import.meta.dirname, '../../..');
/** `nice` steps for a worker: below the web, which answers people waiting on a page. */
export const WORKER_NICENESS = 10;
/** A web answers once its demo seed is done, which waits for a worker to derive the finished render: slow on a busy machine. */
const START_TIMEOUT_MS = 300_000;

export type StoreRole = 'all' | 'web' | 'worker';
export type StoreInstance = { role: StoreRole; base: string; child: ChildProcess };

export type ShopCluster = {
  databaseUrl: string;
  /** The instance visitors reach: the web, or the one `all`. */
  front: StoreInstance;
  instances: StoreInstance[];
  /** Stops every process; the database stays until `drop()`. */
  close(): Promise<void>;
  /** Drops the database: each drop waits for a checkpoint of its own, seconds on a busy disk, so the bench drops them together at its end. */
  drop(): Promise<void>;
};

/** The S3 stand-in started in its own process (s3-process.ts); answers its endpoint once it serves. */
async function startBucket(name: string): Promise<{ child: ChildProcess; endpoint: string }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 's3-process.ts'), name], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('\n')) resolve(printed.trim());
    });
    child.once('exit', (code) => reject(new Error(`the S3 stand-in exited with ${code}`)));
  });
  return { child, endpoint };
}

function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts a database, a bucket, the front instance in `frontRole` (web or all) and `workers` worker
 * instances together: a web answers only once its demo seed is done, and the seed's finished
 * render needs a worker to derive it. Every store process logs warnings only and sees the same settings.
 */
export async function startShopCluster(adminUrl: string, frontRole: 'all' | 'web', workers: number): Promise<ShopCluster> {
  const name = `bench_scale_${frontRole}_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = databaseUrlFor(adminUrl, name);
  const bucket = await startBucket('bench-scale');
  const scratch = mkdtempSync(join(tmpdir(), 'store-bench-scale-'));
  const instances: StoreInstance[] = [];

  async function spawnInstance(role: StoreRole): Promise<StoreInstance> {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const entry = role === 'worker' ? 'apps/server/src/worker.ts' : 'apps/server/src/server.ts';
    const command = role === 'worker' ? ['nice', ['-n', String(WORKER_NICENESS), process.execPath, entry]] : [process.execPath, [entry]];
    const child = spawn(command[0] as string, command[1] as string[], {
      cwd: root,
      env: {
        ...process.env,
        STORE_ROLE: role,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATABASE_URL: databaseUrl,
        DATA_DIR: mkdtempSync(join(scratch, `${role}-`)),
        S3_BUCKET: 'bench-scale',
        S3_ENDPOINT: bucket.endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const instance = { role, base, child };
    instances.push(instance);
    return instance;
  }

  try {
    const front = await spawnInstance(frontRole);
    for (let worker = 0; worker < workers; worker += 1) await spawnInstance('worker');
    await Promise.all(instances.map((instance) => untilAnswering(`${instance.base}/api/health`, instance.child, START_TIMEOUT_MS)));
    return {
      databaseUrl,
      front,
      instances,
      async close() {
        await Promise.all(instances.map((instance) => stopProcess(instance.child)));
        await stopProcess(bucket.child);
        rmSync(scratch, { recursive: true, force: true });
      },
      async drop() {
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
      },
    };
  } catch (error) {
    await Promise.all(instances.map((instance) => stopProcess(instance.child)));
    await stopProcess(bucket.child);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    throw error;
  }
}
