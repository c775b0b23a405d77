import { ASPECT_RATIOS, type AspectRatio } from '@store/shared/catalog';
import type { Render, ResultLinks } from '@store/shared/renders';
import { customerFindings, type PhotoFinding } from '@store/shared/photo-check';

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
