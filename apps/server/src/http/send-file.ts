import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../providers/storage/storage.ts';

/** Streams a stored file with its type, size, caching and, when asked, a download name. */
export function sendFile(reply: FastifyReply, file: StoredFile, options: { cache: string; downloadName?: string | undefined }) {
  reply.type(file.contentType).header('cache-control', options.cache);
  if (file.size > 0) reply.header('content-length', file.size);
  if (options.downloadName) reply.header('content-disposition', `attachment; filename="${options.downloadName.replace(/[^\w.-]+/g, '_')}"`);
  return reply.send(file.body);
}
