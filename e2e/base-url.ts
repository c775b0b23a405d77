import { test } from '@playwright/test';

/**
 * The end-to-end stores, two of each kind (playwright.config.ts): each Playwright worker tests a
 * store of its own, listening on the port the config picked for it once per run (E2E_PORTS), by
 * its project's kind and its parallel index, which a worker started again after a failure keeps.
 * - `production`: the journeys through the production line, on a store that cuts out and drafts
 *   every upload as a shop does by default;
 * - `shop`: the journeys that buy, pay, review and manage a render staff finish by hand, on a
 *   store without automatic drafts (`AUTO_DRAFTS=false`), whose drafts nobody would look at.
 */
const STORE_KINDS = ['production', 'shop'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];
export const STORES_PER_KIND = 2;
/** Each store's kind, in the order of E2E_PORTS. */
export const STORES: readonly StoreKind[] = STORE_KINDS.flatMap((kind) => Array<StoreKind>(STORES_PER_KIND).fill(kind));

/** The store of a test: its project names the kind (a Playwright project per kind), its worker which one. */
export function storeUrlOf({ project, parallelIndex }: { project: { name: string }; parallelIndex: number }): string {
  const ports = (process.env.E2E_PORTS ?? '').split(',');
  const index = STORE_KINDS.indexOf(project.name as StoreKind) * STORES_PER_KIND + (parallelIndex % STORES_PER_KIND);
  return `http://localhost:${ports[index] ?? ports[0]}`;
}

/** The store of the test running now. */
export function baseUrl(): string {
  return storeUrlOf(test.info());
}
