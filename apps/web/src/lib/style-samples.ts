import type { Style } from '@store/shared/styles';
import anime from '../assets/styles/anime.webp';
import cartoon from '../assets/styles/cartoon.webp';
import cyberpunk from '../assets/styles/cyberpunk.webp';
import retro from '../assets/styles/retro.webp';

/** One square sample render per style (from the gallery's art), for pickers and style cards; 320 px square. */
export const STYLE_SAMPLES: Record<Style, { src: string; width: number; height: number }> = {
  Retro: { src: retro, width: 320, height: 320 },
  Cartoon: { src: cartoon, width: 320, height: 320 },
  Anime: { src: anime, width: 320, height: 320 },
  Cyberpunk: { src: cyberpunk, width: 320, height: 320 },
};

/** What each style looks like, in a line, beside its sample. */
export const STYLE_DESCRIPTIONS: Record<Style, string> = {
  Retro: 'Vintage poster colours and halftone grain',
  Cartoon: 'Bold outlines and flat, bright colour',
  Anime: 'Clean lines, soft shading, open skies',
  Cyberpunk: 'Neon light on a night city',
};
