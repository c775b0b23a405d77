import { ASPECT_RATIOS, type AspectRatio } from '@store/shared/catalog';
import type { Render, ResultLinks } from '@store/shared/renders';
import type { PhotoFinding } from '@store/shared/photo-check';

/** The results a render has, in catalogue order (1x1, 4x5, 2x3, 3x2, 5x4). */
export function presentResults(render: Pick<Render, 'results'>): { ratio: AspectRatio; links: ResultLinks }[] {
  return ASPECT_RATIOS.flatMap((ratio) => {
    const links = render.results[ratio];
    return links ? [{ ratio, links }] : [];
  });
}

/** The queue's short note on what the photo check found: "1 photo warning", "2 photo warnings"; null when nothing. */
export function findingsLabel(findings: readonly PhotoFinding[]): string | null {
  if (findings.length === 0) return null;
  return `${findings.length} photo ${findings.length === 1 ? 'warning' : 'warnings'}`;
}
