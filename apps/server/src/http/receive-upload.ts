import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors.ts';

export type ReceivedFile = { path: string; filename: string; mimetype: string; bytes: number };
export type ReceivedUpload = { fields: Record<string, string>; file: ReceivedFile | null; discard: () => Promise<void> };

/**
 * Streams a multipart request's one file to a temporary file (never whole into memory) and
 * collects its text fields. The caller must call `discard` when done with the file.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number; tempDir: string },
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new HttpError(400, 'NOT_MULTIPART', 'Send the file as multipart/form-data.');
  await mkdir(options.tempDir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  const discard = async () => {
    if (file) await rm(file.path, { force: true });
  };
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 10_000 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.fileField || file) {
        part.file.resume();
        continue;
      }
      const path = join(options.tempDir, `upload-${randomUUID()}`);
      file = { path, filename: part.filename, mimetype: part.mimetype, bytes: 0 };
      const received = file;
      part.file.on('data', (chunk: Buffer) => {
        received.bytes += chunk.length;
      });
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw fileTooLarge(options.maxBytes);
    }
  } catch (error) {
    await discard();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(options.maxBytes);
    if (error instanceof HttpError) throw error;
    // System errors (disk full, permissions) are ours; anything else is a malformed request body.
    if ((error as { syscall?: string }).syscall) throw error;
    throw new HttpError(400, 'BAD_UPLOAD', 'The upload could not be read. Please try again.');
  }
  return { fields, file, discard };
}

function fileTooLarge(maxBytes: number): HttpError {
  return new HttpError(413, 'FILE_TOO_LARGE', `This file is too large. The limit is ${Math.round(maxBytes / (1024 * 1024))} MB.`);
}
