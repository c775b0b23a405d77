import { REVIEW_STARS } from '@store/shared/reviews';

/** Choosing 1 to 5 stars: a radio group, so keyboards and screen readers use it as one control. */
export function StarPicker({ value, onChange, error }: { value: number; onChange: (stars: number) => void; error?: string | undefined }) {
  return (
    <fieldset className="flex flex-col gap-1.5" aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-stone-200">Your rating</legend>
      <div className="flex gap-1">
        {REVIEW_STARS.map((star) => (
          <label key={star} className="relative rounded text-3xl leading-none has-focus-visible:outline-2 has-focus-visible:outline-accent">
            <input
              type="radio"
              name="stars"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="absolute inset-0 cursor-pointer opacity-0"
              aria-label={star === 1 ? '1 star' : `${star} stars`}
            />
            <span aria-hidden="true" className={star <= value ? 'text-accent' : 'text-stone-600 hover:text-stone-400'}>
              ★
            </span>
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-red-300">{error}</p>}
    </fieldset>
  );
}
