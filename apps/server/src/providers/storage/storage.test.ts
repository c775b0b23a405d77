import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startS3StandIn } from '#test/stand-ins/s3-stand-in.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

async function readAll(storage: Storage, key: string): Promise<string | null> {
  const file = await storage.get(key);
  if (!file) return null;
  return Buffer.concat(await file.body.toArray()).toString();
}

function contract(name: string, open: () => Promise<{ storage: Storage; close: () => Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(async () => close());

    it('stores, reads back and deletes a buffer and a stream', async () => {
      await storage.put('renders/abc/original.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
      const onDisk = join(mkdtempSync(join(tmpdir(), 'store-source-')), 'result.jpg');
      writeFileSync(onDisk, 'streamed bytes');
      await storage.put('renders/abc/results/1x1.jpg', { path: onDisk }, 'image/jpeg');
      expect(await readAll(storage, 'renders/abc/original.jpg')).toBe('jpeg bytes');
      const file = await storage.get('renders/abc/results/1x1.jpg');
      expect(file?.contentType).toBe('image/jpeg');
      expect(file?.size).toBe(14);
      expect(Buffer.concat(await file!.body.toArray()).toString()).toBe('streamed bytes');
      await storage.delete('renders/abc/original.jpg');
      expect(await storage.get('renders/abc/original.jpg')).toBeNull();
    });

    it('answers null for a missing key and deletes one quietly', async () => {
      expect(await storage.get('renders/none/original.jpg')).toBeNull();
      await expect(storage.delete('renders/none/original.jpg')).resolves.toBeUndefined();
    });

    it('lists the files under a prefix with when they were written', async () => {
      const before = Date.now() - 5000;
      await storage.put('renders/listed/original.jpg', Buffer.from('a'), 'image/jpeg');
      await storage.put('renders/listed/results/1x1.jpg', Buffer.from('b'), 'image/jpeg');
      await storage.put('renders/other/original.jpg', Buffer.from('c'), 'image/jpeg');
      const listed = await storage.list('renders/listed/');
      expect(listed.map((file) => file.key).sort()).toEqual(['renders/listed/original.jpg', 'renders/listed/results/1x1.jpg']);
      for (const file of listed) expect(file.lastModified.getTime()).toBeGreaterThan(before);
      expect((await storage.list('renders/')).map((file) => file.key)).toEqual(
        expect.arrayContaining(['renders/listed/original.jpg', 'renders/other/original.jpg']),
      );
      expect(await storage.list('nothing-here/')).toEqual([]);
      await Promise.all(listed.map((file) => storage.delete(file.key)));
      expect(await storage.list('renders/listed/')).toEqual([]);
    });

    it('refuses keys that could escape the store', async () => {
      await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
      await expect(storage.get('/absolute')).rejects.toThrow(/Unsafe/);
    });
  });
}

contract('local', async () => {
  const root = mkdtempSync(join(tmpdir(), 'store-files-'));
  return { storage: createLocalStorage(root), close: async () => rmSync(root, { recursive: true, force: true }) };
});

describe('local storage folders', () => {
  it('a folder goes with its last file, and the root stays', async () => {
    const root = mkdtempSync(join(tmpdir(), 'store-files-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const storage = createLocalStorage(root);
    await storage.put('renders/gone/results/1x1.jpg', Buffer.from('a'), 'image/jpeg');
    await storage.put('renders/kept/original.jpg', Buffer.from('b'), 'image/jpeg');
    await storage.delete('renders/gone/results/1x1.jpg');
    expect(readdirSync(join(root, 'renders'))).toEqual(['kept']);
    await storage.delete('renders/kept/original.jpg');
    expect(readdirSync(root)).toEqual([]);
  });

  it('tidies half-written files and empty folders a crash left, once they are old, and nothing else', async () => {
    const root = mkdtempSync(join(tmpdir(), 'store-files-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const storage = createLocalStorage(root);
    await storage.put('renders/kept/original.jpg', Buffer.from('b'), 'image/jpeg');
    mkdirSync(join(root, 'renders', 'empty'));
    mkdirSync(join(root, 'renders', 'half'));
    writeFileSync(join(root, 'renders', 'half', 'original.jpg.1234.part'), 'half');
    writeFileSync(join(root, 'renders', 'kept', 'original-preview.webp.5678.part'), 'half');
    await storage.tidy(new Date(Date.now() - 3600_000));
    expect(readdirSync(join(root, 'renders')).sort()).toEqual(['empty', 'half', 'kept']);
    await storage.tidy(new Date(Date.now() + 3600_000));
    expect(readdirSync(join(root, 'renders'))).toEqual(['kept']);
    expect(readdirSync(join(root, 'renders', 'kept'))).toEqual(['original.jpg']);
  });
});

contract('S3 (s3rver on loopback)', () => startS3StandIn('renders-test'));
