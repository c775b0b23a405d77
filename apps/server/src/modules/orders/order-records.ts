import type { AdminOrder, Order } from '@store/shared/orders';

/** The gift card id is the store's own: staff and customers see only what it paid. */
export type OrderRecord = AdminOrder & { userId: string; giftCardId: string | null };

/** What the customer sees of their order: no account, notes or print provider's details. */
export function toCustomerOrder(order: OrderRecord): Order {
  const { id, name, email, status, paymentStatus, refundedCents, items, shippingInfo, amountCents, charges, trackingNumbers, createdAt } =
    order;
  return {
    id,
    name,
    email,
    status,
    paymentStatus,
    refundedCents,
    items,
    shippingInfo,
    amountCents,
    charges,
    giftCardRefundedCents: order.giftCardRefundedCents ?? 0,
    gift: order.gift ?? null,
    trackingNumbers,
    createdAt,
  };
}
