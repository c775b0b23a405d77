import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { matchesIfNoneMatch } from '#server/http/if-none-match.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer this read with an ETag of its body and a 304 when the client already has that body. */
    etag?: boolean;
  }
}

/** Weak: the same body goes out in several content encodings. */
function etagOf(body: string | Buffer): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

const answerWithEtag: onSendHookHandler = (request: FastifyRequest, reply: FastifyReply, payload, done) => {
  const body = payload as unknown;
  if (reply.statusCode !== 200 || (typeof body !== 'string' && !Buffer.isBuffer(body))) return done(null, payload);
  const etag = etagOf(body);
  reply.header('etag', etag);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return done(null, payload);
  reply.code(304).removeHeader('content-type').removeHeader('content-length');
  done(null, null);
};

/**
 * ETags for reads that opt in with `config: { etag: true }`: a hash of the serialized body, so a
 * changed answer (a republished render, new prices) always gets a new one. The route sets its own
 * cache-control. Register before the routes.
 */
export default fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (!route.config?.etag) return;
    route.onSend = [answerWithEtag, ...(route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend])];
  });
});
