import { describe, expect, it } from 'vitest';
import { hoistedHead } from '../scripts/page-document.ts';
import { PRERENDERED_PAGES, renderPage } from './entry-prerender.tsx';

describe('the prerendered public pages', () => {
  it.each(PRERENDERED_PAGES)('renders $path with its own title and description ahead of its markup', async ({ path }) => {
    const { head, body } = hoistedHead(await renderPage(path));
    expect(head).toMatch(/<title>[^<]+ · MotoMuse<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]{40,}"\/>/);
    expect(body).toMatch(/^<div class="flex min-h-dvh flex-col">/);
    expect(body).toMatch(/<h1[ >]/);
  });

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
