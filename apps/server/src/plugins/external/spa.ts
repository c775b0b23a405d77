import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@store/shared/api/endpoint';
import { API_PREFIX } from '@store/shared/api/routes';
import { isEmailPicturePath } from '@store/shared/email-pictures';
import { isSiteRoute } from '@store/shared/routes';
import type { ProductPageReads, WebServerEntry } from '@store/shared/server-rendered-pages';
import { HttpError } from '#server/http-errors.ts';
import { loadHtmlDocument, sendHtmlDocument, type HtmlDocument } from '#server/http/html-document.ts';
import { prerenderedPageKey } from './prerendered-page-key.ts';

/**
 * The public pages the web build prerendered (apps/web/scripts/prerender.ts writes
 * prerendered/pages.json): each path's HTML document, held in memory.
 */
function prerenderedPages(webRoot: string): Map<string, HtmlDocument> {
  const manifest = join(webRoot, 'prerendered', 'pages.json');
  if (!existsSync(manifest)) return new Map();
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([path, file]) => [path, loadHtmlDocument(join(webRoot, 'prerendered', file))]));
}

/** What a page may ask of the web build. */
export type WebBuild = {
  /** The scripts of a lazy page module of the web app (its source path, as in Vite's manifest) and of the chunks it imports, those the shell does not load anyway. */
  pageModules(source: string): string[];
  /** The product page drawn as a whole document by the web's server entry; null when the build has none (a development or test web root). */
  drawProductPage: ((page: { path: string; reads: ProductPageReads; modules: string[] }) => Promise<string>) | null;
};

/**
 * What the server says of a page the browser would otherwise draw alone: the whole document drawn
 * for the one who asked (`private` when it holds what only they may see), or tags for the
 * page's <head> known from its address before any script runs (the product page's image, say).
 */
export type PageAnswer = { document: string; private: boolean } | { hints: string[] };

/** The server's answer for a page, or null when it has nothing to say of it. */
export type ServerPages = (
  page: { path: string; pathname: string; search: URLSearchParams; request: FastifyRequest; reply: FastifyReply },
  build: WebBuild,
) => Promise<PageAnswer | null>;

type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The web's server build (`apps/web/dist-server`: its entry and the prerendered pages' template,
 * written by apps/web/scripts/prerender.ts), loaded once; null without one.
 */
async function productPageDrawer(serverBuild: string | undefined): Promise<WebBuild['drawProductPage']> {
  if (serverBuild === undefined) return null;
  const entryFile = join(serverBuild, 'entry-server.js');
  const templateFile = join(serverBuild, 'page-template.html');
  if (!existsSync(entryFile) || !existsSync(templateFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;
  const template = readFileSync(templateFile, 'utf8');
  return (page) => entry.renderProductPage({ template, ...page });
}

/** Reads the build's manifest (`build.manifest` in apps/web/vite.config.ts); a build without one preloads nothing. */
function webBuild(webRoot: string, shell: string, drawProductPage: WebBuild['drawProductPage']): WebBuild {
  const path = join(webRoot, '.vite', 'manifest.json');
  const manifest: ViteManifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ViteManifest) : {};
  return {
    drawProductPage,
    pageModules(source) {
      const files = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        chunk.imports?.forEach(visit);
      };
      visit(source);
      return [...files].filter((file) => file.endsWith('.js') && !shell.includes(`/${file}"`)).map((file) => `/${file}`);
    },
  };
}

/** A page the server could not answer is drawn by the browser; only a failure of the server's own is worth a log line. */
function isOwnFailure(error: unknown): boolean {
  return !(error instanceof HttpError && error.statusCode < 500);
}

/**
 * Serves the built single-page app, precompressed where the browser accepts it (brotli, else
 * gzip): hashed assets cached for a year, HTML revalidated by ETag (the prerendered pages and the
 * shell held in memory with their compressed copies), a public page's prerendered
 * HTML for its path and the query it was prerendered with (a query can change what the page shows;
 * a return-to never does), a page the server draws for who asks (`pages`), index.html for every
 * other site route (404 status for paths that are no route), JSON 404s under /api.
 */
export default fp<{ webRoot: string | undefined; serverBuild?: string; production: boolean; pages?: ServerPages }>(
  async (app, { webRoot, serverBuild, production, pages }) => {
    const hasBuild = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
    const prerendered = hasBuild ? prerenderedPages(webRoot) : new Map<string, HtmlDocument>();
    const shellDocument = hasBuild ? loadHtmlDocument(join(webRoot, 'index.html')) : null;
    const shell = shellDocument?.identity.toString('utf8') ?? '';
    const build = hasBuild ? webBuild(webRoot, shell, await productPageDrawer(serverBuild)) : null;
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text file (apps/web/vite-plugins/precompress.ts).
        preCompressed: true,
        setHeaders(reply, path) {
          const hashed = path.startsWith(join(webRoot, 'assets'));
          // The email logo is loaded by mail clients each time a message is opened, for years: a week's cache.
          const emailPicture = isEmailPicturePath(`/${relative(webRoot, path)}`);
          reply.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : emailPicture ? 'public, max-age=604800' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const [pathname = '/', query] = request.url.split('?');
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith(`${API_PREFIX}/`) && pathname !== API_PREFIX;
      if (!wantsPage || !build || !shellDocument) {
        return reply.status(404).send({ error: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}.` } satisfies ErrorBody);
      }
      const prerenderedPage = prerendered.get(prerenderedPageKey(pathname, query));
      reply.status(isSiteRoute(pathname, { production }) ? 200 : 404).header('cache-control', 'no-cache');
      if (prerenderedPage) return sendHtmlDocument(request, reply, prerenderedPage);
      const page = { path: request.url, pathname, search: new URLSearchParams(query), request, reply };
      const answer = pages
        ? await pages(page, build).catch((error: unknown) => {
            if (isOwnFailure(error)) request.log.error({ err: error }, 'the server could not answer this page; the browser draws it');
            return null;
          })
        : null;
      if (answer && 'document' in answer) {
        return reply
          .header('cache-control', answer.private ? 'private, no-cache' : 'no-cache')
          .type('text/html; charset=utf-8')
          .send(answer.document);
      }
      const hints = answer?.hints ?? [];
      if (hints.length === 0) return sendHtmlDocument(request, reply, shellDocument);
      return reply.type('text/html; charset=utf-8').send(shell.replace('</head>', `${hints.join('')}</head>`));
    });
  },
);
