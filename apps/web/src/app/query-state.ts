import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

/** The element a server-drawn page carries its queries in (apps/web/src/entry-server.tsx writes it, src/main.tsx reads it). */
const QUERY_STATE_ID = 'query-state';

/**
 * The finished queries a page was drawn from, as a JSON data block for the end of its <body>: the
 * browser runs no script for it (so the content security policy has nothing to allow), and `<` is
 * escaped, so nothing in the data can close the element.
 */
export function queryStateElement(queryClient: QueryClient): string {
  const json = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${QUERY_STATE_ID}">${json}</script>`;
}

/** Fills the browser's query client from the page's own queries, when the server drew it; true when it did. */
export function hydrateQueryState(queryClient: QueryClient, page: Document): boolean {
  const element = page.getElementById(QUERY_STATE_ID);
  if (!element?.textContent) return false;
  hydrate(queryClient, JSON.parse(element.textContent));
  return true;
}
