import { Navigate, useSearchParams } from 'react-router';
import { REVIEW_STATUSES, type ReviewStatus } from '@store/shared/reviews';
import { Button } from '#web/components/button.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { useModeration } from '../api/get-moderation.ts';
import { GalleryCuration } from '../components/gallery-curation.tsx';
import { ReviewModerationCard } from '../components/review-moderation-card.tsx';

const STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' };

function parseStatus(value: string | null): ReviewStatus {
  return REVIEW_STATUSES.find((status) => status === value) ?? 'pending';
}

/** /admin/reviews: staff approve or reject buyers' reviews, and choose which consented renders the gallery shows. */
export default function AdminReviewsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = parseStatus(searchParams.get('status'));
  const moderation = useModeration(status);

  if (moderation.error instanceof ApiError && moderation.error.status === 401)
    return <Navigate to={loginWithReturnTo(routes.adminReviews.href())} replace />;
  if (moderation.error instanceof ApiError && moderation.error.status === 403) return <Navigate to={routes.dashboard.href()} replace />;

  const data = moderation.data;
  return (
    <>
      <PageMeta title="Reviews" />
      <div className="flex flex-col gap-10">
        <section aria-labelledby="reviews-heading" className="flex flex-col gap-6">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h1 id="reviews-heading" className="font-display text-3xl font-semibold tracking-wide">
              Reviews
            </h1>
            {data && <p className="text-sm text-stone-300">{data.pendingCount} waiting</p>}
          </div>
          <div role="group" aria-label="Show" className="flex gap-2">
            {REVIEW_STATUSES.map((option) => (
              <Button
                key={option}
                variant={option === status ? 'primary' : 'secondary'}
                aria-pressed={option === status}
                className="px-4 py-2 text-sm"
                onClick={() => setSearchParams(option === 'pending' ? {} : { status: option })}
              >
                {STATUS_LABELS[option]}
              </Button>
            ))}
          </div>
          {moderation.isPending && (
            <p role="status" className="text-stone-300">
              Loading reviews...
            </p>
          )}
          {data && data.reviews.length === 0 && (
            <p className="rounded-2xl border border-dashed border-stone-700 px-6 py-12 text-center text-stone-300">
              {status === 'pending' ? 'No reviews waiting.' : `No ${STATUS_LABELS[status].toLowerCase()} reviews.`}
            </p>
          )}
          {data && data.reviews.length > 0 && (
            <ul className="grid gap-4 lg:grid-cols-2">
              {data.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewModerationCard review={review} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <GalleryCuration />
      </div>
    </>
  );
}
