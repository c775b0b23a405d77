import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Render } from '@store/shared/renders';
import { HttpError } from '#server/http-errors.ts';
import { buyerWithPublishedRender, digitalOnlyRenderImage } from '#test/production.ts';
import { createTestApp, signUp, type TestApp } from '#test/test-app.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import { productPage } from './product-page.ts';
import type { RenderService } from './render-service.ts';

function result(preview: string) {
  return { preview, full: `${preview}-full`, width: 1500, height: 1000 };
}

const finished = {
  id: 'r1',
  status: 'complete',
  width: 3000,
  height: 2000,
  results: { '1x1': result('/api/renders/r1/results/1x1/preview?v=7'), '3x2': result('/api/renders/r1/results/3x2/preview?v=7&x="<') },
} as unknown as Render;

function hintsFor(render: Render | null) {
  const renders = {
    read: async (id: string) => {
      if (!render || id !== render.id) throw new HttpError(404, 'NOT_FOUND', 'Render not found.');
      return render;
    },
  } as unknown as RenderService;
  const build = { pageModules: (source: string) => [`/${source}`], drawProductPage: null };
  const page = productPage({ renders, catalog: {} as CatalogService, viewer: async () => null });
  return async (pathname: string, search: URLSearchParams) => {
    const request = {} as FastifyRequest;
    const answer = await page({ path: pathname, pathname, search, request, reply: {} as FastifyReply }, build);
    return answer && 'hints' in answer ? answer.hints : [];
  };
}

/** What follows the image on every product page: its first reads and its module. */
const READS_AND_MODULE = [
  '<link rel="preload" as="fetch" href="/api/renders/r1" crossorigin="anonymous">',
  '<link rel="preload" as="fetch" href="/api/catalog" crossorigin="anonymous">',
  '<link rel="modulepreload" crossorigin href="/src/features/product/pages/product-page.tsx">',
];

describe('the product page’s hints', () => {
  it('preload the preview of the ratio the page opens with (escaped for an attribute), the page’s reads and its module', async () => {
    expect(await hintsFor(finished)('/product/r1', new URLSearchParams())).toEqual([
      '<link rel="preload" as="image" href="/api/renders/r1/results/3x2/preview?v=7&amp;x=&quot;&lt;" fetchpriority="high">',
      ...READS_AND_MODULE,
    ]);
  });

  it('offer the phone’s copy with the page’s sizes when the preview has one', async () => {
    const withCopies = {
      ...finished,
      results: { '3x2': { ...result('/p/3x2?v=7'), smallPreview: '/p/3x2?v=7&w=720', width: 3000, height: 2000 } },
    } as unknown as Render;
    expect(await hintsFor(withCopies)('/product/r1', new URLSearchParams())).toEqual([
      '<link rel="preload" as="image" href="/p/3x2?v=7" imagesrcset="/p/3x2?v=7&amp;w=720 720w, /p/3x2?v=7 1200w" imagesizes="(min-width: 1024px) 620px, calc(100vw - 2rem)" fetchpriority="high">',
      ...READS_AND_MODULE,
    ]);
  });

  it('follow the ratio in the address', async () => {
    expect(await hintsFor(finished)('/product/r1', new URLSearchParams({ ratio: '1x1' }))).toEqual([
      '<link rel="preload" as="image" href="/api/renders/r1/results/1x1/preview?v=7" fetchpriority="high">',
      ...READS_AND_MODULE,
    ]);
  });

  it('are none for other pages and unfinished renders, and a missing render is the caller’s to handle', async () => {
    expect(await hintsFor(finished)('/gallery', new URLSearchParams())).toEqual([]);
    expect(await hintsFor({ ...finished, status: 'pending' })('/product/r1', new URLSearchParams())).toEqual([]);
    await expect(hintsFor(null)('/product/r1', new URLSearchParams())).rejects.toThrow('Render not found.');
  });
});

describe('the product page drawn by the server', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof buyerWithPublishedRender>>;
  let folder: string;

  beforeAll(async () => {
    // A web build whose server entry writes down what it was asked to draw.
    folder = mkdtempSync(join(tmpdir(), 'store-site-'));
    mkdirSync(join(folder, 'dist'));
    mkdirSync(join(folder, 'dist-server'));
    writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(folder, 'dist', '.vite'));
    const manifest = {
      'src/features/product/pages/product-page.tsx': { file: 'assets/product-page-A1.js', imports: ['_prices-B2.js'] },
      '_prices-B2.js': { file: 'assets/prices-B2.js' },
    };
    writeFileSync(join(folder, 'dist', '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(folder, 'dist-server', 'page-template.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      join(folder, 'dist-server', 'entry-server.js'),
      `export async function renderProductPage({ template, path, reads, modules }) {
        return template.replace('<div id="root"></div>', '<div id="root">' + JSON.stringify({ path, reads, modules }) + '</div>');
      }`,
    );
    t = await createTestApp({}, { webRoot: join(folder, 'dist'), webServerBuild: join(folder, 'dist-server') });
    people = await buyerWithPublishedRender(t, digitalOnlyRenderImage);
  });

  afterAll(async () => {
    await t?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function drawn(path: string, cookie?: string) {
    const response = await t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
    const drawing = /<div id="root">(.*)<\/div>/.exec(response.body)?.[1];
    return {
      response,
      drawing: drawing ? (JSON.parse(drawing) as { path: string; reads: { render: unknown; catalog: unknown }; modules: string[] }) : null,
    };
  }

  async function apiRead(url: string, cookie?: string): Promise<unknown> {
    return (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).json();
  }

  it('is drawn from what the API answers a visitor, and may be kept by any cache that revalidates', async () => {
    const { response, drawing } = await drawn(`/product/${people.renderId}?ratio=1x1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(drawing?.path).toBe(`/product/${people.renderId}?ratio=1x1`);
    expect(drawing?.modules).toEqual(['/assets/product-page-A1.js', '/assets/prices-B2.js']);
    expect(drawing?.reads.render).toEqual(await apiRead(`/api/renders/${people.renderId}`));
    expect(drawing?.reads.catalog).toEqual(await apiRead('/api/catalog'));
  });

  it('is drawn for the signed-in owner as the API answers them, and stays out of shared caches', async () => {
    const { response, drawing } = await drawn(`/product/${people.renderId}`, people.buyer);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const ownersRead = await apiRead(`/api/renders/${people.renderId}`, people.buyer);
    expect(drawing?.reads.render).toEqual(ownersRead);
    expect(ownersRead).not.toEqual(await apiRead(`/api/renders/${people.renderId}`));

    const stranger = (await signUp(t.app, { name: 'Sam Stranger', email: 'sam@example.com' })).cookie;
    expect((await drawn(`/product/${people.renderId}`, stranger)).drawing?.reads.render).toEqual(
      await apiRead(`/api/renders/${people.renderId}`, stranger),
    );
  });

  it('is left to the browser when there is no such render', async () => {
    const { response, drawing } = await drawn('/product/no-such-render');
    expect(response.statusCode).toBe(200);
    expect(drawing).toBeNull();
    expect(response.body).toBe('<!doctype html><div id="root"></div>');
  });
});
