import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/** Files in a folder (DATA_DIR/files); written to a temporary name first so a reader never sees half a file. */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    name: 'local',
    async put(key, source) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        if (Buffer.isBuffer(source)) await writeFile(temporary, source);
        else await pipeline(createReadStream(source.path), createWriteStream(temporary));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const extension = key.split('.').pop()?.toLowerCase() ?? '';
      return { body: createReadStream(path), size: info.size, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
