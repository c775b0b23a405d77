/**
 * What the workbench says under a draft when the configured generative painter did not paint it
 * (decisions 036 and 055): the built-in painter then always has.
 */
export const PAINTER_NOTES = {
  failed: (painter: string, reason: string) => `${painter} failed (${reason}). Painted by the built-in painter.`,
  capReached: (painter: string) => `${painter} not used: today’s spending cap is reached. Painted by the built-in painter.`,
  /** Every try scored under the threshold: the best is shown beside the draft, never used as it. */
  refused: (painter: string, likeness: { score: number; reasons: readonly string[] }, minScore: number, tries: number) =>
    `${painter}’s best of ${tries} ${tries === 1 ? 'try' : 'tries'} had likeness ${likeness.score}, under ${minScore}` +
    `${likeness.reasons.length ? ` (${likeness.reasons.join(', ')})` : ''}. Painted by the built-in painter; the refused image is shown below.`,
} as const;

/** A painter's failure as staff read it: one line, no longer than a card holds. */
export const PAINTER_REASON_MAX_LENGTH = 240;

export function shortReason(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= PAINTER_REASON_MAX_LENGTH) return line;
  const cut = line.slice(0, PAINTER_REASON_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > PAINTER_REASON_MAX_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

/** The workbench's words on the painters staff can choose. */
export const PAINTER_STATUS = {
  problems: (painter: string) => `${painter} is not ready: its drafts will be painted by the built-in painter until this is fixed.`,
  refusedCaption: (painter: string, score: number) => `Refused: ${painter}’s image, likeness ${score}`,
} as const;
