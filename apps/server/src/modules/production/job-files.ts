import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '#server/providers/storage/storage.ts';

/** A stored file copied to the work folder for an image worker to read; the caller removes it. */
export async function downloadForJob(storage: Storage, key: string, workDir: string): Promise<string> {
  const path = await downloadIfStored(storage, key, workDir);
  if (!path) throw new Error(`Missing file ${key}`);
  return path;
}

/** As downloadForJob, but null when nothing is stored under the key. */
export async function downloadIfStored(storage: Storage, key: string, workDir: string): Promise<string | null> {
  const stored = await storage.get(key);
  if (!stored) return null;
  const path = join(workDir, `job-${randomUUID()}.${key.split('.').pop() ?? 'bin'}`);
  await pipeline(stored.body, createWriteStream(path));
  return path;
}
