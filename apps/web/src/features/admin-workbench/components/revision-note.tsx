import type { Revision } from '@store/shared/render-progress-schemas';
import { formatDateTime } from '#web/lib/format-date-time.ts';

/** The customer's note asking for a change, while the render is back in the queue for it. */
export function RevisionNote({ revision }: { revision: Revision }) {
  return (
    <div className="rounded-xl border border-sky-500/40 bg-sky-500/10 p-4 text-sm text-sky-100" data-testid="revision-note">
      <p className="font-semibold">
        Revision {revision.number} requested <time dateTime={revision.requestedAt}>{formatDateTime(revision.requestedAt)}</time>
      </p>
      <blockquote className="mt-2 border-l-2 border-sky-400/60 pl-3 whitespace-pre-line break-words text-stone-100">
        {revision.note}
      </blockquote>
    </div>
  );
}
