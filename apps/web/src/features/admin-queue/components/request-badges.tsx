import { QUEUE_ATTENTION_LABELS } from '@store/shared/queue-badges';
import type { AdminQueueItem } from '@store/shared/renders';
import { findingsLabel, staffNotesLabel } from '../queue-display.ts';

const BADGE = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/**
 * What staff should know before opening a request: a draft ready to look at, a paid order waiting
 * for this render, the photo check's warnings and notes, and a customer's revision note.
 */
export function RequestBadges({ render }: { render: Pick<AdminQueueItem, 'findings' | 'revisionNote' | 'draftReady' | 'hasPaidOrder'> }) {
  const label = findingsLabel(render.findings);
  const notesLabel = staffNotesLabel(render.findings);
  if (!label && !notesLabel && !render.revisionNote && !render.draftReady && !render.hasPaidOrder) return null;
  const titles = (severity: 'note' | 'customer') =>
    render.findings
      .filter((finding) => (finding.severity === 'note') === (severity === 'note'))
      .map((finding) => finding.title)
      .join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      {render.draftReady && (
        <span className={`${BADGE} self-start border-emerald-500/50 bg-emerald-500/15 text-emerald-200`} data-testid="draft-ready-badge">
          {QUEUE_ATTENTION_LABELS['draft-ready']}
        </span>
      )}
      {render.hasPaidOrder && (
        <span className={`${BADGE} self-start border-fuchsia-500/50 bg-fuchsia-500/15 text-fuchsia-200`} data-testid="paid-waiting-badge">
          {QUEUE_ATTENTION_LABELS['paid-waiting']}
        </span>
      )}
      {label && (
        <span
          className={`${BADGE} self-start border-amber-500/50 bg-amber-500/10 text-amber-200`}
          title={titles('customer')}
          data-testid="findings-badge"
        >
          {label}
          <span className="sr-only">: {titles('customer')}</span>
        </span>
      )}
      {notesLabel && (
        <span
          className={`${BADGE} self-start border-stone-400/50 bg-stone-400/10 text-stone-200`}
          title={titles('note')}
          data-testid="staff-notes-badge"
        >
          {notesLabel}
          <span className="sr-only">: {titles('note')}</span>
        </span>
      )}
      {render.revisionNote && (
        <div className="flex flex-col gap-1" data-testid="revision-badge">
          <span className={`${BADGE} self-start border-sky-500/50 bg-sky-500/15 text-sky-200`}>{QUEUE_ATTENTION_LABELS.revision}</span>
          <p className="line-clamp-3 max-w-56 text-xs break-words text-stone-300" title={render.revisionNote}>
            {render.revisionNote}
          </p>
        </div>
      )}
    </div>
  );
}
