import fp from 'fastify-plugin';
import { HttpError } from '#server/http-errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Refuses every state-changing request another site sends (cross-site request forgery), on every
 * route but those open to other sites by design (signed webhooks). See docs/decisions/013-cross-site-requests.md.
 */
export default fp<{ trustedOrigins: string[]; openToOtherSites: string[] }>(async (app, { trustedOrigins, openToOtherSites }) => {
  const trusted = new Set(trustedOrigins);
  const open = new Set(openToOtherSites);

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || open.has(request.routeOptions.url ?? '')) return;
    const { origin, referer } = request.headers;
    // Under a no-referrer policy browsers send `Origin: null` even to the page's own origin; Sec-Fetch-Site, which pages cannot set, tells.
    if (origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin') return;
    const claimed = origin ?? referer;
    // Browsers always name the origin of a cross-site POST; a request naming none comes from a tool, not a visitor's browser.
    if (claimed === undefined || trusted.has(originOf(claimed) ?? '')) return;
    throw new HttpError(403, 'CROSS_SITE_REQUEST', 'This request came from another site, so the store did not accept it.');
  });
});
