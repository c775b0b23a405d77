import type { Order } from './orders.ts';
import { formatDollars } from './prices.ts';
import { shippingLabel } from './shipping.ts';

export type ChargeLine = { label: string; amount: string };

/**
 * What an order charged besides its items (decision 021), as the success page, the staff's order
 * and the confirmation email list them: the discount, shipping when a canvas ships, tax, and what a
 * gift card paid (decision 046).
 * Orders made before these were recorded have none.
 */
export function chargeLines(order: Pick<Order, 'charges' | 'shippingInfo'>): ChargeLine[] {
  const { charges } = order;
  if (!charges) return [];
  return [
    ...(charges.discountCode && charges.discountCents > 0
      ? [{ label: `Discount (${charges.discountCode})`, amount: `−${formatDollars(charges.discountCents)}` }]
      : []),
    ...(order.shippingInfo ? [{ label: 'Shipping', amount: shippingLabel(charges.shippingCents) }] : []),
    ...(charges.taxCents > 0 ? [{ label: 'Tax', amount: formatDollars(charges.taxCents) }] : []),
    ...(charges.giftCardCents ? [{ label: 'Gift card', amount: `−${formatDollars(charges.giftCardCents)}` }] : []),
  ];
}
