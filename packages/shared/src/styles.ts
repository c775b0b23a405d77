/** The art styles a customer can choose (SPEC.md section 1). */
export const STYLES = ['Retro', 'Cartoon', 'Anime', 'Cyberpunk'] as const;
export type Style = (typeof STYLES)[number];

export const MOST_POPULAR_STYLE: Style = 'Anime';

export function isStyle(value: string): value is Style {
  return (STYLES as readonly string[]).includes(value);
}
