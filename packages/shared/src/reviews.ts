import type { ReviewSummary } from './reviews-schemas.ts';

/** Reviews from buyers (decision 044): stars and text, an optional photo of the canvas on the wall, shown once staff approve. */
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
/** A phone photo of a wall fits easily; anything larger is not a photo of a wall. */
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Reviews shown per page on the product and home pages. */
export const REVIEWS_PAGE_SIZE = 6;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_MESSAGES = {
  starsRequired: 'Please choose from 1 to 5 stars.',
  textTooShort: `Please write at least ${REVIEW_TEXT_MIN} characters.`,
  textTooLong: `Please keep your review under ${REVIEW_TEXT_MAX} characters.`,
  notBuyer: 'Only customers who bought this render can review it.',
  alreadyReviewed: 'You have already reviewed this render.',
  photoNotImage: 'The photo must be a JPEG, PNG or WebP image.',
  thanks: 'Thank you! Your review will appear once our team has read it.',
  verifiedPurchase: 'Verified purchase',
  pending: 'Waiting for approval',
  rejected: 'Not published',
} as const;

/** The count and the average to one decimal from the total of the stars, null when there is nothing to average. */
export function reviewSummary(count: number, totalStars: number): ReviewSummary {
  if (count === 0) return { count: 0, average: null };
  return { count, average: Math.round((totalStars / count) * 10) / 10 };
}

export function summariseStars(stars: readonly number[]): ReviewSummary {
  return reviewSummary(
    stars.length,
    stars.reduce((sum, star) => sum + star, 0),
  );
}

/** "4.8 out of 5 from 12 reviews"; null when there are none. */
export function ratingText(summary: ReviewSummary): string | null {
  if (summary.count === 0 || summary.average === null) return null;
  return `${summary.average.toFixed(1)} out of 5 from ${summary.count} ${summary.count === 1 ? 'review' : 'reviews'}`;
}

/** What a review shows of its writer: the first word of their name, never their email or surname. */
export function reviewerName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || 'A customer';
}
