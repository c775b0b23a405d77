import { lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Schedule } from '../jobs/job-queue.ts';
import type { ListedFile, Storage } from '../providers/storage/storage.ts';

/** Leftovers younger than this may belong to an upload or a job still running, so they are never touched. */
export const LEFTOVER_AGE_MS = 60 * 60 * 1000;

export type SweepResult = { orphanRenders: string[]; temporaryFiles: number };

/**
 * Removes what a crash leaves behind: a render's files stored without its row (the process died
 * between storing and committing), temporary files of uploads, jobs and image workers, and the
 * storage's own half-written files. Runs at start and every hour, on every instance (each has its
 * own scratch folder; sweeping shared storage twice removes nothing twice).
 */
export function createSweeper(deps: {
  storage: Storage;
  workDir: string;
  /** Which of these render ids have a row. */
  existingRenders: (ids: string[]) => Promise<Set<string>>;
  log: FastifyBaseLogger;
}) {
  async function sweepOrphanRenders(cutoff: number): Promise<string[]> {
    const byRender = new Map<string, ListedFile[]>();
    for (const file of await deps.storage.list('renders/')) {
      const id = file.key.split('/')[1];
      if (id) byRender.set(id, [...(byRender.get(id) ?? []), file]);
    }
    const settled = [...byRender].filter(([, files]) => files.every((file) => file.lastModified.getTime() < cutoff)).map(([id]) => id);
    if (settled.length === 0) return [];
    const existing = await deps.existingRenders(settled);
    const orphans = settled.filter((id) => !existing.has(id));
    for (const id of orphans) {
      for (const file of byRender.get(id)!) await deps.storage.delete(file.key);
    }
    return orphans;
  }

  // The work folder is the store's scratch space alone: everything in it is a temporary file.
  async function sweepTemporaryFiles(cutoff: number): Promise<number> {
    let removed = 0;
    for (const name of await readdir(deps.workDir).catch(() => [])) {
      const path = join(deps.workDir, name);
      const info = await lstat(path).catch(() => null);
      if (!info || info.mtimeMs >= cutoff) continue;
      await rm(path, { recursive: true, force: true });
      removed += 1;
    }
    return removed;
  }

  async function sweep(now = Date.now()): Promise<SweepResult> {
    const cutoff = now - LEFTOVER_AGE_MS;
    const result = { orphanRenders: await sweepOrphanRenders(cutoff), temporaryFiles: await sweepTemporaryFiles(cutoff) };
    await deps.storage.tidy(new Date(cutoff));
    if (result.orphanRenders.length > 0 || result.temporaryFiles > 0) deps.log.info(result, 'swept leftovers');
    return result;
  }

  const schedule: Schedule = { name: 'sweep-leftovers', everyMinutes: 60, atStart: true, perInstance: true, run: () => sweep() };
  return { sweep, schedule };
}

export type Sweeper = ReturnType<typeof createSweeper>;
