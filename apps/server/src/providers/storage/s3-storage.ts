import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Settings } from '#server/config-settings.ts';
import { assertSafeKey, type ListedFile, type Storage } from './storage.ts';

/** Files in an S3-compatible bucket (AWS S3, MinIO, R2, ...). */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible stores cannot read the SDK's chunked checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  return {
    name: 's3',
    async put(key, source, contentType) {
      assertSafeKey(key);
      const body = Buffer.isBuffer(source) ? source : createReadStream(source.path);
      const length = Buffer.isBuffer(source) ? source.length : (await stat(source.path)).size;
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: body, ContentLength: length, ContentType: contentType }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        if (!response.Body) return null;
        return {
          body: response.Body as Readable,
          size: response.ContentLength ?? 0,
          contentType: response.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
    async list(prefix) {
      const files: ListedFile[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: prefix,
            ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
          }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key && object.LastModified) files.push({ key: object.Key, lastModified: object.LastModified });
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return files;
    },
    // A PutObject either stores the whole object or nothing: a crash leaves nothing to tidy.
    async tidy() {},
  };
}
