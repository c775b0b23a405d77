import { waitingSince, type AdminRender } from '@store/shared/renders';
import { formatWaiting, isOverdue } from '#web/lib/waiting-time.ts';
import { formatDateTime } from '#web/lib/format-date-time.ts';

const BADGE = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold';

const STATUS_BADGES: Record<AdminRender['status'], { label: string; classes: string }> = {
  pending: { label: 'Pending', classes: 'border-amber-500/50 bg-amber-500/15 text-amber-200' },
  complete: { label: 'Complete', classes: 'border-emerald-500/50 bg-emerald-500/15 text-emerald-200' },
  deleted: { label: 'Deleted', classes: 'border-stone-600 bg-stone-800 text-stone-200' },
};

/** The render's status; for a pending one how long it has waited, flagged once past the 1-hour target. */
export function RenderStatus({ render, now }: { render: AdminRender; now: number }) {
  const badge = STATUS_BADGES[render.status];
  const waitedMs = now - Date.parse(waitingSince(render));
  const overdue = render.status === 'pending' && isOverdue(waitedMs);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-1.5">
        <span className={`${BADGE} ${badge.classes}`}>{badge.label}</span>
        {overdue && (
          <span className={`${BADGE} border-red-500/60 bg-red-500/20 text-red-200`} data-testid="overdue-badge">
            Overdue
          </span>
        )}
      </div>
      {render.status === 'pending' && (
        <span className={`text-xs ${overdue ? 'font-semibold text-red-300' : 'text-stone-300'}`}>{formatWaiting(waitedMs)}</span>
      )}
      {render.status === 'deleted' && render.deletedAt && (
        <span className="text-xs text-stone-300">
          Deleted <time dateTime={render.deletedAt}>{formatDateTime(render.deletedAt)}</time>
        </span>
      )}
    </div>
  );
}
