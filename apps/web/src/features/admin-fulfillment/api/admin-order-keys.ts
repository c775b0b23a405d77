import type { FulfillmentParams } from '../fulfillment-params.ts';

/** Every list and detail of orders lives under this key, so one invalidation can refresh them all. */
export const adminOrdersKey = ['admin', 'orders'] as const;

/** Every filtered list of orders: what a change to one order can move in or out of. */
export const adminOrderListsKey = [...adminOrdersKey, 'list'] as const;

export const adminOrderListKey = (params: FulfillmentParams) => [...adminOrderListsKey, params] as const;

export const adminOrderDetailKey = (orderId: string) => [...adminOrdersKey, 'detail', orderId] as const;

/** Paid payment sessions without an order, as last asked of the payment provider. */
export const missingOrdersKey = ['admin', 'reconcile'] as const;
