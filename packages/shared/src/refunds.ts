import { z } from 'zod';
import { formatDollars } from './prices.ts';

/** Staff give money back through the payment provider: all that is left, or a part of it. */

export const REFUND_REASON_MAX_LENGTH = 500;

export const refundRequestSchema = z.object({
  amountCents: z.number().int(),
  reason: z.string().trim().max(REFUND_REASON_MAX_LENGTH),
  /** Made once per opening of the refund dialog: a repeated request with it refunds once. */
  idempotencyKey: z.string().min(16).max(100),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const REFUND_MESSAGES = {
  fullyRefunded: 'This order has been fully refunded.',
  ownersOnly: 'Refunds are made by an owner.',
  chooseAmount: 'Choose how much to refund.',
  notPositive: 'Enter an amount above $0.00.',
  notAnAmount: 'Enter an amount in dollars, like 12.50.',
  keyReused: 'This refund was already asked for with other details. Close the dialog and start again.',
  concurrent: 'Another refund of this order is being made. Try again in a moment.',
} as const;

/** What can still be refunded of an order (cents). */
export function refundableCents(order: { amountCents: number; refundedCents: number }): number {
  return Math.max(0, order.amountCents - order.refundedCents);
}

/** Why an amount cannot be refunded from what is left, or null when it can: above zero and at most what is left. */
export function refundAmountProblem(amountCents: number, leftCents: number): string | null {
  if (leftCents <= 0) return REFUND_MESSAGES.fullyRefunded;
  if (!Number.isInteger(amountCents) || amountCents <= 0) return REFUND_MESSAGES.notPositive;
  if (amountCents > leftCents) return `You can refund at most ${formatDollars(leftCents)}.`;
  return null;
}

/** Dollars as staff type them ("12.5", "$1,200.00") in cents; null when it is not an amount. */
export function centsFromDollars(input: string): number | null {
  const cleaned = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
