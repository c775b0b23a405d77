import { defaultBackdrop, isBackdropOf, STYLES, type Backdrop, type Style } from './styles.ts';

/**
 * The backdrop each style is painted on when staff repaint every style: the one of the style's
 * latest draft (staff's choice is kept), else the style's default.
 */
export function chosenBackdrops(drafts: readonly { style: Style; backdrop: string; createdAt: string }[]): Record<Style, Backdrop> {
  const latest = [...drafts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const choices = {} as Record<Style, Backdrop>;
  for (const style of STYLES) {
    const backdrop = latest.find((draft) => draft.style === style)?.backdrop;
    choices[style] = backdrop !== undefined && isBackdropOf(style, backdrop) ? backdrop : defaultBackdrop(style);
  }
  return choices;
}
