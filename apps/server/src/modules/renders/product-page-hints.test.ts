import { describe, expect, it } from 'vitest';
import type { Render } from '@store/shared/renders';
import { HttpError } from '#server/http-errors.ts';
import { productPageHints } from './product-page-hints.ts';
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
  const build = { modulePreloads: (source: string) => [`<link rel="modulepreload" href="${source}">`] };
  return (pathname: string, search: URLSearchParams) => productPageHints(renders)(pathname, search, build);
}

/** What follows the image on every product page: its first reads and its module. */
const READS_AND_MODULE = [
  '<link rel="preload" as="fetch" href="/api/renders/r1" crossorigin="anonymous">',
  '<link rel="preload" as="fetch" href="/api/catalog" crossorigin="anonymous">',
  '<link rel="modulepreload" href="src/features/product/pages/product-page.tsx">',
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
