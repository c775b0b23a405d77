import { z } from 'zod';
import { isValidEmail } from './account-rules.ts';
import { formatDollars } from './prices.ts';

/** Gift cards (decision 046): bought for an amount, a code emailed to the recipient, a balance spent across orders. */

export const GIFT_CARD_AMOUNTS_CENTS = [2500, 5000, 10000, 20000] as const;
export const GIFT_CARD_MIN_CENTS = 1000;
export const GIFT_CARD_MAX_CENTS = 50000;
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 300;

/** 16 characters of an alphabet without look-alikes (no I, L, O, U, 0, 1): 80 random bits. */
export const GIFT_CARD_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;

/**
 * Codes looked up (checked in the cart or given at checkout) per account and per address in a
 * window of seconds: codes cannot be guessed, and the limit keeps anyone from trying.
 */
export const GIFT_CARD_CODE_TRIES = { window: 60, max: 20 } as const;

export const GIFT_CARD_MESSAGES = {
  amount: `Choose an amount from ${formatDollars(GIFT_CARD_MIN_CENTS)} to ${formatDollars(GIFT_CARD_MAX_CENTS)}, in whole dollars.`,
  recipientName: "Enter the recipient's name.",
  recipientEmail: "Enter the recipient's email address.",
  messageTooLong: `Keep the message to ${GIFT_CARD_MESSAGE_MAX_LENGTH} characters.`,
  unknown: 'This gift card code does not exist.',
  usedUp: 'This gift card has no balance left.',
  allHeld: 'The balance of this gift card is held by a checkout in progress. Please try again within 30 minutes.',
  nothingToPay: 'There is nothing to pay with a gift card in this cart.',
  notIssued: 'This gift card is not paid yet, so it has no code to replace.',
  replacedMeanwhile: 'This gift card just got a new code: only the newest one works. Reload the page to see it.',
  tooManyTries: 'Too many gift card codes tried. Please wait a minute and try again.',
} as const;

/** Staff look a card up by the end of its code, the recipient or the buyer; the newest first, this many at most. */
export const ADMIN_GIFT_CARDS_LIMIT = 50;

/** What staff are told once a lost code is replaced: the old one is void, the new one is only in the recipient's email. */
export function codeReplacedText(card: { recipientEmail: string; codeEnding: string | null }): string {
  return `A new code ending ${card.codeEnding ?? ''} was emailed to ${card.recipientEmail}. The old code no longer works.`;
}

export const giftCardPurchaseSchema = z.object({
  amountCents: z
    .number()
    .refine(
      (cents) => Number.isInteger(cents) && cents % 100 === 0 && cents >= GIFT_CARD_MIN_CENTS && cents <= GIFT_CARD_MAX_CENTS,
      GIFT_CARD_MESSAGES.amount,
    ),
  recipientName: z.string().trim().min(1, GIFT_CARD_MESSAGES.recipientName).max(100),
  recipientEmail: z.string().trim().max(254).refine(isValidEmail, GIFT_CARD_MESSAGES.recipientEmail),
  message: z.string().trim().max(GIFT_CARD_MESSAGE_MAX_LENGTH, GIFT_CARD_MESSAGES.messageTooLong),
});
export type GiftCardPurchaseInput = z.infer<typeof giftCardPurchaseSchema>;

/** A gift card as its buyer sees it: never the code, which only the recipient's email holds. */
export const boughtGiftCardSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  status: z.enum(['awaiting-payment', 'sent']),
  codeEnding: z.string().nullable(),
  createdAt: z.string(),
});
export type BoughtGiftCard = z.infer<typeof boughtGiftCardSchema>;

/** A gift card as staff look after it: never its code, but what it held, what paid for which order, and any replaced code. */
export const adminGiftCardSchema = z.object({
  id: z.string(),
  status: z.enum(['awaiting-payment', 'sent']),
  codeEnding: z.string().nullable(),
  amountCents: z.number().int(),
  balanceCents: z.number().int(),
  /** Held by checkouts still open: neither spendable nor spent yet. */
  heldCents: z.number().int(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  buyerName: z.string(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
  codeReplacedAt: z.string().nullable(),
  codeReplacedBy: z.string().nullable(),
  orders: z.array(
    z.object({ orderId: z.string(), createdAt: z.string(), giftCardCents: z.number().int(), giftCardRefundedCents: z.number().int() }),
  ),
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

/** The code as typed ("abcd-efgh ijkl mnpq"), in the form it is hashed and compared in. */
export function normalizeGiftCardCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** The code as the email shows it: four groups of four. */
export function formatGiftCardCode(code: string): string {
  return normalizeGiftCardCode(code).replace(/(.{4})(?=.)/g, '$1-');
}

/**
 * What a gift card pays of a checkout: it comes after the discount and covers the items and
 * shipping, before any tax the payment provider adds; all of it when the balance is enough,
 * else the balance, and the payment card pays the rest.
 */
export function giftCardPayment(totalBeforeTaxCents: number, balanceCents: number): { giftCardCents: number; dueCents: number } {
  const giftCardCents = Math.max(0, Math.min(totalBeforeTaxCents, balanceCents));
  return { giftCardCents, dueCents: totalBeforeTaxCents - giftCardCents };
}

/** What a paid order holds of each way of paying, and what has gone back to each. */
export type OrderPayments = { amountCents: number; refundedCents: number; giftCardCents: number; giftCardRefundedCents: number };

/** The ways an order was paid, as the order records them (old orders: no gift card). */
export function orderPayments(order: {
  amountCents: number;
  refundedCents: number;
  charges?: { giftCardCents?: number | undefined } | undefined;
  giftCardRefundedCents?: number | undefined;
}): OrderPayments {
  return {
    amountCents: order.amountCents,
    refundedCents: order.refundedCents,
    giftCardCents: order.charges?.giftCardCents ?? 0,
    giftCardRefundedCents: order.giftCardRefundedCents ?? 0,
  };
}

/** What can still be refunded, to the payment card and the gift card together. */
export function refundableTotalCents(order: OrderPayments): number {
  return Math.max(0, order.amountCents - order.refundedCents) + Math.max(0, order.giftCardCents - order.giftCardRefundedCents);
}

/**
 * Where a refund goes: back to the payment card first, up to what it paid and is not yet
 * refunded, and the rest back onto the gift card the order spent.
 */
export function refundSplit(order: OrderPayments, amountCents: number): { toPaymentCents: number; toGiftCardCents: number } {
  const toPaymentCents = Math.min(amountCents, Math.max(0, order.amountCents - order.refundedCents));
  return { toPaymentCents, toGiftCardCents: amountCents - toPaymentCents };
}

/** The refund dialog's sentence: how much goes back, and to which way of paying. */
export function describeRefundSplit(split: { toPaymentCents: number; toGiftCardCents: number }): string {
  const total = formatDollars(split.toPaymentCents + split.toGiftCardCents);
  if (split.toGiftCardCents === 0) return `The customer will receive ${total} on their payment card.`;
  if (split.toPaymentCents === 0) return `The customer will receive ${total} back on their gift card.`;
  return `The customer will receive ${total}: ${formatDollars(split.toPaymentCents)} on their payment card and ${formatDollars(split.toGiftCardCents)} back on their gift card.`;
}
