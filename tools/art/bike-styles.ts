/** The bike's looks: the photographic style and its colours, and the toon palette. */
import { type Material, type Tone, type BikeStyle, mix } from './bike-geometry.ts';

// ---------------------------------------------------------------- styles --

export const M = (l: string, b: string, d: string, extra: { chrome?: boolean } = {}): Material => ({ l, b, d, ...extra });

/** Materials shared by the realistic renders; override paint via options, add more via `extra` (name -> [light, base, dark]). */
type PhotoStyleOptions = { paint?: Tone; stripe?: string; seat?: Tone; spring?: Tone | null; extra?: Record<string, Tone> };

export function photoStyle({
  paint = ['#e0564a', '#b3261e', '#5c0f0b'],
  stripe = '#f3efe6',
  seat = ['#5a4a3e', '#2d241d', '#120e0b'],
  spring = null,
  extra = {},
}: PhotoStyleOptions = {}): BikeStyle {
  return {
    mode: 'photo',
    ink: '#000',
    ow: 0,
    spokes: 36,
    spokeW: 0,
    stripe,
    lamp: '#d9dde0',
    shine: '#fff',
    mat: {
      paint: M(...paint),
      panel: M(...paint),
      frame: M('#4a4a4d', '#1e1e20', '#060607'),
      chrome: M('#fffdf8', '#b9b8b4', '#3d3832', { chrome: true }),
      pipe: M('#fffcf6', '#b5b3ae', '#35302a', { chrome: true }),
      pipeFar: M('#b0b4ba', '#6e7278', '#1d1f22', { chrome: true }),
      pipeEnd: M('#d4d7db', '#8c9096', '#2f3236'),
      alloy: M('#e9eaec', '#a7aaaf', '#4b4e53'),
      engine: M('#b6b8bb', '#7a7d82', '#2e3034'),
      engineDark: M('#3a3b3e', '#232426', '#0d0d0e'),
      filter: M('#4a4a4a', '#262626', '#0c0c0c'),
      rubber: M('#3a3a3b', '#1c1c1d', '#0a0a0a'),
      seat: M(...seat),
      slider: M('#d9dbde', '#9a9ea3', '#45484c'),
      disc: M('#c9ccd0', '#9a9ea4', '#50545a'),
      caliper: M('#6a6d72', '#34363a', '#101112'),
      sprocket: M('#8a8d92', '#5b5e63', '#232428'),
      chain: M('#7a7c80', '#4a4c50', '#161718'),
      spring: spring ? M(...spring) : M('#f4f4f4', '#b5b9be', '#44484d'),
      tail: M('#ff6a5e', '#c0150c', '#4d0603'),
      indicator: M('#ffd08a', '#f59e0b', '#7a4a04'),
      badge: M('#fffbe8', '#d8c48a', '#6b5a2a'),
      ...Object.fromEntries(Object.entries(extra).map(([name, tone]) => [name, M(...tone)])),
    },
  };
}

/**
 * Flat cel-shaded renders. `p` holds the palette: paint, stripe, frame,
 * chrome, engine, rubber, seat, accent, ink, shine, lamp; `extra` adds more
 * materials (name -> base colour).
 */
export type ToonPalette = {
  paint: string;
  stripe: string;
  frame: string;
  chrome: string;
  engine: string;
  rubber: string;
  seat: string;
  accent: string;
  pipe?: string;
  alloy?: string;
  panel?: string;
  disc?: string;
  spring?: string;
  tail?: string;
  indicator?: string;
  badge?: string;
  ink?: string;
  shine?: string;
  lamp?: string;
  shadowTint?: string;
  shadowAmt?: number;
  ow?: number;
  spokes?: number;
  spokeW?: number;
  extra?: Record<string, string>;
};

export function toonStyle(p: ToonPalette): BikeStyle {
  const sh = (c: string, t: number) => mix(c, p.shadowTint ?? '#000000', t);
  const li = (c: string, t: number) => mix(c, '#ffffff', t);
  const tri = (c: string) => M(li(c, 0.35), c, sh(c, p.shadowAmt ?? 0.38));
  return {
    mode: 'toon',
    ink: p.ink ?? '#111111',
    ow: p.ow ?? 4,
    spokes: p.spokes ?? 20,
    spokeW: p.spokeW ?? 3,
    stripe: p.stripe,
    lamp: p.lamp ?? '#fff7d6',
    shine: p.shine ?? '#ffffff',
    mat: {
      paint: tri(p.paint),
      panel: tri(p.panel ?? p.paint),
      frame: tri(p.frame),
      chrome: tri(p.chrome),
      pipe: tri(p.pipe ?? p.chrome),
      pipeFar: M(sh(p.pipe ?? p.chrome, 0.3), sh(p.pipe ?? p.chrome, 0.45), sh(p.pipe ?? p.chrome, 0.65)),
      pipeEnd: tri(sh(p.pipe ?? p.chrome, 0.3)),
      alloy: tri(p.alloy ?? p.chrome),
      engine: tri(p.engine),
      engineDark: tri(sh(p.engine, 0.55)),
      filter: tri(p.rubber),
      rubber: tri(p.rubber),
      seat: tri(p.seat),
      slider: tri(p.alloy ?? p.chrome),
      disc: tri(p.disc ?? sh(p.chrome, 0.15)),
      caliper: tri(p.accent),
      sprocket: tri(sh(p.chrome, 0.3)),
      chain: M(sh(p.chrome, 0.2), sh(p.chrome, 0.35), sh(p.chrome, 0.6)),
      spring: tri(p.spring ?? p.accent),
      tail: tri(p.tail ?? '#ff3b30'),
      indicator: tri(p.indicator ?? '#ffb020'),
      badge: tri(p.badge ?? p.stripe),
      ...Object.fromEntries(Object.entries(p.extra ?? {}).map(([name, c]) => [name, tri(c)])),
    },
  };
}

export const tone = (c: string, light = 0.4, dark = 0.62): Tone => [mix(c, '#ffffff', light), c, mix(c, '#000000', dark)];

// ---------------------------------------------------------------- bike styles --

/** The photo-like look of a bike from its base colours: the gallery's originals and the engine's fixtures. */
/** A bike's own colours; the styles derive their palettes from them. */
export type BikeColours = {
  paint: string;
  stripe: string;
  seat: string;
  paint2?: string;
  plate?: string;
  cast?: string;
  frame?: string;
  whitewall?: boolean;
};

export function photoBikeStyle(b: BikeColours): BikeStyle {
  const st = photoStyle({
    paint: tone(b.paint),
    stripe: b.stripe,
    seat: tone(b.seat, 0.25, 0.7),
    extra: {
      paint2: tone(b.paint2 ?? b.stripe),
      plate: tone(b.plate ?? '#ece6d8', 0.3, 0.5),
      screen: ['#8a9aa8', '#2a3440', '#0a0e12'],
      cast: tone(b.cast ?? '#26262a', 0.35, 0.7),
      whitewall: ['#ffffff', '#efece4', '#9a978f'],
      shield: ['#4a4a4d', '#1e1e20', '#060607'],
      lens: ['#ffffff', '#d9dde0', '#707478'],
    },
  });
  if (b.frame) {
    const [l, base, d] = tone(b.frame);
    st.mat.frame = { l, b: base, d };
  }
  return st;
}
