import { z } from 'zod';
import { formatDollars } from './prices.ts';

/** Discount codes (decision 021): staff make them, customers enter them in the cart, the server prices them. */

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Letters, digits and dashes, 3 to 32 of them; stored and compared in capitals. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,30}[A-Z0-9]$/;
/** The largest amount off one code can take: $10,000. */
export const MAX_DISCOUNT_AMOUNT_CENTS = 1_000_000;

/** How long a checkout's payment page stays open, holding the discount use it reserved (Stripe's shortest: 30). */
export const CHECKOUT_OPEN_MINUTES = 30;

export const DISCOUNT_MESSAGES = {
  codeFormat: 'Use 3 to 32 letters, digits or dashes.',
  percentRange: 'A percent discount is a whole number from 1 to 100.',
  amountRange: `An amount off is at least $0.01 and at most ${formatDollars(MAX_DISCOUNT_AMOUNT_CENTS)}.`,
  usageLimit: 'The usage limit is a whole number of at least 1, or empty for no limit.',
  expiryPast: 'The expiry must be in the future.',
  duplicate: 'A code with this name already exists.',
  unknown: 'This discount code does not exist.',
  expired: 'This discount code has expired.',
  inactive: 'This discount code is no longer active.',
  usedUp: 'This discount code has been used up.',
  alreadyUsed: 'You have already used this discount code.',
  allHeld: `Every use of this discount code is held by a checkout in progress. Please try again within ${CHECKOUT_OPEN_MINUTES} minutes.`,
  heldByYou: `This discount code is held by a checkout you started. Finish paying there, or try again once it ends (within ${CHECKOUT_OPEN_MINUTES} minutes).`,
  emptyCart: 'Add something to your cart before applying a code.',
} as const;

export type DiscountRefusal = 'unknown' | 'inactive' | 'expired' | 'usedUp' | 'alreadyUsed' | 'allHeld' | 'heldByYou';

/**
 * How much of a code is taken: uses are paid orders, held are checkouts in progress that reserved
 * a use (decision 027); each in all and by the customer asking.
 */
export type DiscountUsage = { uses: number; usesByCustomer: number; held: number; heldByCustomer: number };

/** The code as typed, in the form it is stored and compared in. */
export function normalizeDiscountCode(input: string): string {
  return input.trim().toUpperCase();
}

export type DiscountTerms = { kind: DiscountKind; value: number };

/** A code as the checkout needs to judge it. */
export type DiscountCodeRule = DiscountTerms & {
  active: boolean;
  expiresAt: string | null;
  usageLimit: number | null;
  oncePerCustomer: boolean;
};

/** Why a code cannot be used now, or null when it can: inactive, then expired, then used up, then used by this customer. */
export function discountRefusal(rule: DiscountCodeRule | null, usage: DiscountUsage, now: Date = new Date()): DiscountRefusal | null {
  if (!rule) return 'unknown';
  if (!rule.active) return 'inactive';
  if (rule.expiresAt && new Date(rule.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (rule.usageLimit !== null && usage.uses >= rule.usageLimit) return 'usedUp';
  if (rule.oncePerCustomer && usage.usesByCustomer > 0) return 'alreadyUsed';
  if (rule.usageLimit !== null && usage.uses + usage.held >= rule.usageLimit) return 'allHeld';
  if (rule.oncePerCustomer && usage.heldByCustomer > 0) return 'heldByYou';
  return null;
}

/** What a code takes off the items subtotal: a percent rounded to the cent, an amount capped at the subtotal; never below 0. */
export function discountCents(terms: DiscountTerms, itemsSubtotalCents: number): number {
  if (itemsSubtotalCents <= 0) return 0;
  const off = terms.kind === 'percent' ? Math.round((itemsSubtotalCents * terms.value) / 100) : terms.value;
  return Math.max(0, Math.min(off, itemsSubtotalCents));
}

/** "10% off" or "$5.00 off". */
export function describeDiscount(terms: DiscountTerms): string {
  return terms.kind === 'percent' ? `${terms.value}% off` : `${formatDollars(terms.value)} off`;
}

export const discountCodeInputSchema = z
  .object({
    code: z.string().transform(normalizeDiscountCode).pipe(z.string().regex(DISCOUNT_CODE_PATTERN, DISCOUNT_MESSAGES.codeFormat)),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().int(),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    usageLimit: z.number().int().min(1, DISCOUNT_MESSAGES.usageLimit).nullable(),
    oncePerCustomer: z.boolean(),
  })
  .superRefine((input, context) => {
    if (input.kind === 'percent' && (input.value < 1 || input.value > 100))
      context.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_MESSAGES.percentRange });
    if (input.kind === 'amount' && (input.value < 1 || input.value > MAX_DISCOUNT_AMOUNT_CENTS))
      context.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_MESSAGES.amountRange });
  });
export type DiscountCodeInput = z.infer<typeof discountCodeInputSchema>;

export const discountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  active: z.boolean(),
  uses: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const discountCodeListSchema = z.object({ codes: z.array(discountCodeSchema) });

/** A code the server accepted for the customer's cart: its terms, so the cart prices it by the same rules. */
export const appliedDiscountSchema = z.object({ code: z.string(), kind: z.enum(DISCOUNT_KINDS), value: z.number().int() });
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;
