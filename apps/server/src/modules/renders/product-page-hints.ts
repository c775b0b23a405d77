import { catalogEndpoints } from '@store/shared/api/catalog';
import { renderEndpoints } from '@store/shared/api/renders';
import { imageForRatio, previewSrcSet, PRODUCT_PREVIEW_SIZES, PRODUCT_SEARCH_KEYS, shownRatio } from '@store/shared/product';
import { matchRoute, routes } from '@store/shared/routes';
import type { PageHints } from '#server/plugins/external/spa.ts';
import type { RenderService } from './render-service.ts';

/** The product page's module in the web app's source (apps/web), as the build's manifest names it. */
const PRODUCT_PAGE_MODULE = 'src/features/product/pages/product-page.tsx';

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The product page renders in the browser, so its largest image, the watermarked preview of the
 * ratio it opens with, would wait for the app's scripts and the render's data. The page's HTML
 * preloads it instead, chosen by the same rule as the page (`shownRatio`), and the two reads the
 * page starts with.
 */
export function productPageHints(renders: RenderService): PageHints {
  return async (pathname, search, build) => {
    const params = matchRoute(routes.product, pathname);
    if (!params) return [];
    const render = await renders.read(params.renderId, null);
    if (render.status !== 'complete') return [];
    const ratio = shownRatio(render, search.get(PRODUCT_SEARCH_KEYS.ratio));
    const image = ratio ? imageForRatio(render.results, ratio) : null;
    if (!image) return [];
    // The same candidates and sizes as the page's <img>, so the browser picks the same file for both.
    const srcset = previewSrcSet(image);
    const candidates = srcset ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(PRODUCT_PREVIEW_SIZES)}"` : '';
    return [
      `<link rel="preload" as="image" href="${attribute(image.preview)}"${candidates} fetchpriority="high">`,
      // The page's first reads, so they do not wait for its scripts either (fetch() sends the same request).
      `<link rel="preload" as="fetch" href="${attribute(renderEndpoints.read.href({ params: { id: render.id } }))}" crossorigin="anonymous">`,
      `<link rel="preload" as="fetch" href="${catalogEndpoints.catalog.href()}" crossorigin="anonymous">`,
      ...build.modulePreloads(PRODUCT_PAGE_MODULE),
    ];
  };
}
