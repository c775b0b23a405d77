import { ASPECT_RATIOS, type AspectRatio } from '@store/shared/catalog';
import { RENDER_TARGET_MS, type Render, type ResultLinks } from '@store/shared/renders';

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

/** The results a render has, in catalogue order (1x1, 4x5, 2x3, 3x2, 5x4). */
export function presentResults(render: Pick<Render, 'results'>): { ratio: AspectRatio; links: ResultLinks }[] {
  return ASPECT_RATIOS.flatMap((ratio) => {
    const links = render.results[ratio];
    return links ? [{ ratio, links }] : [];
  });
}

/** A file address that asks the server to send it as an attachment; keeps any query it already has (a cache version). */
export function downloadUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
