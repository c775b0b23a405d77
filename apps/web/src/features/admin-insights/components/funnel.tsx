import { FUNNEL_STEP_LABELS, type Insights } from '@store/shared/insights';
import { formatCount, formatShare } from '../insights-display.ts';

/**
 * Visit to paid order as bars against the first step; each step says what share of the step
 * before it reached it. The bars only draw what the text already says.
 */
export function Funnel({ funnel }: { funnel: Insights['funnel'] }) {
  const widest = Math.max(1, ...funnel.map((step) => step.count));
  return (
    <ol className="flex flex-col gap-3" data-testid="insights-funnel">
      {funnel.map((step) => (
        <li
          key={step.step}
          data-step={step.step}
          className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr_9rem]"
        >
          <span className="text-sm font-medium text-stone-200">{FUNNEL_STEP_LABELS[step.step]}</span>
          <span className="order-last col-span-2 flex items-center gap-3 sm:order-none sm:col-span-1">
            <span aria-hidden="true" className="h-6 flex-1 overflow-hidden rounded-md bg-stone-800">
              <span className="block h-full rounded-md bg-accent" style={{ width: `${(step.count / widest) * 100}%` }} />
            </span>
            <span className="w-14 text-right font-semibold text-stone-100 tabular-nums" data-testid="funnel-count">
              {formatCount(step.count)}
            </span>
          </span>
          <span className="text-right text-xs text-stone-300 sm:text-sm">
            {step.conversion === null ? 'start' : `${formatShare(step.conversion)} of previous`}
          </span>
        </li>
      ))}
    </ol>
  );
}
