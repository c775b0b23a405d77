import type { ChangeNotices } from '#server/db/change-notices.ts';
import { createReadCache } from '#server/db/read-cache.ts';
import type { OrderRepository } from './order-repository.ts';
import type { OrderSalesRepository } from './order-sales-repository.ts';

const CUSTOMERS_KEPT = 5_000;

/**
 * Who bought what, for the modules orders are made from: renders ask it before handing out
 * full-resolution results, production before it lets go of a render, reviews before they take one.
 */
export function createPurchases(orders: OrderRepository, sales: OrderSalesRepository, notices: ChangeNotices) {
  // Each customer's digital purchases, read on every visit of their dashboard (decision 066).
  const digital = createReadCache<Map<string, string>>(notices, CUSTOMERS_KEPT);
  notices.on('purchases-of-user', (userId) => digital.forget(userId));
  return {
    orderedAmong: (renderIds: readonly string[]) => sales.orderedAmong(renderIds),
    hasPurchased: (userId: string, renderId: string) => orders.hasPurchased(userId, renderId),
    digitalPurchases: (userId: string) => digital.read(userId, () => orders.digitalPurchases(userId)),
    countForRender: (renderId: string) => orders.countForRender(renderId),
    paidOrderWith: (userId: string, renderId: string) => orders.paidOrderWith(userId, renderId),
  };
}

export type Purchases = ReturnType<typeof createPurchases>;
