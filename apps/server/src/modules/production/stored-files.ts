import { HttpError } from '#server/http-errors.ts';
import type { Storage, StoredFile } from '#server/providers/storage/storage.ts';

/** A stored file staff asked for, or the 404 that says it is gone. */
export async function fileOrNotFound(storage: Storage, key: string): Promise<StoredFile> {
  const stored = await storage.get(key);
  if (!stored) throw new HttpError(404, 'NOT_FOUND', 'File not found.');
  return stored;
}
