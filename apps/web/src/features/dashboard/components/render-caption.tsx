import { formatDateTime } from '#web/lib/format-date-time.ts';

/** A render card's title (its style) and when it was submitted. */
export function RenderCaption({ titleId, style, submittedAt }: { titleId: string; style: string; submittedAt: string }) {
  return (
    <div>
      <h3 id={titleId} className="font-display text-xl font-medium tracking-wide">
        {style}
      </h3>
      <p className="mt-1 text-sm text-stone-300">
        Submitted <time dateTime={submittedAt}>{formatDateTime(submittedAt)}</time>
      </p>
    </div>
  );
}
