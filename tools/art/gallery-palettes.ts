/** Each style's palette and the bike's colours adjusted to it. */
import { mix, type BikeStyle } from './bike-geometry.ts';
import { photoBikeStyle, toonStyle, type BikeColours, type ToonPalette } from './bike-styles.ts';
import { RETRO } from './landscape-retro.ts';
import type { Look } from './scenes.ts';
import type { StyleLook } from './gallery-pairs.ts';

// ---------------------------------------------------------------- colour --

type Hsl = [h: number, s: number, l: number];

function hexToHsl(hex: string): Hsl {
  const channel = (i: number) => parseInt(hex.slice(i, i + 2), 16) / 255;
  const [r, g, b] = [channel(1), channel(3), channel(5)];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex(h: number, s: number, l: number) {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const c = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[0, 8, 4]
    .map((n) =>
      Math.round(c(n) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Recolour keeping the hue: scale saturation, pull lightness into a range. */
type Adjustment = { sat?: number; minL?: number; maxL?: number; hueTo?: number | null; hueAmt?: number };

function adjust(hex: string, { sat = 1, minL = 0, maxL = 1, hueTo = null, hueAmt = 0 }: Adjustment = {}) {
  const [hue, s, l] = hexToHsl(hex);
  let h = hue;
  if (hueTo !== null && s > 0.15) {
    const diff = ((hueTo - h + 540) % 360) - 180;
    h = (h + diff * hueAmt + 360) % 360;
  }
  return hslToHex(h, clamp(s * sat, 0, 1), clamp(l, minL, maxL));
}

/** Palette shifts per style, applied to the bike's own colours so the render keeps its identity. */
/** How a style recolours the bike's own colours, and its fixed materials. */
type LookPalette = {
  colour: (c: string) => string;
  base: Omit<ToonPalette, 'paint' | 'stripe' | 'seat'>;
};

const LOOKS: Record<StyleLook, LookPalette> = {
  retro: {
    colour: (c: string) => mix(adjust(c, { sat: 0.72, minL: 0.3, maxL: 0.72, hueTo: 25, hueAmt: 0.12 }), '#e9d8b4', 0.18),
    base: {
      frame: '#3b3029',
      chrome: '#cfc3a8',
      alloy: '#c2b59a',
      engine: '#8a7e6b',
      rubber: '#3a302a',
      accent: '#2f8f83',
      ink: RETRO.ink,
      shine: '#fff4dc',
      lamp: '#fff1c9',
      shadowTint: '#3b2418',
      shadowAmt: 0.32,
      ow: 5,
      spokes: 24,
      spokeW: 3,
    },
  },
  cartoon: {
    colour: (c: string) => adjust(c, { sat: 1.25, minL: 0.12, maxL: 0.62 }),
    base: {
      frame: '#2a2a2a',
      chrome: '#d6e4f0',
      alloy: '#c4d3e0',
      engine: '#8f9aa6',
      rubber: '#2b2b2b',
      accent: '#ff3b30',
      ink: '#000000',
      ow: 8,
      spokes: 12,
      spokeW: 5,
      shadowAmt: 0.28,
    },
  },
  anime: {
    colour: (c: string) => adjust(c, { sat: 1.1, minL: 0.1, maxL: 0.9 }),
    base: {
      frame: '#23263a',
      chrome: '#e6ecf5',
      alloy: '#cfd8e6',
      engine: '#7d879c',
      rubber: '#252838',
      accent: '#ff4d6d',
      ink: '#1a1530',
      shine: '#ffffff',
      shadowTint: '#2a1f66',
      shadowAmt: 0.42,
      ow: 3.5,
      spokes: 28,
      spokeW: 2.2,
    },
  },
  cyberpunk: {
    colour: (c: string) => {
      const [, s, l] = hexToHsl(c);
      if (s < 0.2 || l < 0.16) return mix(c, '#2b2550', 0.6);
      return adjust(c, { sat: 1.4, minL: 0.5, maxL: 0.62, hueTo: 320, hueAmt: 0.15 });
    },
    base: {
      frame: '#2b2550',
      chrome: '#a9b8e8',
      pipe: '#b8c4f0',
      alloy: '#8e9bd0',
      engine: '#4c4f7a',
      rubber: '#1d1838',
      accent: '#22e5ff',
      ink: '#07040f',
      shine: '#e8fdff',
      lamp: '#e8fdff',
      shadowTint: '#1a0638',
      shadowAmt: 0.45,
      ow: 4.5,
    },
  },
};

function toonBike(b: BikeColours, look: StyleLook) {
  const L = LOOKS[look];
  const c = L.colour;
  const light = (x: string) => (look === 'cyberpunk' ? adjust(x, { sat: 1.5, minL: 0.55, maxL: 0.65 }) : c(x));
  return toonStyle({
    ...L.base,
    paint: c(b.paint),
    stripe: look === 'cyberpunk' ? light(b.stripe) : c(b.stripe),
    seat: c(b.seat),
    extra: {
      paint2: c(b.paint2 ?? b.stripe),
      plate: c(b.plate ?? '#ece6d8'),
      screen: look === 'cyberpunk' ? '#22305a' : '#3b4a66',
      cast: c(b.cast ?? '#26262a'),
      whitewall: look === 'retro' ? '#f6ead0' : '#ffffff',
      shield: L.base.frame,
      lens: L.base.lamp ?? '#fff7d6',
    },
  });
}

export const bikeStyle = (b: BikeColours, look: Look): BikeStyle => (look === 'photo' ? photoBikeStyle(b) : toonBike(b, look));
