import { RENDER_STAGE_LABELS } from '@store/shared/render-progress';
import type { Workbench } from '@store/shared/production';
import { waitingAgainstTarget } from '@store/shared/queue-badges';
import { waitingSince } from '@store/shared/renders';
import { RenderRequestFacts } from '#web/components/render-request-facts.tsx';
import { formatDateTime } from '#web/lib/format-date-time.ts';

const BADGE = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold';

/** Who asked for what, when, how long they have waited against the 1-hour target, and what the customer sees now. */
export function RenderFacts({ workbench, now }: { workbench: Workbench; now: number }) {
  const { render } = workbench;
  const since = waitingSince(render);
  const waiting = render.status === 'pending';
  const waited = waitingAgainstTarget(now - Date.parse(since));
  const overdue = waiting && waited.over;
  const complete = workbench.stage === 'complete';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`${BADGE} ${complete ? 'border-emerald-500/50 bg-emerald-500/15 text-emerald-200' : 'border-amber-500/50 bg-amber-500/15 text-amber-200'}`}
          data-testid="workbench-stage"
        >
          <span className="sr-only">Customer sees: </span>
          {RENDER_STAGE_LABELS[workbench.stage]}
        </span>
        {overdue && <span className={`${BADGE} border-red-500/60 bg-red-500/20 text-red-200`}>Overdue</span>}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div className="col-span-2">
          <dt className="text-xs text-muted">Customer</dt>
          <dd className="break-words text-stone-100">
            {render.customerName} <span className="break-all text-stone-300">({render.customerEmail})</span>
          </dd>
        </div>
        <RenderRequestFacts render={render} />
        <div>
          <dt className="text-xs text-muted">{waiting ? 'Waiting' : 'Completed'}</dt>
          <dd className={overdue ? 'font-semibold text-red-300' : 'text-stone-100'} data-testid="waiting-time">
            {waiting ? (
              <>
                {waited.label}
                {workbench.revision && <span className="block text-xs font-normal text-stone-300">since the revision request</span>}
              </>
            ) : render.completedAt ? (
              <time dateTime={render.completedAt}>{formatDateTime(render.completedAt)}</time>
            ) : (
              '—'
            )}
          </dd>
        </div>
        {workbench.orderCount > 0 && (
          <div className="col-span-2">
            <dt className="text-xs text-muted">Orders</dt>
            <dd className="text-stone-100">
              {workbench.orderCount} paid {workbench.orderCount === 1 ? 'order includes' : 'orders include'} this render
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
