import { useId } from 'react';
import { ratingText, REVIEW_MESSAGES } from '@store/shared/reviews';
import type { PublicReview } from '@store/shared/reviews-schemas';
import { Button } from '#web/components/button.tsx';
import { StarRating } from '#web/components/star-rating.tsx';
import { useApprovedReviews } from '#web/lib/api/get-approved-reviews.ts';
import { formatDate } from '#web/lib/format-date-time.ts';

function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-5" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StarRating stars={review.stars} />
        <span className="rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-300">
          {REVIEW_MESSAGES.verifiedPurchase}
        </span>
      </div>
      <p className="leading-relaxed whitespace-pre-line text-pretty text-stone-200">{review.text}</p>
      {review.photoUrl && (
        <img
          src={review.photoUrl}
          alt={`${review.reviewerName}'s ${review.style} canvas at home`}
          loading="lazy"
          className="max-h-64 w-full rounded-lg bg-stone-900 object-cover"
        />
      )}
      <p className="mt-auto text-sm text-muted">
        {review.reviewerName} · {review.style} render · {formatDate(review.createdAt)}
      </p>
    </li>
  );
}

/**
 * What buyers say (decision 044): approved reviews only, newest first, with their count and average.
 * Nothing shows until the first review is approved, so a new shop shows no empty box.
 */
export function BuyerReviews({ className = '' }: { className?: string }) {
  const headingId = useId();
  const reviews = useApprovedReviews();
  const pages = reviews.data?.pages ?? [];
  const summary = pages[0]?.summary;
  const rating = summary ? ratingText(summary) : null;
  if (!summary || !rating) return null;
  return (
    <section aria-labelledby={headingId} className={className} data-testid="buyer-reviews">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="font-display text-3xl font-semibold tracking-wide text-stone-100">
          What riders say
        </h2>
        <p className="flex items-center gap-2 text-stone-200" data-testid="review-rating">
          <StarRating stars={summary.average ?? 0} />
          <span>{rating}</span>
        </p>
      </div>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {pages
          .flatMap((page) => page.reviews)
          .map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
      </ul>
      {reviews.hasNextPage && (
        <Button variant="secondary" className="mt-6" disabled={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
          {reviews.isFetchingNextPage ? 'Loading...' : 'More reviews'}
        </Button>
      )}
    </section>
  );
}
