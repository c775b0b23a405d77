import { existsSync, readFileSync } from 'node:fs';
import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesIfNoneMatch } from './if-none-match.ts';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A built HTML file held in memory in each content encoding with its ETag: the build's files
 * never change while a process runs (a deploy starts new ones), so nothing is read, compressed or
 * hashed per request.
 */
export type HtmlDocument = { etag: string } & Record<Encoding, Buffer>;

/** The build's precompressed copy beside the file (apps/web/vite-plugins/precompress.ts), or one made now when it has none. */
function compressedCopy(path: string, compress: () => Buffer): Buffer {
  return existsSync(path) ? readFileSync(path) : compress();
}

export function loadHtmlDocument(path: string): HtmlDocument {
  const identity = readFileSync(path);
  return {
    // Weak: the same document goes out in several content encodings.
    etag: `W/"${hash('sha1', identity, 'base64url')}"`,
    identity,
    br: compressedCopy(`${path}.br`, () => brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    gzip: compressedCopy(`${path}.gz`, () => gzipSync(identity, { level: 9 })),
  };
}

/** Brotli when the client takes it, else gzip, else the plain file (a q=0 refuses an encoding). */
function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
      const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
      return [name.trim(), quality === undefined ? 1 : Number(quality.slice(2))];
    }),
  );
  if ((weights.get('br') ?? 0) > 0) return 'br';
  if ((weights.get('gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

/** Answers the document in the encoding the client prefers, or 304 when a 200 would carry the body it already has. */
export function sendHtmlDocument(request: FastifyRequest, reply: FastifyReply, document: HtmlDocument): FastifyReply {
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding').header('etag', document.etag);
  if (reply.statusCode === 200 && matchesIfNoneMatch(request.headers['if-none-match'], document.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(document[encoding]);
}
