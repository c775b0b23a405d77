import type { Insights } from '@store/shared/insights';
import { formatCount, formatMinutes, formatShare } from '../insights-display.ts';

/** How long customers wait from sending a photo to their first published render, against the 1-hour target. */
export function TurnaroundPanel({ turnaround, uploads }: { turnaround: Insights['turnaround']; uploads: Insights['uploads'] }) {
  const target = formatMinutes(turnaround.targetMinutes);
  const overTarget = (minutes: number | null) => minutes !== null && minutes > turnaround.targetMinutes;
  const figures = [
    { label: 'Median', value: formatMinutes(turnaround.medianMinutes), late: overTarget(turnaround.medianMinutes) },
    { label: '90th percentile', value: formatMinutes(turnaround.p90Minutes), late: overTarget(turnaround.p90Minutes) },
    { label: `Within ${target}`, value: formatShare(turnaround.withinTarget), late: false },
  ];
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-4 sm:p-5">
      <div>
        <h2 className="font-display text-xl font-semibold tracking-wide">Render turnaround</h2>
        <p className="text-sm text-stone-300">
          From a customer&rsquo;s photo to their first published render; target {target}. {formatCount(turnaround.completed)}{' '}
          {turnaround.completed === 1 ? 'render' : 'renders'} completed, {formatCount(uploads.submitted)}{' '}
          {uploads.submitted === 1 ? 'photo' : 'photos'} sent ({formatCount(uploads.started)}{' '}
          {uploads.started === 1 ? 'visitor' : 'visitors'} started an upload).
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col gap-1">
            <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{figure.label}</dt>
            <dd
              className={`font-display text-xl font-semibold tracking-wide sm:text-2xl ${figure.late ? 'text-amber-300' : 'text-stone-100'}`}
            >
              {figure.value}
              {figure.late && <span className="block font-sans text-xs font-normal tracking-normal text-amber-300">over target</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
