import { catalogEndpoints } from '@store/shared/api/catalog';
import { renderEndpoints } from '@store/shared/api/renders';
import { imageForRatio, previewSrcSet, PRODUCT_PREVIEW_SIZES, PRODUCT_SEARCH_KEYS, shownRatio } from '@store/shared/product';
import type { Render } from '@store/shared/renders';
import { matchRoute, routes } from '@store/shared/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SignedInUser } from '#server/plugins/app/auth-guard.ts';
import type { ServerPages } from '#server/plugins/external/spa.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { RenderService } from './render-service.ts';

/** The product page's module in the web app's source (apps/web), as the build's manifest names it. */
const PRODUCT_PAGE_MODULE = 'src/features/product/pages/product-page.tsx';

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Who asks for a page, as the API would see them. */
export type PageViewer = (request: FastifyRequest, reply: FastifyReply) => Promise<SignedInUser | null>;

/** The preview of the ratio the page opens with, chosen by the same rule as the page (`shownRatio`), at high priority. */
function previewPreload(render: Render, search: URLSearchParams): string | null {
  const ratio = shownRatio(render, search.get(PRODUCT_SEARCH_KEYS.ratio));
  const image = ratio ? imageForRatio(render.results, ratio) : null;
  if (!image) return null;
  // The same candidates and sizes as the page's <img>, so the browser picks the same file for both.
  const srcset = previewSrcSet(image);
  const candidates = srcset ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(PRODUCT_PREVIEW_SIZES)}"` : '';
  return `<link rel="preload" as="image" href="${attribute(image.preview)}"${candidates} fetchpriority="high">`;
}

/**
 * The product page, answered by the server (decision 048). With the web's server build it is drawn
 * whole for the one who asks, from the same reads the API would give them, so its heading and
 * preview paint with the HTML rather than after the app's scripts and reads. Without one (a
 * development or test web root) the HTML preloads the preview, the page's two reads and its module.
 */
export function productPage(deps: { renders: RenderService; catalog: Pick<CatalogService, 'catalog'>; viewer: PageViewer }): ServerPages {
  return async ({ path, pathname, search, request, reply }, build) => {
    const params = matchRoute(routes.product, pathname);
    if (!params) return null;
    if (build.drawProductPage) {
      const viewer = await deps.viewer(request, reply);
      const [render, catalog] = await Promise.all([deps.renders.read(params.renderId, viewer), deps.catalog.catalog()]);
      const reads = {
        render: z.encode(renderEndpoints.read.responses[200], render),
        catalog: z.encode(catalogEndpoints.catalog.responses[200], catalog),
      };
      const document = await build.drawProductPage({ path, reads, modules: build.pageModules(PRODUCT_PAGE_MODULE) });
      return { document, private: viewer !== null };
    }
    const render = await deps.renders.read(params.renderId, null);
    const preview = render.status === 'complete' ? previewPreload(render, search) : null;
    if (!preview) return null;
    return {
      hints: [
        preview,
        // The page's first reads, so they do not wait for its scripts either (fetch() sends the same request).
        `<link rel="preload" as="fetch" href="${attribute(renderEndpoints.read.href({ params: { id: render.id } }))}" crossorigin="anonymous">`,
        `<link rel="preload" as="fetch" href="${catalogEndpoints.catalog.href()}" crossorigin="anonymous">`,
        ...build.pageModules(PRODUCT_PAGE_MODULE).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ],
    };
  };
}
