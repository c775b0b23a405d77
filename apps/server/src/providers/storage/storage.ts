import type { Readable } from 'node:stream';

export type StoredFile = { body: Readable; size: number; contentType: string };

/** What to store: bytes in memory, or a finished file on disk (streamed, never read whole into memory). */
export type FileSource = Buffer | { path: string };

/** Where uploaded originals and derived results live: a local folder or an S3-compatible bucket. */
export type Storage = {
  readonly name: 'local' | 's3';
  put(key: string, source: FileSource, contentType: string): Promise<void>;
  /** null when there is no file under the key. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Every file whose key starts with the prefix, with when it was last written. */
  list(prefix: string): Promise<ListedFile[]>;
  /** Removes what the store's own writes leave after a crash, if older than the cutoff. */
  tidy(olderThan: Date): Promise<void>;
};

export type ListedFile = { key: string; lastModified: Date };

/** Keys are written by our code only; this guards against a path ever escaping the store. */
export function assertSafeKey(key: string): void {
  if (!/^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}
