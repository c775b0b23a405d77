import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isSiteRoute } from '@store/shared/routes';
import type { ErrorBody } from '#server/http-errors.ts';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html for every
 * site route (404 status for paths that are no route), JSON 404s under /api.
 */
export default fp<{ webRoot: string | undefined; production: boolean }>(async (app, { webRoot, production }) => {
  const hasBuild = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        const hashed = path.startsWith(join(webRoot, 'assets'));
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && pathname !== '/api';
    if (!wantsPage || !hasBuild) {
      return reply.status(404).send({ error: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}.` } satisfies ErrorBody);
    }
    return reply
      .status(isSiteRoute(pathname, { production }) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
});
