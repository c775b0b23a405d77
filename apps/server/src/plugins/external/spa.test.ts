import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createRecordingTransport, createTestDatabase } from '#test/test-app.ts';
import spaPlugin from './spa.ts';

const SHELL = '<!doctype html><title>MotoMuse</title><div id="root"></div>';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};`;

/** A hashed script as the web build leaves it: with its brotli and gzip copies beside it. */
function writeBuiltScript(folder: string, name: string): void {
  mkdirSync(join(folder, 'assets'), { recursive: true });
  writeFileSync(join(folder, 'assets', name), SCRIPT);
  writeFileSync(join(folder, 'assets', `${name}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(join(folder, 'assets', `${name}.gz`), gzipSync(SCRIPT));
}

describe('pages of the built site', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function siteIn(nodeEnv: 'development' | 'production', prerendered: Record<string, string> = {}): Promise<FastifyInstance> {
    const folder = mkdtempSync(join(tmpdir(), 'store-site-'));
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    writeFileSync(join(folder, 'index.html'), SHELL);
    writeFileSync(join(folder, 'index.html.br'), brotliCompressSync(SHELL));
    writeFileSync(join(folder, 'index.html.gz'), gzipSync(SHELL));
    writeBuiltScript(folder, 'app-Ab12Cd34.js');
    mkdirSync(join(folder, 'prerendered'));
    for (const [name, html] of Object.entries(prerendered)) writeFileSync(join(folder, 'prerendered', name), html);
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const config = loadConfig({
      NODE_ENV: nodeEnv,
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: 'a-private-random-test-secret-0123456789',
      DATA_DIR: join(folder, 'data'),
      PHOTO_CHECK: 'false',
      AUTO_DRAFTS: 'false',
    });
    const { app } = await buildApp({
      config,
      database: database.handle,
      mailTransport: createRecordingTransport().transport,
      webRoot: folder,
    });
    cleanups.push(() => app.close());
    await app.ready();
    return app;
  }

  it('answers the development mailbox as a page that does not exist in production', async () => {
    const app = await siteIn('production');
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/gallery' })).statusCode).toBe(200);
  });

  it('serves the development mailbox outside production', async () => {
    const app = await siteIn('development');
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(SHELL);
  });

  it('answers a prerendered public page with its HTML, without a query, for GET and HEAD', async () => {
    const gallery = '<!doctype html><title>Gallery · MotoMuse</title><div id="root"><h1>Gallery</h1></div>';
    const app = await siteIn('production', { 'pages.json': JSON.stringify({ '/gallery': 'gallery.html' }), 'gallery.html': gallery });

    const page = await app.inject({ method: 'GET', url: '/gallery' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe(gallery);
    const head = await app.inject({ method: 'HEAD', url: '/gallery' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(gallery)));

    expect((await app.inject({ method: 'GET', url: '/gallery?style=Anime' })).body).toBe(SHELL);
    expect((await app.inject({ method: 'GET', url: '/faq' })).body).toBe(SHELL);
  });

  it('answers a prerendered page from memory, compressed as the client takes it and revalidated by its ETag', async () => {
    const gallery = `<!doctype html><title>Gallery · MotoMuse</title><div id="root">${'<p>A bike.</p>'.repeat(200)}</div>`;
    const app = await siteIn('production', { 'pages.json': JSON.stringify({ '/gallery': 'gallery.html' }), 'gallery.html': gallery });
    const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/gallery', headers });

    const brotli = await get({ 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(gallery);
    const gzip = await get({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(gallery);
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(gallery);

    expect([gzip.headers.etag, plain.headers.etag]).toEqual([brotli.headers.etag, brotli.headers.etag]);
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers the login page and its sign-up form prerendered, a return-to or not, and any other query with the shell', async () => {
    const login = '<!doctype html><title>Log in · MotoMuse</title><div id="root"><h1>Login</h1></div>';
    const signup = '<!doctype html><title>Sign up · MotoMuse</title><div id="root"><h1>Sign Up</h1></div>';
    const pages = { '/login': 'login.html', '/login?mode=signup': 'signup.html' };
    const app = await siteIn('production', { 'pages.json': JSON.stringify(pages), 'login.html': login, 'signup.html': signup });
    const body = async (url: string) => (await app.inject({ method: 'GET', url })).body;

    expect(await body('/login?returnTo=%2Fupload')).toBe(login);
    expect(await body('/login?mode=signup')).toBe(signup);
    expect(await body('/login?returnTo=%2Fupload&mode=signup')).toBe(signup);
    expect(await body('/login?error=google')).toBe(SHELL);
  });

  it('sends a built asset precompressed: brotli, else gzip, else as it is, varying on accept-encoding', async () => {
    const app = await siteIn('production');
    const url = '/assets/app-Ab12Cd34.js';

    const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the page shell compressed when it has precompressed copies, revalidated by its ETag', async () => {
    const app = await siteIn('production');
    const page = await app.inject({ method: 'GET', url: '/gallery', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(SHELL);
    expect(page.headers.etag).toBeDefined();

    const again = await app.inject({
      method: 'GET',
      url: '/gallery',
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('compresses API JSON of 1 KB or more, and leaves smaller answers as they are', async () => {
    const app = await siteIn('production');
    const catalog = await app.inject({ method: 'GET', url: '/api/catalog', headers: { 'accept-encoding': 'br, gzip' } });
    expect(catalog.headers['content-encoding']).toBe('br');
    expect(catalog.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(catalog.rawPayload).toString())).toHaveProperty('digital');
    expect(Number(catalog.headers['content-length'])).toBeLessThan(1024);

    const gzip = await app.inject({ method: 'GET', url: '/api/catalog', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const site = await app.inject({ method: 'GET', url: '/api/site', headers: { 'accept-encoding': 'br, gzip' } });
    expect(site.rawPayload.length).toBeLessThan(1024);
    expect(site.headers['content-encoding']).toBeUndefined();
    expect(site.json()).toHaveProperty('supportEmail');
  });

  it('puts the hints of a page the browser renders into its head, and leaves a page without hints as built', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'store-site-'));
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    writeFileSync(
      join(folder, 'index.html'),
      '<!doctype html><html><head><title>MotoMuse</title><script type="module" crossorigin src="/assets/index-A1.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-B2.js"></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(join(folder, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-A1.js', imports: ['_framework-B2.js'] },
      '_framework-B2.js': { file: 'assets/framework-B2.js' },
      'src/page.tsx': { file: 'assets/page-C3.js', imports: ['_framework-B2.js', '_shared-D4.js', 'index.html'] },
      '_shared-D4.js': { file: 'assets/shared-D4.js', imports: ['_framework-B2.js'] },
    };
    writeFileSync(join(folder, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const app = Fastify();
    cleanups.push(() => app.close());
    await app.register(spaPlugin, {
      webRoot: folder,
      production: true,
      pages: async ({ pathname, search }, build) => {
        if (pathname === '/product/broken') throw new Error('no such render');
        if (!pathname.startsWith('/product/')) return null;
        return {
          hints: [
            `<link rel="preload" as="image" href="/a.webp?ratio=${search.get('ratio')}">`,
            ...build.pageModules('src/page.tsx').map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
          ],
        };
      },
    });

    const product = await app.inject({ method: 'GET', url: '/product/r1?ratio=1x1' });
    expect(product.statusCode).toBe(200);
    expect(product.headers['content-type']).toMatch(/^text\/html/);
    // The page's module and what it imports, but not the entry script's own chunks, which the page loads anyway.
    expect(product.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/framework-B2.js"><link rel="preload" as="image" href="/a.webp?ratio=1x1"><link rel="modulepreload" crossorigin href="/assets/page-C3.js"><link rel="modulepreload" crossorigin href="/assets/shared-D4.js"></head>',
    );
    expect((await app.inject({ method: 'GET', url: '/product/broken' })).body).not.toContain('rel="preload"');
    expect((await app.inject({ method: 'GET', url: '/dashboard' })).body).not.toContain('rel="preload"');
  });

  it('answers a page the web’s server build draws with its document, kept out of shared caches when drawn for a signed-in viewer', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'store-site-'));
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    const webRoot = join(folder, 'dist');
    const serverBuild = join(folder, 'dist-server');
    mkdirSync(webRoot);
    mkdirSync(serverBuild);
    writeFileSync(join(webRoot, 'index.html'), SHELL);
    writeFileSync(join(serverBuild, 'page-template.html'), '<!doctype html><div id="root"></div>');
    // The entry as the web build makes it: an ES module with the product page's drawer.
    writeFileSync(
      join(serverBuild, 'entry-server.js'),
      `export async function renderProductPage({ template, path, reads }) {
        if (reads.render.id === 'broken') throw new Error('the page failed to draw');
        return template.replace('<div id="root"></div>', '<div id="root"><h1>' + reads.render.style + ' at ' + path + '</h1></div>');
      }`,
    );
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
    cleanups.push(() => app.close());
    await app.register(spaPlugin, {
      webRoot,
      serverBuild,
      production: true,
      pages: async ({ path, pathname, request }, build) => {
        const id = pathname.split('/')[2]!;
        const reads = { render: { id, style: 'Retro' }, catalog: {} } as unknown as Parameters<
          NonNullable<typeof build.drawProductPage>
        >[0]['reads'];
        return { document: await build.drawProductPage!({ path, reads, modules: [] }), private: request.headers.cookie !== undefined };
      },
    });

    const visitor = await app.inject({ method: 'GET', url: '/product/r1?ratio=1x1' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.body).toBe('<!doctype html><div id="root"><h1>Retro at /product/r1?ratio=1x1</h1></div>');

    const signedIn = await app.inject({ method: 'GET', url: '/product/r1', headers: { cookie: 'session=1' } });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');

    const broken = await app.inject({ method: 'GET', url: '/product/broken' });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(SHELL);
    expect(logged.join('')).toContain('the page failed to draw');
  });
});
