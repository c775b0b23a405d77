import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { isEmailPicturePath } from '@store/shared/email-pictures';
import type { Config } from '#server/config.ts';

/**
 * The headers helmet sets for these options. They are the same on every answer, so helmet works
 * them out once at start rather than on each request (it rebuilt the policy every time).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers with a content security policy, and route-level rate limits (off unless a route
 * asks). Scripts come from the store itself, plus the inline scripts named by their hashes (the
 * prerendered pages' click holder, decision 043).
 */
export default fp<{ config: Config; scriptHashes: string[] }>(async (app, { config, scriptHashes }) => {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    // Not helmet's no-referrer: under it browsers send `Origin: null` even on the store's own requests (see plugins/app/cross-site-guard.ts).
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.isProduction,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // Mail clients load an email's pictures from their own origin (webmail, image proxies): those paths alone may be loaded cross-origin.
    if (isEmailPicturePath(request.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
    done();
  });
  // With several instances the counters must be shared: Redis when REDIS_URL is set.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'motomuse-rate-limit:', skipOnError: true } : {}) });
});
