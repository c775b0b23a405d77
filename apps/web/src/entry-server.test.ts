import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '@store/shared/catalog-prices';
import type { Render } from '@store/shared/renders';
import { hoistedHead } from '../scripts/page-document.ts';
import { PRERENDERED_PAGES, renderPage, renderProductPage } from './entry-server.tsx';

describe('the prerendered public pages', () => {
  // The first page rendered loads every page's modules: seconds on a busy machine.
  it.each(PRERENDERED_PAGES)(
    'renders $path with its own title and description ahead of its markup',
    async ({ path }) => {
      const { head, body } = hoistedHead(await renderPage(path));
      expect(head).toMatch(/<title>[^<]+ · MotoMuse<\/title>/);
      expect(head).toMatch(/<meta name="description" content="[^"]{40,}"\/>/);
      expect(body).toMatch(/^<div class="flex min-h-dvh flex-col">/);
      expect(body).toMatch(/<h1[ >]/);
    },
    30_000,
  );

  it('preloads the largest image of the home page and the gallery at high priority', async () => {
    for (const path of ['/', '/gallery']) {
      const { head } = hoistedHead(await renderPage(path));
      expect(head).toMatch(/<link rel="preload" as="image" imageSrcSet="[^"]+ \d+w, [^"]+ \d+w"[^>]* fetchPriority="high"\/>/);
    }
  });

  it('gives every page a different title', async () => {
    const titles = await Promise.all(
      PRERENDERED_PAGES.map(async ({ path }) => /<title>([^<]+)<\/title>/.exec(await renderPage(path))?.[1]),
    );
    expect(new Set(titles).size).toBe(PRERENDERED_PAGES.length);
  });
});

describe('the product page drawn for who asks', () => {
  const template =
    '<!doctype html><html><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"><title>MotoMuse</title><meta name="description" content="Custom art."><script type="module" crossorigin src="/assets/start-C3.js" data-entry="/assets/index-D4.js" data-modules="/assets/framework-B2.js"></script></head><body><div id="root"></div></body></html>';
  const render: Render = {
    id: 'r1',
    style: 'Anime',
    aspectRatio: '3x2',
    status: 'complete',
    submittedAt: '2026-11-01T10:00:00.000Z',
    completedAt: '2026-11-02T10:00:00.000Z',
    results: { '3x2': { preview: '/api/renders/r1/results/3x2/preview?v=2', width: 4500, height: 3000 } },
    width: 3000,
    height: 2000,
    purchase: { mayBuy: true, refusal: null, digitalDownloadOrderId: null },
  };

  it('shows its heading and preview in the HTML, with the reads it was drawn from for the browser', async () => {
    const catalog = defaultCatalog();
    const document = await renderProductPage({
      template,
      path: '/product/r1?ratio=3x2',
      reads: { render, catalog },
      modules: ['/assets/product-A1.js'],
    });
    const head = document.slice(0, document.indexOf('</head>'));
    expect(head).toContain('<title>Anime render · MotoMuse</title>');
    expect(head).toContain('data-modules="/assets/framework-B2.js /assets/product-A1.js"');
    expect(head).toMatch(
      /<link rel="preload" as="image" href="\/api\/renders\/r1\/results\/3x2\/preview\?v=2"[^>]*fetchPriority="high"\/>/,
    );
    const root = /<div id="root">(.*)<\/div><script type="application\/json" id="query-state">(.*)<\/script><\/body>/s.exec(document);
    expect(root?.[1]).toMatch(/<h1[^>]*>Anime(<!-- -->)? Render<\/h1>/);
    expect(root?.[1]).toMatch(/<img [^>]*alt="Watermarked preview of the Anime render, 3x2 Landscape"/);
    const state = JSON.parse(root![2]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    expect(state.queries.map((query) => [query.queryKey, query.state.data])).toEqual([
      [['renders', 'detail', 'r1'], render],
      [['catalog'], catalog],
    ]);
  });
});
