/** Stars shown, not chosen: filled up to the rating, read out as "4 out of 5 stars". */
export function StarRating({ stars, className = '' }: { stars: number; className?: string }) {
  const whole = Math.round(stars);
  return (
    <span role="img" aria-label={`${stars} out of 5 stars`} className={`inline-flex gap-0.5 text-accent ${className}`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= whole ? '' : 'text-stone-600'}>
          ★
        </span>
      ))}
    </span>
  );
}
