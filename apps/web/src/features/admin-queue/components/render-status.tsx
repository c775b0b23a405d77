import { waitingAgainstTarget } from '@store/shared/queue-badges';
import { waitingSince, type AdminQueueItem } from '@store/shared/renders';
import { formatDateTime } from '#web/lib/format-date-time.ts';

const BADGE = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold';

const STATUS_BADGES: Record<AdminQueueItem['status'], { label: string; classes: string }> = {
  pending: { label: 'Pending', classes: 'border-amber-500/50 bg-amber-500/15 text-amber-200' },
  complete: { label: 'Complete', classes: 'border-emerald-500/50 bg-emerald-500/15 text-emerald-200' },
  deleted: { label: 'Deleted', classes: 'border-stone-600 bg-stone-800 text-stone-200' },
};

/** The render's status; for a pending one how long it has waited against the 1-hour target ("42 min", "1 h 20 min over"). */
export function RenderStatus({ render, now }: { render: AdminQueueItem; now: number }) {
  const badge = STATUS_BADGES[render.status];
  const waiting = waitingAgainstTarget(now - Date.parse(waitingSince(render)));
  return (
    <div className="flex flex-col gap-1">
      <span className={`${BADGE} self-start ${badge.classes}`}>{badge.label}</span>
      {render.status === 'pending' && (
        <span
          className={`${BADGE} self-start ${waiting.over ? 'border-red-500/60 bg-red-500/20 text-red-200' : 'border-stone-600 bg-stone-800 text-stone-200'}`}
          data-testid="waiting-badge"
          data-over={waiting.over || undefined}
          title="Waiting time against the 1-hour target"
        >
          {waiting.label}
          <span className="sr-only">{waiting.over ? ' past the 1-hour target' : ' of the 1-hour target'}</span>
        </span>
      )}
      {render.status === 'deleted' && render.deletedAt && (
        <span className="text-xs text-stone-300">
          Deleted <time dateTime={render.deletedAt}>{formatDateTime(render.deletedAt)}</time>
        </span>
      )}
    </div>
  );
}
