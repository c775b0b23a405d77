import { z } from 'zod';
import { BORDER_STYLES } from './catalog.ts';
import { orderGiftSchema } from './gifts.ts';

/**
 * Orders (SPEC.md sections 3 and 4) have two states kept apart (decision 039): the fulfilment
 * status, which staff move freely and shipping facts move forward, and the payment status, which
 * only a refund through the payment provider changes.
 */
export const ORDER_STATUSES = ['paid', 'in-production', 'shipped', 'delivered', 'issue'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  paid: 'Paid',
  'in-production': 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  issue: 'Issue',
};

export const PAYMENT_STATUSES = ['paid', 'partially-refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid in full',
  'partially-refunded': 'Partially refunded',
  refunded: 'Refunded',
};

/** The payment status once this much of what was paid has been refunded in all. */
export function paymentStatusAfterRefunds(order: { amountCents: number }, refundedCents: number): PaymentStatus {
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= order.amountCents ? 'refunded' : 'partially-refunded';
}

/** Fulfilment statuses a tracking number moves to shipped: those before the parcel left. */
export function shipsOnTracking(status: OrderStatus): boolean {
  return status === 'paid' || status === 'in-production' || status === 'issue';
}

export const shippingInfoSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
});
export type ShippingInfo = z.infer<typeof shippingInfoSchema>;

export const orderItemSchema = z.object({
  renderId: z.string(),
  style: z.string(),
  image: z.string(),
  aspectRatio: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  isDigital: z.boolean(),
  borderStyle: z.enum(BORDER_STYLES).optional(),
  unitPriceCents: z.number().int(),
  variantId: z.string().nullable().optional(),
  /** The render version the line bought, or that staff chose for a canvas after a revision (decision 045). */
  versionId: z.string().nullable().optional(),
  /** When staff chose the version this canvas prints. */
  versionChosenAt: z.string().nullable().optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Money given back so far, through the payment provider (cents). */
  refundedCents: z.number().int(),
  items: z.array(orderItemSchema),
  shippingInfo: shippingInfoSchema.nullable(),
  amountCents: z.number().int(),
  /** What the amount paid holds besides the items (decision 021); orders from before it have none. */
  charges: z
    .object({
      discountCode: z.string().nullable(),
      discountCents: z.number().int(),
      shippingCents: z.number().int(),
      taxCents: z.number().int(),
      /** Paid with a gift card besides the amount (decision 046): not new money, the card's sale was. */
      giftCardCents: z.number().int().optional(),
    })
    .optional(),
  /** Given back onto the gift card that paid part of the order (decision 046). */
  giftCardRefundedCents: z.number().int().optional(),
  /** A canvas sent as a gift: its message and recipient; the address is `shippingInfo` (decision 046). */
  gift: orderGiftSchema.nullable().optional(),
  trackingNumbers: z.array(z.string()),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderEventSchema = z.object({ kind: z.string(), message: z.string(), actor: z.string(), createdAt: z.string() });

export const adminOrderSchema = orderSchema.extend({
  /** The customer's account; the order's own name and email are the payer's, as given at checkout. */
  account: z.object({ name: z.string(), email: z.string() }).nullable(),
  notes: z.string(),
  paymentSessionId: z.string(),
  printProvider: z.string(),
  printOrderId: z.string().nullable(),
  printDashboardUrl: z.string().nullable(),
  printStatus: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const printVersionOptionSchema = z.object({ id: z.string(), number: z.number().int(), thumbnailUrl: z.string().nullable() });
export type PrintVersionOption = z.infer<typeof printVersionOptionSchema>;

/** Which version each rendered canvas of an order prints, and whether staff must choose it after a revision (decision 045). */
export const printVersionSchema = z.object({
  renderId: z.string(),
  style: z.string(),
  printing: printVersionOptionSchema.nullable(),
  published: printVersionOptionSchema.nullable(),
  needsChoice: z.boolean(),
  sentToPrint: z.boolean(),
  /** The render's published versions, newest first: what staff may choose from. */
  options: z.array(printVersionOptionSchema),
});
export type PrintVersion = z.infer<typeof printVersionSchema>;

export const adminOrderDetailSchema = adminOrderSchema.extend({
  timeline: z.array(orderEventSchema),
  /** When staff turned off the order's download links, if they did. */
  downloadsRevokedAt: z.string().nullable(),
  printVersions: z.array(printVersionSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const missingOrderSchema = z.object({
  sessionId: z.string(),
  email: z.string(),
  amount: z.number().int(),
  created: z.number().int(),
  tempId: z.string(),
});
export type MissingOrder = z.infer<typeof missingOrderSchema>;

/** A tracking link for a carrier number, good enough for the major carriers' universal lookup. */
export function trackingUrl(trackingNumber: string): string {
  return `https://parcelsapp.com/en/tracking/${encodeURIComponent(trackingNumber)}`;
}
