import { RENDER_TARGET_MS } from '@store/shared/renders';

const MINUTE_MS = 60_000;

/** How long a render has waited, e.g. "Waiting 35 min" or "Waiting 2 h 10 min". */
export function formatWaiting(waitedMs: number): string {
  const minutes = Math.floor(Math.max(0, waitedMs) / MINUTE_MS);
  if (minutes < 1) return 'Waiting under 1 min';
  if (minutes < 60) return `Waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `Waiting ${hours} h` : `Waiting ${hours} h ${rest} min`;
}

/** A pending render past the turnaround target (about 1 hour). */
export function isOverdue(waitedMs: number): boolean {
  return waitedMs > RENDER_TARGET_MS;
}
