import { z } from 'zod';
import { RENDER_TARGET_HOURS } from './policy.ts';

/**
 * How long a render usually takes, from the shop's own recent renders (issue "A buyer's journey",
 * part 5): the dashboard and the upload receipt say it instead of a fixed promise.
 */

/** How many of the latest finished renders the typical time is the median of. */
export const TURNAROUND_SAMPLE = 50;
/** Fewer finished renders than this say too little: the shop's 1-hour target is quoted instead. */
export const MIN_TURNAROUND_SAMPLE = 5;
/** Never promise less: an artist's review takes at least this long, however fast recent renders went. */
export const MIN_EXPECTED_MINUTES = 10;
/** How long past the expected time a render may run before the customer is told it is taking longer (at least). */
const GRACE_MINUTES = 10;

export const typicalTurnaroundSchema = z.object({
  /** The median minutes from request to first published version; null with no finished render yet. */
  medianMinutes: z.number().nullable(),
  /** How many finished renders the median is taken over. */
  basedOn: z.number().int(),
});
export type TypicalTurnaround = z.infer<typeof typicalTurnaroundSchema>;

/** The minutes to expect: the recent median (never under 10) when there are enough renders behind it, else the target. */
export function expectedMinutes(turnaround: TypicalTurnaround): number {
  return turnaround.medianMinutes !== null && turnaround.basedOn >= MIN_TURNAROUND_SAMPLE
    ? Math.max(MIN_EXPECTED_MINUTES, turnaround.medianMinutes)
    : RENDER_TARGET_HOURS * 60;
}

/** A duration as a person says it: "about 5 minutes", "about 40 minutes", "about an hour", "about 3 hours", "about 2 days". */
export function durationWords(minutes: number): string {
  if (minutes < 52.5) return `about ${Math.max(5, Math.round(minutes / 5) * 5)} minutes`;
  const hours = minutes / 60;
  if (hours < 1.5) return 'about an hour';
  if (hours < 36) return `about ${Math.round(hours)} hours`;
  return `about ${Math.round(hours / 24)} days`;
}

/** "Renders are usually ready in about 40 minutes" with what it rests on, or the target while there is too little to go on. */
export function turnaroundSentence(turnaround: TypicalTurnaround): string {
  const words = durationWords(expectedMinutes(turnaround));
  return turnaround.medianMinutes !== null && turnaround.basedOn >= MIN_TURNAROUND_SAMPLE
    ? `Renders are usually ready in ${words} (the median of our last ${turnaround.basedOn}).`
    : `Renders are usually ready in ${words}.`;
}

/** When a render asked for at `since` should be ready, and whether it is late: past that by half as long again (at least 10 minutes). */
export function expectedReady(since: string, turnaround: TypicalTurnaround, now: number): { at: Date; late: boolean } {
  const minutes = expectedMinutes(turnaround);
  const at = new Date(Date.parse(since) + minutes * 60_000);
  const grace = Math.max(GRACE_MINUTES, minutes / 2) * 60_000;
  return { at, late: now > at.getTime() + grace };
}

/** The median of the durations in seconds, in whole minutes (null for none), as `TypicalTurnaround`. */
export function typicalTurnaround(durationSeconds: readonly number[]): TypicalTurnaround {
  if (durationSeconds.length === 0) return { medianMinutes: null, basedOn: 0 };
  const sorted = [...durationSeconds].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { medianMinutes: Math.round(median / 60), basedOn: sorted.length };
}
