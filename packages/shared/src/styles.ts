/** The art styles a customer can choose (SPEC.md section 1). */
export const STYLES = ['Retro', 'Cartoon', 'Anime', 'Cyberpunk'] as const;
export type Style = (typeof STYLES)[number];

export const MOST_POPULAR_STYLE: Style = 'Anime';

export function isStyle(value: string): value is Style {
  return (STYLES as readonly string[]).includes(value);
}

/**
 * What a draft stands on, per style: the style's own scenes, the photo's own scene painted in the
 * style (needs no cut-out, so a poor mask never blocks a draft), and a plain backdrop. The first
 * is the default; staff pick another on the workbench and the choice is kept with the draft.
 */
export const STYLE_BACKDROPS = {
  Retro: ['sunset', 'stripes', 'photo', 'plain'],
  Cartoon: ['sunburst', 'hills', 'photo', 'plain'],
  Anime: ['sky', 'speed', 'photo', 'plain'],
  Cyberpunk: ['city', 'grid', 'photo', 'plain'],
} as const satisfies Record<Style, readonly string[]>;

export type Backdrop = (typeof STYLE_BACKDROPS)[Style][number];

export const BACKDROP_LABELS: Record<Backdrop, string> = {
  sunset: 'Sunset poster',
  stripes: 'Racing stripes',
  sunburst: 'Sunburst',
  hills: 'Road and hills',
  sky: 'Summer sky',
  speed: 'Speed lines',
  city: 'Neon city',
  grid: 'Neon grid',
  photo: 'The photo’s own scene',
  plain: 'Plain backdrop',
};

export function defaultBackdrop(style: Style): Backdrop {
  return STYLE_BACKDROPS[style][0];
}

export function isBackdropOf(style: Style, value: string): value is Backdrop {
  return (STYLE_BACKDROPS[style] as readonly string[]).includes(value);
}
