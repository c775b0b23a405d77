/**
 * The store this Playwright worker tests: each worker has a store of its own, listening on the
 * port the config picked for it once per run (E2E_PORTS, in the order of the workers' parallel
 * index, which a worker started again after a failure keeps).
 */
export const BASE_URL = storeUrlOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export function storeUrlOf(parallelIndex: number): string {
  const ports = (process.env.E2E_PORTS ?? '').split(',');
  return `http://localhost:${ports[parallelIndex] ?? ports[0]}`;
}
