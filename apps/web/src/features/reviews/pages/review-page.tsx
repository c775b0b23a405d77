import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { REVIEW_MESSAGES, REVIEW_PHOTO_TYPES, REVIEW_TEXT_MAX } from '@store/shared/reviews';
import { reviewInputSchema } from '@store/shared/reviews-schemas';
import { Button, buttonClasses } from '#web/components/button.tsx';
import { TextAreaField } from '#web/components/form-field.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { routes } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreateReview } from '../api/create-review.ts';
import { useRenderToReview } from '../api/get-render-to-review.ts';
import { StarPicker } from '../components/star-picker.tsx';

/** /review/:renderId: a buyer reviews a render they bought; staff read it before it shows. */
export default function ReviewPage() {
  const renderId = useParams().renderId ?? '';
  const render = useRenderToReview(renderId);
  const create = useCreateReview();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const refusal = create.error instanceof ApiError && create.error.status !== 400 ? create.error.message : null;
  const errors = { ...fieldErrors, ...(create.error instanceof ApiError ? create.error.fields : {}) };
  const preview = render.data?.results[render.data.aspectRatio];

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse({ renderId, stars, text });
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setFieldErrors({});
    create.mutate({ renderId, stars, text, photo });
  }

  return (
    <>
      <PageMeta title="Write a review" />
      <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="font-display text-4xl font-bold tracking-wide">
          {render.data ? `Review your ${render.data.style} render` : 'Write a review'}
        </h1>
        {preview && (
          <img
            src={preview.smallPreview ?? preview.preview}
            alt={`Your ${render.data?.style} render`}
            width={preview.width}
            height={preview.height}
            className="mt-6 max-h-64 w-auto rounded-xl border border-line"
            draggable={false}
          />
        )}
        {create.isSuccess ? (
          <ReviewThanks />
        ) : (
          <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-6">
            <StarPicker value={stars} onChange={setStars} error={errors.stars} />
            <TextAreaField
              label="Your review"
              name="text"
              value={text}
              maxLength={REVIEW_TEXT_MAX}
              onChange={(event) => setText(event.target.value)}
              placeholder="How does it look? How was the process?"
              error={errors.text}
            />
            <WallPhotoField error={errors.photo} onChange={setPhoto} />
            {refusal && <StatusMessage tone="error">{refusal}</StatusMessage>}
            <Button type="submit" disabled={create.isPending} className="self-start px-7 py-3">
              {create.isPending ? 'Sending...' : 'Send review'}
            </Button>
          </form>
        )}
      </section>
    </>
  );
}

/** The optional photo of the print on the buyer's wall. */
function WallPhotoField({ error, onChange }: { error: string | undefined; onChange: (photo: File | null) => void }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="review-photo" className="text-sm font-medium text-stone-200">
        A photo of it on your wall (optional)
      </label>
      <input
        id="review-photo"
        type="file"
        accept={REVIEW_PHOTO_TYPES.join(',')}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="text-sm text-stone-300 file:mr-3 file:rounded-lg file:border file:border-stone-600 file:bg-transparent file:px-3 file:py-1.5 file:text-stone-100"
      />
      {error && <p className="text-sm text-red-300">{error}</p>}
      <p className="text-xs text-muted">We remove its location and camera details. Your review shows your first name only.</p>
    </div>
  );
}

function ReviewThanks() {
  return (
    <div className="mt-8 flex flex-col items-start gap-4">
      <StatusMessage tone="success">{REVIEW_MESSAGES.thanks}</StatusMessage>
      <Link to={routes.dashboard.href()} className={buttonClasses('secondary')}>
        Back to your dashboard
      </Link>
    </div>
  );
}
