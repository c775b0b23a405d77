import type { InsightsRange } from '@store/shared/insights';

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const FULL_DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** A UTC day as a chart label: "Mar 1". */
export function dayLabel(day: string): string {
  return DAY_FORMAT.format(dateOf(day));
}

/** "Mar 1, 2026 – Mar 7, 2026", or one day alone. */
export function rangeLabel({ from, to }: InsightsRange): string {
  const start = FULL_DAY_FORMAT.format(dateOf(from));
  return from === to ? start : `${start} – ${FULL_DAY_FORMAT.format(dateOf(to))}`;
}

/** A share as a percentage: one decimal below 10 % where it matters, a dash when there was nothing to divide. */
export function formatShare(share: number | null): string {
  if (share === null) return '—';
  const percent = share * 100;
  return `${percent < 10 && percent !== Math.round(percent) ? percent.toFixed(1) : Math.round(percent)}%`;
}

/** Minutes as "42 min" or "1 h 24 min"; a dash for no value. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}
