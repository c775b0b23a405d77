import { RENDER_TARGET_HOURS } from '@store/shared/policy';
import type { Insights } from '@store/shared/insights';

export const TARGET_MINUTES = RENDER_TARGET_HOURS * 60;

/** The value below which a share `p` (0 to 1) of sorted values fall, interpolating between neighbours. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

const toMinutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 6) / 10);

/** Median and 90th percentile in minutes (one decimal) and the share within the 1-hour target, from sorted seconds. */
export function turnaroundSummary(sortedSeconds: readonly number[]): Insights['turnaround'] {
  const completed = sortedSeconds.length;
  return {
    completed,
    medianMinutes: toMinutes(percentile(sortedSeconds, 0.5)),
    p90Minutes: toMinutes(percentile(sortedSeconds, 0.9)),
    targetMinutes: TARGET_MINUTES,
    withinTarget: completed === 0 ? null : sortedSeconds.filter((seconds) => seconds <= TARGET_MINUTES * 60).length / completed,
  };
}
