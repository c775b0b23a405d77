import type { OrderRepository } from './order-repository.ts';
import type { OrderSalesRepository } from './order-sales-repository.ts';

/**
 * Who bought what, for the modules orders are made from: renders ask it before handing out
 * full-resolution results, production before it lets go of a render, reviews before they take one.
 */
export function createPurchases(orders: OrderRepository, sales: OrderSalesRepository) {
  return {
    orderedAmong: (renderIds: readonly string[]) => sales.orderedAmong(renderIds),
    hasPurchased: (userId: string, renderId: string) => orders.hasPurchased(userId, renderId),
    digitalPurchases: (userId: string) => orders.digitalPurchases(userId),
    countForRender: (renderId: string) => orders.countForRender(renderId),
    paidOrderWith: (userId: string, renderId: string) => orders.paidOrderWith(userId, renderId),
  };
}

export type Purchases = ReturnType<typeof createPurchases>;
