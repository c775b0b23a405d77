import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Storage } from '#server/providers/storage/s3-storage.ts';
import type { Storage } from '#server/providers/storage/storage.ts';

/**
 * An S3-compatible server on loopback (s3rver) with one empty bucket, and the store's S3 storage
 * pointed at it; `endpoint` for a store process started apart (S3_ENDPOINT).
 */
export async function startS3StandIn(bucket: string): Promise<{ storage: Storage; endpoint: string; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'store-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    storage: createS3Storage(settings),
    endpoint: settings.endpoint,
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
