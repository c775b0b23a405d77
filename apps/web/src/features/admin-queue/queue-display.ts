import { ASPECT_RATIOS, type AspectRatio } from '@store/shared/catalog';
import type { Render, ResultLinks } from '@store/shared/renders';
import { customerFindings, type PhotoFinding } from '@store/shared/photo-check';
import type { PaintingQueue } from '@store/shared/production';

/** The results a render has, in catalogue order (1x1, 4x5, 2x3, 3x2, 5x4). */
export function presentResults(render: Pick<Render, 'results'>): { ratio: AspectRatio; links: ResultLinks }[] {
  return ASPECT_RATIOS.flatMap((ratio) => {
    const links = render.results[ratio];
    return links ? [{ ratio, links }] : [];
  });
}

/** The queue's short note on what the customer was warned of: "1 photo warning", "2 photo warnings"; null when nothing. */
export function findingsLabel(findings: readonly PhotoFinding[]): string | null {
  const count = customerFindings(findings).length;
  if (count === 0) return null;
  return `${count} photo ${count === 1 ? 'warning' : 'warnings'}`;
}

/** The queue's short note on what the photo check noted for staff alone: "1 staff note", "2 staff notes"; null when nothing. */
export function staffNotesLabel(findings: readonly PhotoFinding[]): string | null {
  const count = findings.length - customerFindings(findings).length;
  if (count === 0) return null;
  return `${count} staff ${count === 1 ? 'note' : 'notes'}`;
}

function minutes(seconds: number): string {
  const rounded = Math.max(1, Math.round(seconds / 60));
  return `${rounded} min`;
}

/**
 * The workers' backlog in one line: "Painting queue: empty", or "Painting queue: 12 jobs waiting
 * (about 4 min of work for one worker), the oldest for 3 min" with "busy" past a worker hour.
 */
export function paintingQueueSummary(queue: PaintingQueue): string {
  const waiting = queue.queues.reduce((sum, kind) => sum + kind.waiting, 0);
  const running = queue.queues.reduce((sum, kind) => sum + kind.active, 0);
  const oldest = Math.max(0, ...queue.queues.map((kind) => kind.oldestWaitSeconds));
  const busy = queue.busy ? ' Busy: new style previews are turned away until it shrinks.' : '';
  const now = running > 0 ? `, ${running} painting now` : '';
  if (waiting === 0) return `Painting queue: nothing waiting${now}.`;
  return `Painting queue: ${waiting} ${waiting === 1 ? 'job' : 'jobs'} waiting (about ${minutes(queue.backlogSeconds)} of work for one worker), the oldest for ${minutes(oldest)}${now}.${busy}`;
}
