import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses text answers of 1 KB or more: brotli at quality 4 (most of quality 11's saving at
 * a small part of its CPU), else gzip. Files already compressed are left alone: built assets come
 * precompressed (see plugins/external/spa.ts), images are compressed formats, and a stored file of
 * unknown type goes out as it is. Request bodies are not decompressed: no client sends them so.
 * Register before any route, so every route gets the hook.
 */
export default fp(async (app) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^text\/(?!event-stream)|[+/](?:json|javascript|xml)(?:;|$)/,
    globalDecompression: false,
  });
});
