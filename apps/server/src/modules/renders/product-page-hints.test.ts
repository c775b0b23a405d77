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
  return productPageHints(renders);
}

describe('the product page’s hints', () => {
  it('preload the preview of the ratio the page opens with, escaped for an attribute', async () => {
    expect(await hintsFor(finished)('/product/r1', new URLSearchParams())).toEqual([
      '<link rel="preload" as="image" href="/api/renders/r1/results/3x2/preview?v=7&amp;x=&quot;&lt;" fetchpriority="high">',
    ]);
  });

  it('offer the phone’s copy with the page’s sizes when the preview has one', async () => {
    const withCopies = {
      ...finished,
      results: { '3x2': { ...result('/p/3x2?v=7'), smallPreview: '/p/3x2?v=7&w=720', width: 3000, height: 2000 } },
    } as unknown as Render;
    expect(await hintsFor(withCopies)('/product/r1', new URLSearchParams())).toEqual([
      '<link rel="preload" as="image" href="/p/3x2?v=7" imagesrcset="/p/3x2?v=7&amp;w=720 720w, /p/3x2?v=7 1200w" imagesizes="(min-width: 1024px) 620px, calc(100vw - 2rem)" fetchpriority="high">',
    ]);
  });

  it('follow the ratio in the address', async () => {
    expect(await hintsFor(finished)('/product/r1', new URLSearchParams({ ratio: '1x1' }))).toEqual([
      '<link rel="preload" as="image" href="/api/renders/r1/results/1x1/preview?v=7" fetchpriority="high">',
    ]);
  });

  it('are none for other pages and unfinished renders, and a missing render is the caller’s to handle', async () => {
    expect(await hintsFor(finished)('/gallery', new URLSearchParams())).toEqual([]);
    expect(await hintsFor({ ...finished, status: 'pending' })('/product/r1', new URLSearchParams())).toEqual([]);
    await expect(hintsFor(null)('/product/r1', new URLSearchParams())).rejects.toThrow('Render not found.');
  });
});
