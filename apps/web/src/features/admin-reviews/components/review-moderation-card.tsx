import { Link } from 'react-router';
import type { AdminReview } from '@store/shared/reviews-schemas';
import { Button } from '#web/components/button.tsx';
import { StarRating } from '#web/components/star-rating.tsx';
import { routes } from '#web/config/paths.ts';
import { formatDateTime } from '#web/lib/format-date-time.ts';
import { useDecideReview } from '../api/decide-review.ts';

/** One review as staff read it before deciding: who wrote it, about which render, and the photo. */
export function ReviewModerationCard({ review }: { review: AdminReview }) {
  const decide = useDecideReview();
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-5"
      data-testid="moderated-review"
      data-review-id={review.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StarRating stars={review.stars} />
        <p className="text-sm text-muted">{formatDateTime(review.createdAt)}</p>
      </div>
      <p className="leading-relaxed whitespace-pre-line text-stone-200">{review.text}</p>
      {review.photoUrl && (
        <a href={review.photoUrl} target="_blank" rel="noreferrer" className="self-start">
          <img src={review.photoUrl} alt="The customer's photo with the review" className="max-h-48 rounded-lg border border-line" />
        </a>
      )}
      <p className="text-sm text-stone-300">
        {review.reviewerName} ({review.customerEmail}) · {review.style} ·{' '}
        <Link to={routes.adminWorkbench.href({ renderId: review.renderId })} className="text-accent underline">
          render
        </Link>{' '}
        · order {review.orderId}
      </p>
      {review.decidedBy && review.decidedAt && (
        <p className="text-xs text-muted">
          {review.status === 'approved' ? 'Approved' : 'Rejected'} by {review.decidedBy}, {formatDateTime(review.decidedAt)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {review.status !== 'approved' && (
          <Button
            className="px-4 py-2 text-sm"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: review.id, decision: 'approved' })}
          >
            Approve
          </Button>
        )}
        {review.status !== 'rejected' && (
          <Button
            variant="secondary"
            className="px-4 py-2 text-sm"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: review.id, decision: 'rejected' })}
          >
            Reject
          </Button>
        )}
      </div>
      {decide.isError && (
        <p role="alert" className="text-sm text-red-300">
          {decide.error.message}
        </p>
      )}
    </article>
  );
}
