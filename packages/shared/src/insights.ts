import { z } from 'zod';

/** The owner's insights (decision 020). Days are UTC calendar days, written YYYY-MM-DD. */

export const INSIGHTS_PRESET_DAYS = [7, 30, 90] as const;
export const DEFAULT_INSIGHTS_DAYS = 30;
export const MAX_INSIGHTS_DAYS = 366;

export const INSIGHTS_RANGE_MESSAGES = {
  invalidDay: 'Enter a date as YYYY-MM-DD.',
  reversed: 'The start date must be on or before the end date.',
  tooLong: `Pick a range of at most ${MAX_INSIGHTS_DAYS} days.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export type InsightsRange = { from: string; to: string };

/** The UTC day a moment falls on. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && utcDay(parsed) === value;
}

function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The day after `day`: a range's end as an exclusive bound. */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** How many days a range covers, both ends included. */
export function rangeLength({ from, to }: InsightsRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day of a range in order, so charts show the quiet days as zero rather than skipping them. */
export function daysOf(range: InsightsRange): string[] {
  return Array.from({ length: rangeLength(range) }, (_, index) => addDays(range.from, index));
}

/** The last `days` days up to and including today. */
export function presetRange(days: number, today: Date): InsightsRange {
  const to = utcDay(today);
  return { from: addDays(to, 1 - days), to };
}

/** Why a range cannot be shown, or null when it can. */
export function rangeProblem(range: InsightsRange): string | null {
  if (!isDay(range.from) || !isDay(range.to)) return INSIGHTS_RANGE_MESSAGES.invalidDay;
  if (range.from > range.to) return INSIGHTS_RANGE_MESSAGES.reversed;
  if (rangeLength(range) > MAX_INSIGHTS_DAYS) return INSIGHTS_RANGE_MESSAGES.tooLong;
  return null;
}

/** The insights query: a range the rules above accept. */
export const insightsRangeSchema = z.object({ from: z.string().max(10), to: z.string().max(10) }).superRefine((range, context) => {
  const problem = rangeProblem(range);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: [isDay(range.from) ? 'to' : 'from'] });
});

/** Visit to paid order: browser steps count distinct visitors, checkout started counts checkouts, the paid step counts orders. */
export const FUNNEL_STEPS = ['visited', 'product_viewed', 'add_to_cart', 'checkout_started', 'order_paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  visited: 'Visited',
  product_viewed: 'Viewed a product',
  add_to_cart: 'Added to cart',
  checkout_started: 'Started checkout',
  order_paid: 'Paid order',
};

/**
 * A step's share of the step before, from 0 to 1; null when there was nothing to divide by. Steps
 * count different things (visitors, checkouts, orders), so a later step can outnumber an earlier one:
 * every one of the earlier step went on, and no more (decision 039).
 */
export function funnelConversion(part: number, whole: number): number | null {
  return whole > 0 ? Math.min(1, part / whole) : null;
}

const count = z.number().int().min(0);
/** A share from 0 to 1, or null when there was nothing to divide by. */
const share = z.number().min(0).max(1).nullable();
const sellerSchema = z.object({ quantity: count, revenueCents: count });

export const insightsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  totals: z.object({
    visitors: count,
    pageViews: count,
    orders: count,
    /** What customers paid, what went back to them, and the difference (decision 039). */
    grossCents: count,
    refundedCents: count,
    netCents: count,
    /** Net per order. */
    averageOrderValueCents: count.nullable(),
    /** Paid orders over visitors. */
    conversion: share,
  }),
  traffic: z.array(z.object({ day: z.string(), visitors: count, pageViews: count })),
  /** Every day of the range, quiet days as zero; refunds count on the day of the order they return money from. */
  sales: z.array(z.object({ day: z.string(), orders: count, grossCents: count, refundedCents: count, netCents: count })),
  /** Each step with its conversion from the step before (null for the first). */
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count, conversion: share })),
  uploads: z.object({ started: count, submitted: count }),
  /**
   * Gift cards paid for in the range, and what orders of the range paid with gift cards (decision
   * 046). A card's money is taken when it is bought; the orders' gross holds only what their payment
   * card paid, so the card's value is not counted twice.
   */
  giftCards: z.object({ sold: count, soldCents: count, spentCents: count }),
  bestSellingSizes: z.array(sellerSchema.extend({ size: z.string() })),
  bestSellingStyles: z.array(sellerSchema.extend({ style: z.string() })),
  /** From a request to its first published version, for renders first published in the range. */
  turnaround: z.object({
    completed: count,
    medianMinutes: z.number().min(0).nullable(),
    p90Minutes: z.number().min(0).nullable(),
    targetMinutes: count,
    withinTarget: share,
  }),
});
export type Insights = z.infer<typeof insightsSchema>;
