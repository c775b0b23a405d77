import type { Order } from './orders.ts';

export type OrderMoney = {
  subtotalCents: number;
  discountCode: string | null;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  /** Paid with a gift card (decision 046): its money came in when the card was sold, so it is not in gross. */
  giftCardCents: number;
  /** What the customer paid through the payment provider: the subtotal less the discount and the gift card, plus shipping and tax. */
  grossCents: number;
  refundedCents: number;
  /** What the store keeps: paid less refunded. */
  netCents: number;
};

/**
 * An order's money, the one computation every screen and export reads (decision 039). The amount
 * paid is the truth for gross: orders from before charges were recorded (decision 021) have only it.
 */
export function orderMoney(order: Pick<Order, 'items' | 'amountCents' | 'charges' | 'refundedCents'>): OrderMoney {
  const subtotalCents = order.items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  return {
    subtotalCents,
    discountCode: order.charges?.discountCode ?? null,
    discountCents: order.charges?.discountCents ?? 0,
    shippingCents: order.charges?.shippingCents ?? 0,
    taxCents: order.charges?.taxCents ?? 0,
    giftCardCents: order.charges?.giftCardCents ?? 0,
    grossCents: order.amountCents,
    refundedCents: order.refundedCents,
    netCents: netCents(order),
  };
}

/** What an order leaves the store with once refunds are taken off: never below zero. */
export function netCents(order: Pick<Order, 'amountCents' | 'refundedCents'>): number {
  return Math.max(0, order.amountCents - order.refundedCents);
}
