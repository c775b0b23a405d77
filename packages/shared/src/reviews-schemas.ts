import { z } from 'zod';
import { REVIEW_MESSAGES, REVIEW_STATUSES, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './reviews.ts';

/* The answers and inputs as schemas, apart from the rules in reviews.ts, so the pages that only need the rules load without zod. */

import { STYLES } from './styles.ts';

/** What the review form sends besides its photo (multipart text fields arrive as strings). */
export const reviewInputSchema = z.object({
  renderId: z.string().min(1).max(100),
  stars: z.coerce
    .number({ error: REVIEW_MESSAGES.starsRequired })
    .int(REVIEW_MESSAGES.starsRequired)
    .min(1, REVIEW_MESSAGES.starsRequired)
    .max(5, REVIEW_MESSAGES.starsRequired),
  text: z
    .string({ error: REVIEW_MESSAGES.textTooShort })
    .trim()
    .min(REVIEW_TEXT_MIN, REVIEW_MESSAGES.textTooShort)
    .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** An approved review as everyone sees it: the reviewer by first name only. */
export const publicReviewSchema = z.object({
  id: z.string(),
  stars: z.number().int().min(1).max(5),
  text: z.string(),
  reviewerName: z.string(),
  style: z.enum(STYLES),
  createdAt: z.string(),
  photoUrl: z.string().nullable(),
  verifiedPurchase: z.literal(true),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewSummarySchema = z.object({ count: z.number().int(), average: z.number().nullable() });
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewPageSchema = z.object({
  reviews: z.array(publicReviewSchema),
  summary: reviewSummarySchema,
  hasMore: z.boolean(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** A customer's own review, for their dashboard. */
export const ownReviewSchema = z.object({ id: z.string(), renderId: z.string(), stars: z.number().int(), status: z.enum(REVIEW_STATUSES) });
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** A review as staff moderate it. */
export const adminReviewSchema = publicReviewSchema.omit({ verifiedPurchase: true }).extend({
  renderId: z.string(),
  orderId: z.string(),
  customerEmail: z.string(),
  status: z.enum(REVIEW_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
