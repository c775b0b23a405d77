import type { Catalog } from './catalog-schemas.ts';
import type { Render } from './renders.ts';

/** What a product page starts from, as the API answers the one who asks (`GET /api/renders/:id`, `GET /api/catalog`). */
export type ProductPageReads = { render: Render; catalog: Catalog };

/**
 * The web build's server entry (apps/web/src/entry-server.tsx, built into apps/web/dist-server) as
 * the server calls it: a page drawn into the built page template as a whole HTML document, with
 * the reads it was drawn from for the browser to hydrate it from the same (decision 048).
 */
export type WebServerEntry = {
  /** `modules`: the page's own scripts, fetched beside the app's when it starts rather than after it. */
  renderProductPage(page: { template: string; path: string; reads: ProductPageReads; modules: string[] }): Promise<string>;
};
