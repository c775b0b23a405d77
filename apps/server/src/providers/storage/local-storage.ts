import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

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
      const path = pathOf(key);
      await rm(path, { force: true });
      // A render's folder goes with its last file, so no empty folders pile up.
      for (let folder = dirname(path); folder.startsWith(join(root, sep)); folder = dirname(folder)) {
        if (
          !(await rmdir(folder).then(
            () => true,
            () => false,
          ))
        )
          break;
      }
    },
    async list(prefix) {
      // Keys are folders joined by '/': read the deepest folder the prefix names, then filter.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      if (folder) assertSafeKey(folder);
      const found = await readdir(join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []);
      const files = await Promise.all(
        found
          .filter((entry) => entry.isFile())
          .map(async (entry) => {
            const path = join(entry.parentPath, entry.name);
            const key = relative(root, path).split(sep).join('/');
            if (!key.startsWith(prefix)) return null;
            const info = await stat(path).catch(() => null);
            return info ? { key, lastModified: info.mtime } : null;
          }),
      );
      return files.filter((file) => file !== null);
    },
    /** Half-written `.part` files, and folders a crash left empty (made for a file never written). */
    async tidy(olderThan) {
      const found = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      // Ages are read before anything is removed: removing a file makes its folder look new.
      const entries = await Promise.all(
        found.map(async (entry) => {
          const path = join(entry.parentPath, entry.name);
          const info = await stat(path).catch(() => null);
          return { path, isFile: entry.isFile(), old: info !== null && info.mtime < olderThan };
        }),
      );
      for (const entry of entries) if (entry.isFile && entry.old && entry.path.endsWith('.part')) await rm(entry.path, { force: true });
      const folders = entries.filter((entry) => !entry.isFile && entry.old).sort((a, b) => b.path.length - a.path.length);
      for (const folder of folders) await rmdir(folder.path).catch(() => undefined);
    },
  };
}
