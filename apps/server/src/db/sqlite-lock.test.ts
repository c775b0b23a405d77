import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { buildApp } from '#server/app.ts';
import { DatabaseInUseError, lockSqliteFile } from './sqlite-lock.ts';

/** The id of a process that ran and ended. */
async function endedProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('one store per SQLite file', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'store-lock-'));
  });
  afterEach(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('refuses a database another running store holds, and takes over the lock of one that crashed', async () => {
    const file = join(directory, 'store.db');
    const lockFile = `${file}.lock`;
    // The test runner's parent process stands in for another store that is running.
    writeFileSync(lockFile, String(process.ppid));
    expect(() => lockSqliteFile(`sqlite:${file}`)).toThrow(DatabaseInUseError);
    expect(() => lockSqliteFile(`sqlite:${file}`)).toThrow(`Another store (process ${process.ppid}) is using the database ${file}`);

    writeFileSync(lockFile, String(await endedProcessId()));
    const lock = lockSqliteFile(`sqlite:${file}`)!;
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    expect(lockSqliteFile('sqlite::memory:')).toBeNull();
    // A first start: the data folder is not there yet.
    lockSqliteFile(`sqlite:${join(directory, 'new', 'store.db')}`)!.release();
    expect(lockSqliteFile('postgres://localhost/test')).toBeNull();
  });

  it('does not start a store on the data folder another running store uses, and frees it when it stops', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: directory, DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
    writeFileSync(join(directory, 'store.db.lock'), String(process.ppid));
    await expect(buildApp({ config })).rejects.toThrow(DatabaseInUseError);
    rmSync(join(directory, 'store.db.lock'));

    const { app } = await buildApp({ config });
    expect(readFileSync(join(directory, 'store.db.lock'), 'utf8')).toBe(String(process.pid));
    await app.close();
    expect(existsSync(join(directory, 'store.db.lock'))).toBe(false);
  });
});
