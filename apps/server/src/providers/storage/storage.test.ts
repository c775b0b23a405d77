import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
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

contract('S3 (s3rver on loopback)', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'store-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const settings = { bucket: 'renders-test', endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  const client = new S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  return {
    storage: createS3Storage(settings),
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
});
