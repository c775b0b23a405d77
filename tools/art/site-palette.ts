/** The site imagery's brand colours, the bike styles it draws with, and the hero's frame. */
import { photoStyle, toonStyle } from './bike-styles.ts';
import type { BikeStyle } from './bike-geometry.ts';

// ---------------------------------------------------------------- palettes --

export const BRAND = { bg: '#0c0a09', panel: '#1c1917', panel2: '#292524', line: '#44403c', amber: '#f59e0b', amberLight: '#fbbf24' };

/** The four styles a customer picks from, as drawn on the style cards. */
export type StyleKind = 'retro' | 'cartoon' | 'anime' | 'cyberpunk';

export const STYLES: Record<'photo' | 'photoDark' | StyleKind, () => BikeStyle> = {
  photo: () => photoStyle(),
  photoDark: () => photoStyle({ paint: ['#3f5c4a', '#1f3a2b', '#07140d'], stripe: '#d9b36a', seat: ['#6b4a2e', '#3a2616', '#140c05'] }),
  cyberpunk: () =>
    toonStyle({
      paint: '#ff2e88',
      stripe: '#22e5ff',
      frame: '#2b2550',
      chrome: '#a9b8e8',
      pipe: '#b8c4f0',
      alloy: '#8e9bd0',
      engine: '#4c4f7a',
      rubber: '#1d1838',
      seat: '#2b2550',
      accent: '#22e5ff',
      ink: '#07040f',
      shine: '#e8fdff',
      lamp: '#e8fdff',
      shadowTint: '#1a0638',
      shadowAmt: 0.45,
      ow: 4,
    }),
  retro: () =>
    toonStyle({
      paint: '#e4572e',
      stripe: '#f3e3c3',
      frame: '#3b3029',
      chrome: '#cfc3a8',
      alloy: '#c2b59a',
      engine: '#8a7e6b',
      rubber: '#3a302a',
      seat: '#6b3d24',
      accent: '#2f8f83',
      ink: '#2a211b',
      shine: '#fff4dc',
      lamp: '#fff1c9',
      shadowTint: '#3b2418',
      shadowAmt: 0.32,
      ow: 4.5,
      spokes: 24,
    }),
  cartoon: () =>
    toonStyle({
      paint: '#ffcc00',
      stripe: '#ff3b30',
      frame: '#2a2a2a',
      chrome: '#d6e4f0',
      alloy: '#c4d3e0',
      engine: '#8f9aa6',
      rubber: '#2b2b2b',
      seat: '#3a3a3a',
      accent: '#ff3b30',
      ink: '#000000',
      ow: 7,
      spokes: 12,
      spokeW: 5,
      shadowAmt: 0.28,
    }),
  anime: () =>
    toonStyle({
      paint: '#2f6bff',
      stripe: '#ffffff',
      frame: '#23263a',
      chrome: '#e6ecf5',
      alloy: '#cfd8e6',
      engine: '#7d879c',
      rubber: '#252838',
      seat: '#2d2f40',
      accent: '#ff4d6d',
      ink: '#1a1530',
      shine: '#ffffff',
      shadowTint: '#2a1f66',
      shadowAmt: 0.42,
      ow: 3,
      spokes: 28,
      spokeW: 2.2,
    }),
};

// ---------------------------------------------------------------- hero --

export const HERO = { w: 1600, h: 1000, cx: 800, ground: 872, scale: 1.24 };
