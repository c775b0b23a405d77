import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** A second store process was started on a SQLite file another one is writing. */
export class DatabaseInUseError extends Error {}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // The process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<file>.lock` beside a SQLite database, holding this process's id, for as long as the store
 * runs: two stores writing one file (two checkouts' defaults, two data folders but one
 * DATABASE_URL) would share customers, orders and jobs without knowing it. A lock whose process
 * has ended (a crash) is taken over. Null for PostgreSQL and in-memory databases.
 */
export function lockSqliteFile(databaseUrl: string): { release(): void } | null {
  if (!databaseUrl.startsWith('sqlite:')) return null;
  const file = databaseUrl.slice('sqlite:'.length);
  if (file === ':memory:') return null;
  const lockPath = `${resolve(file)}.lock`;
  const holder = () => Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
  mkdirSync(dirname(lockPath), { recursive: true });
  for (;;) {
    try {
      const descriptor = openSync(lockPath, 'wx');
      writeSync(descriptor, String(process.pid));
      closeSync(descriptor);
      return {
        release() {
          if (holder() === process.pid) rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holder();
      if (pid > 0 && pid !== process.pid && running(pid))
        throw new DatabaseInUseError(
          `Another store (process ${pid}) is using the database ${file} (lock file ${lockPath}). Give each store its own DATA_DIR, or stop the other one.`,
        );
      rmSync(lockPath, { force: true });
    }
  }
}
