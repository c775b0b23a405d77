import { Link } from 'react-router';
import type { Order } from '@store/shared/orders';
import { REVIEW_MESSAGES } from '@store/shared/reviews';
import type { OwnReview } from '@store/shared/reviews-schemas';
import { buttonClasses } from '#web/components/button.tsx';
import { GalleryConsentCheckbox } from '#web/components/gallery-consent-checkbox.tsx';
import { routes } from '#web/config/paths.ts';
import { useMyReviews } from '../api/get-my-reviews.ts';

const REVIEW_STATES: Record<OwnReview['status'], string> = {
  pending: `Your review: ${REVIEW_MESSAGES.pending.toLowerCase()}`,
  approved: 'Your review is published. Thank you!',
  rejected: `Your review: ${REVIEW_MESSAGES.rejected.toLowerCase()}`,
};

/** For each render of a paid order: a review to write (or where it stands) and the gallery answer, changeable any time. */
export function OrderRenderFeedback({ order }: { order: Order }) {
  const reviews = useMyReviews(true);
  if (order.paymentStatus === 'refunded') return null;
  const renders = [...new Map(order.items.map((item) => [item.renderId, item.style]))];
  return (
    <ul className="flex flex-col gap-4 border-t border-line pt-4">
      {renders.map(([renderId, style]) => {
        const review = reviews.data?.get(renderId);
        return (
          <li key={renderId} className="flex flex-col gap-3" data-testid="order-render-feedback" data-render-id={renderId}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold text-stone-200">{style} render</p>
              {review ? (
                <p className="text-sm text-stone-300" data-testid="review-state">
                  {REVIEW_STATES[review.status]}
                </p>
              ) : (
                reviews.isSuccess && (
                  <Link to={routes.review.href({ renderId })} className={buttonClasses('secondary', 'px-3 py-1.5 text-sm')}>
                    Write a review
                  </Link>
                )
              )}
            </div>
            <GalleryConsentCheckbox renderId={renderId} source="dashboard" />
          </li>
        );
      })}
    </ul>
  );
}
