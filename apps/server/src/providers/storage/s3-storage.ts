import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { S3Settings } from '#server/config-settings.ts';
import { assertSafeKey, type ListedFile, type Storage } from './storage.ts';

/** A file (a stream the SDK cannot rewind) is sent this many times at most when S3 refuses it for a moment. */
const FILE_PUT_ATTEMPTS = 3;
const FILE_PUT_RETRY_MS = 200;
/** Network failures worth another try: the connection dropped or timed out. */
const TRANSIENT_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

const QUIET = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** S3 shedding load (503 Slow Down, 500, 429) or the connection failing: the same request may well pass a moment later. */
export function isTransient(error: unknown): boolean {
  const failure = error as { $metadata?: { httpStatusCode?: number }; code?: string };
  const status = failure.$metadata?.httpStatusCode;
  return (status !== undefined && (status >= 500 || status === 429)) || TRANSIENT_CODES.has(failure.code ?? '');
}

/** Files in an S3-compatible bucket (AWS S3, MinIO, R2, ...). */
export function createS3Storage(settings: S3Settings): Storage {
  const options: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible stores cannot read the SDK's chunked checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  };
  // The SDK retries what it can send again (buffers, and every other command) itself.
  const client = new S3Client(options);
  // A file's stream is read once: the SDK cannot send it again, so each try opens the file afresh (putFile).
  // Its only warning, that it cannot send a stream again, is what putFile answers by doing so.
  const fileClient = new S3Client({ ...options, maxAttempts: 1, logger: QUIET });

  async function putFile(key: string, path: string, contentType: string): Promise<void> {
    const length = (await stat(path)).size;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const body = createReadStream(path);
        await fileClient.send(
          new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: body, ContentLength: length, ContentType: contentType }),
        );
        return;
      } catch (error) {
        if (attempt >= FILE_PUT_ATTEMPTS || !isTransient(error)) throw error;
        await sleep(FILE_PUT_RETRY_MS * attempt);
      }
    }
  }

  return {
    name: 's3',
    async put(key, source, contentType) {
      assertSafeKey(key);
      if (!Buffer.isBuffer(source)) return putFile(key, source.path, contentType);
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: source, ContentLength: source.length, ContentType: contentType }),
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
