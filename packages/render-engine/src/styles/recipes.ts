import type { Style } from '@store/shared/styles';
import { anime } from './anime.ts';
import { cartoon } from './cartoon.ts';
import { cyberpunk } from './cyberpunk.ts';
import type { StyleRecipe } from './paint/types.ts';
import { retro } from './retro.ts';

export const STYLE_RECIPES: Record<Style, StyleRecipe> = {
  Retro: retro,
  Cartoon: cartoon,
  Anime: anime,
  Cyberpunk: cyberpunk,
};
