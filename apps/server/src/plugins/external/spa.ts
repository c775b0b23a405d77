import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@store/shared/api/endpoint';
import { API_PREFIX } from '@store/shared/api/routes';
import { isSiteRoute } from '@store/shared/routes';
import { prerenderedPageKey } from './prerendered-page-key.ts';

/**
 * The public pages the web build prerendered (apps/web/scripts/prerender.ts writes
 * prerendered/pages.json): each path's HTML file under the web root.
 */
function prerenderedPages(webRoot: string): Map<string, string> {
  const manifest = join(webRoot, 'prerendered', 'pages.json');
  if (!existsSync(manifest)) return new Map();
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([path, file]) => [path, join('prerendered', file)]));
}

/** What a page's hints may ask of the web build. */
export type WebBuild = {
  /** Module preloads for a lazy page module of the web app (its source path, as in Vite's manifest) and the chunks it imports, those the page does not load anyway. */
  modulePreloads(source: string): string[];
};

/**
 * Tags for the <head> of a page the browser renders itself, known from its address before any
 * script runs (the product page's image, say); none when the address tells nothing.
 */
export type PageHints = (pathname: string, search: URLSearchParams, build: WebBuild) => Promise<string[]>;

type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** Reads the build's manifest (`build.manifest` in apps/web/vite.config.ts); a build without one preloads nothing. */
function webBuild(webRoot: string, shell: string): WebBuild {
  const path = join(webRoot, '.vite', 'manifest.json');
  const manifest: ViteManifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ViteManifest) : {};
  return {
    modulePreloads(source) {
      const files = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        chunk.imports?.forEach(visit);
      };
      visit(source);
      return [...files]
        .filter((file) => file.endsWith('.js') && !shell.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    },
  };
}

/**
 * Serves the built single-page app, precompressed where the browser accepts it (brotli, else
 * gzip): hashed assets cached for a year, HTML revalidated by ETag, a public page's prerendered
 * HTML for its path and the query it was prerendered with (a query can change what the page shows;
 * a return-to never does), index.html for every other site route (404 status for paths that are no route), JSON 404s under /api.
 */
export default fp<{ webRoot: string | undefined; production: boolean; pageHints?: PageHints }>(
  async (app, { webRoot, production, pageHints }) => {
    const hasBuild = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
    const prerendered = hasBuild ? prerenderedPages(webRoot) : new Map<string, string>();
    const shell = hasBuild ? readFileSync(join(webRoot, 'index.html'), 'utf8') : '';
    const build = hasBuild ? webBuild(webRoot, shell) : { modulePreloads: () => [] };
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text file (apps/web/vite-plugins/precompress.ts).
        preCompressed: true,
        setHeaders(reply, path) {
          const hashed = path.startsWith(join(webRoot, 'assets'));
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const [pathname = '/', query] = request.url.split('?');
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith(`${API_PREFIX}/`) && pathname !== API_PREFIX;
      if (!wantsPage || !hasBuild) {
        return reply.status(404).send({ error: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}.` } satisfies ErrorBody);
      }
      const prerenderedPage = prerendered.get(prerenderedPageKey(pathname, query));
      reply.status(isSiteRoute(pathname, { production }) ? 200 : 404).header('cache-control', 'no-cache');
      if (prerenderedPage) return reply.sendFile(prerenderedPage);
      const hints = pageHints ? await pageHints(pathname, new URLSearchParams(query), build).catch(() => []) : [];
      if (hints.length === 0) return reply.sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(shell.replace('</head>', `${hints.join('')}</head>`));
    });
  },
);
