// Generates the sample gallery: 12 pairs of an "original" photo-style image and
// its stylised render (3 per style, one per aspect ratio), plus a watermarked
// preview of each render, into apps/web/src/features/gallery/samples/, and the
// typed gallery-samples.ts that imports them.
//
//   node tools/art/gallery.ts                  # everything
//   node tools/art/gallery.ts retro-1x1-cafe   # only the named pair(s); gallery-samples.ts is always written
//   ART_PREVIEW_DIR=/tmp/art node tools/art/gallery.ts   # also write PNGs
//
// Same approach as generate.ts: procedural SVG (bike.ts, builds.ts,
// scenes.ts) rasterised with sharp, deterministic, no fonts or network.

import path from 'node:path';
import process from 'node:process';
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';

import {
  BIKE_BOUNDS,
  blurFilter,
  createCtx,
  mix,
  photoBikeStyle,
  toonStyle,
  type BikeColours,
  type BikeStyle,
  type RenderContext,
  type ToonPalette,
} from './bike.ts';
import { drawBuild, type BikeDescription } from './builds.ts';
import { bikeShadow, f, grain, linear, noiseFilter, rng, svgDoc, vignette, type LightLayer } from './kit.ts';
import { gallerySamplesDir as OUT_DIR, previewDir as PREVIEW_DIR } from './paths.ts';
import { RETRO } from './landscape-retro.ts';
import { drawScene, type Frame, type Look, type SceneDescription } from './scenes.ts';
// The same watermark the store lays over its public previews.
import { watermarkSvg } from '@store/server/src/images/watermark.ts';

const QUALITY = 76;

type StyleName = 'Retro' | 'Cartoon' | 'Anime' | 'Cyberpunk';
type GalleryRatio = '1x1' | '2x3' | '3x2';
type StyleLook = Exclude<Look, 'photo'>;

const STYLE_LOOK: Record<StyleName, StyleLook> = { Retro: 'retro', Cartoon: 'cartoon', Anime: 'anime', Cyberpunk: 'cyberpunk' };

/** One original/render pair of the gallery. */
type Pair = {
  id: string;
  style: StyleName;
  ratio: GalleryRatio;
  title: string;
  bike: BikeDescription;
  /** Face left. */
  flip?: boolean;
  scene: SceneDescription;
};

// ---------------------------------------------------------------- the pairs --

/**
 * bike: build kind and base colours (paint, paint2 second colour, stripe, seat,
 * frame, cast wheels), flip: face left. scene: background and its options.
 */
const PAIRS: Pair[] = [
  {
    id: 'retro-1x1-cafe',
    style: 'Retro',
    ratio: '1x1',
    title: 'Café racer in the workshop',
    bike: { kind: 'cafe', paint: '#2e6b4f', stripe: '#f1e6cc', seat: '#5a3a24' },
    scene: { kind: 'garage', seed: 11 },
  },
  {
    id: 'retro-2x3-scrambler',
    style: 'Retro',
    ratio: '2x3',
    title: 'Scrambler in the hills',
    bike: { kind: 'scrambler', paint: '#5f6b3a', paint2: '#e9dfc8', stripe: '#b5432a', seat: '#7a4a2a', plate: '#e9dfc8' },
    flip: true,
    scene: { kind: 'landscape', land: 'hills', time: 'day', seed: 21, sun: [0.3, 0.42], sunR: 150, fence: true },
  },
  {
    id: 'retro-3x2-cruiser',
    style: 'Retro',
    ratio: '3x2',
    title: 'Cruiser on the desert highway',
    bike: { kind: 'cruiser', paint: '#7a1f2b', paint2: '#efe4cc', stripe: '#d4a64a', seat: '#3a2418', whitewall: true },
    scene: { kind: 'landscape', land: 'desert', time: 'dusk', seed: 31, sun: [0.5, 0.72], sunR: 130, clouds: 2 },
  },
  {
    id: 'cartoon-1x1-sport',
    style: 'Cartoon',
    ratio: '1x1',
    title: 'Sport bike downtown',
    bike: { kind: 'sport', paint: '#f5c400', paint2: '#1c1c1e', stripe: '#ffffff', seat: '#1c1c1e', cast: '#1c1c1e' },
    scene: { kind: 'street', seed: 41, lampX: 0.1 },
  },
  {
    id: 'cartoon-2x3-cafe',
    style: 'Cartoon',
    ratio: '2x3',
    title: 'Café racer by the sea',
    bike: { kind: 'cafe', paint: '#c8202f', stripe: '#ffffff', seat: '#1f1f22' },
    scene: { kind: 'landscape', land: 'coast', time: 'day', seed: 51, sun: [0.78, 0.3], sunR: 110, clouds: 3 },
  },
  {
    id: 'cartoon-3x2-scrambler',
    style: 'Cartoon',
    ratio: '3x2',
    title: 'Scrambler on a dirt trail',
    bike: { kind: 'scrambler', paint: '#ff7a00', paint2: '#f2f2f2', stripe: '#1c1c1e', seat: '#1f1f22', plate: '#f2f2f2' },
    flip: true,
    scene: { kind: 'landscape', land: 'hills', time: 'day', road: 'dirt', seed: 61, sun: [0.85, 0.35], sunR: 90, clouds: 3 },
  },
  {
    id: 'anime-1x1-cruiser',
    style: 'Anime',
    ratio: '1x1',
    title: 'Cruiser at sunset',
    bike: { kind: 'cruiser', paint: '#263a8a', paint2: '#c9d2e0', stripe: '#f1f5f9', seat: '#1f1f22' },
    scene: { kind: 'landscape', land: 'coast', time: 'dusk', seed: 71, sun: [0.3, 0.86], sunR: 110, clouds: 3, cloudScale: 1.5 },
  },
  {
    id: 'anime-2x3-sport',
    style: 'Anime',
    ratio: '2x3',
    title: 'Sport bike on a mountain pass',
    bike: { kind: 'sport', paint: '#1f4fd6', paint2: '#f4f6fb', stripe: '#e11d48', seat: '#1c1c1e', cast: '#c9a227' },
    flip: true,
    scene: { kind: 'landscape', land: 'mountains', time: 'day', seed: 81, sun: [0.2, 0.2], sunR: 100, clouds: 3, cloudScale: 1.6 },
  },
  {
    id: 'anime-3x2-cafe',
    style: 'Anime',
    ratio: '3x2',
    title: 'Café racer at dusk',
    bike: { kind: 'cafe', paint: '#e6e3da', stripe: '#2563eb', seat: '#5a3a24' },
    scene: { kind: 'landscape', land: 'hills', time: 'dusk', seed: 91, sun: [0.78, 0.8], sunR: 90, clouds: 3, cloudScale: 1.3 },
  },
  {
    id: 'cyberpunk-1x1-scrambler',
    style: 'Cyberpunk',
    ratio: '1x1',
    title: 'Scrambler in the rain',
    bike: { kind: 'scrambler', paint: '#1d1d20', paint2: '#f97316', stripe: '#f97316', seat: '#4a2e1e', plate: '#f97316' },
    scene: { kind: 'night', seed: 101, rain: 140, signs: 6 },
  },
  {
    id: 'cyberpunk-2x3-cruiser',
    style: 'Cyberpunk',
    ratio: '2x3',
    title: 'Cruiser under neon',
    bike: { kind: 'cruiser', paint: '#6b21a8', paint2: '#e5e7eb', stripe: '#f472b6', seat: '#1f1f22' },
    flip: true,
    scene: { kind: 'night', seed: 111, rain: 90, signs: 7, billboard: [0.55, 0.25, 0.36, 0.16] },
  },
  {
    id: 'cyberpunk-3x2-sport',
    style: 'Cyberpunk',
    ratio: '3x2',
    title: 'Sport bike after midnight',
    bike: { kind: 'sport', paint: '#3fae2a', paint2: '#18181b', stripe: '#ffffff', seat: '#18181b', cast: '#18181b' },
    scene: { kind: 'night', seed: 121, rain: 0, signs: 5, moonX: 0.15 },
  },
];

/** Canvas in drawing units (always 1200 wide), where the bike stands and how big it is. */
const FRAMES: Record<GalleryRatio, Frame> = {
  '1x1': { W: 1200, H: 1200, g: 1010, s: 0.96, cx: 600, horizonUp: 330 },
  '2x3': { W: 1200, H: 1800, g: 1450, s: 0.96, cx: 600, horizonUp: 560, quarter: true },
  '3x2': { W: 1200, H: 800, g: 715, s: 0.98, cx: 600, horizonUp: 290 },
};

/** The render also comes 720 wide: a phone's card (about 380 CSS px at 1.75-2x) needs more than 480 and far less than 960. */
const OUTPUT_WIDTH = { large: 960, medium: 720, small: 480 };

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

const bikeStyle = (b: BikeColours, look: Look): BikeStyle => (look === 'photo' ? photoBikeStyle(b) : toonBike(b, look));

// ---------------------------------------------------------------- composing --

const BX = (BIKE_BOUNDS.x0 + BIKE_BOUNDS.x1) / 2;
const GROUND = BIKE_BOUNDS.ground;

/** Bike-local to canvas: centred on cx, wheels on g; portrait frames get a slight three-quarter turn. */
function bikeTransform(fr: Frame, flip = false) {
  const q = fr.quarter ? 'matrix(0.84,0.045,0,1,0,0) ' : '';
  return `translate(${fr.cx},${fr.g}) ${q}scale(${flip ? -fr.s : fr.s},${fr.s}) translate(${-BX},${-GROUND})`;
}

/** Light the bike as a whole: gradient overlays clipped to its silhouette (bounds wide enough for every build). */
function lightBike(ctx: RenderContext, layers: LightLayer[]) {
  const fid = ctx.id('white');
  ctx.defs.push(
    `<filter id="${fid}" x="-5%" y="-5%" width="110%" height="110%"><feFlood flood-color="#fff"/><feComposite in2="SourceAlpha" operator="in"/></filter>`,
  );
  const m = ctx.id('bmask');
  ctx.defs.push(
    `<mask id="${m}" maskUnits="userSpaceOnUse" x="-2000" y="-2000" width="6000" height="6000"><use href="#bike" filter="url(#${fid})"/></mask>`,
  );
  return `<g mask="url(#${m})">${layers
    .map(({ fill, op = 1 }) => `<rect x="20" y="100" width="1080" height="640" fill="${fill}" opacity="${op}"/>`)
    .join('')}</g>`;
}

/** Bright rim along the top edges of the bike (anime key light). */
function rimLight(ctx: RenderContext, color: string, dy = 5, op = 0.9) {
  const id = ctx.id('rim');
  ctx.defs.push(
    `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB"><feOffset in="SourceAlpha" dx="${-dy * 0.4}" dy="${dy}" result="o"/><feComposite in="SourceAlpha" in2="o" operator="out" result="edge"/><feFlood flood-color="${color}"/><feComposite in2="edge" operator="in"/></filter>`,
  );
  return `<use href="#bike" filter="url(#${id})" opacity="${op}"/>`;
}

function neonRim(ctx: RenderContext, a: string, b: string) {
  const rim = ctx.id('nrim');
  ctx.defs.push(
    `<filter id="${rim}" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB"><feMorphology in="SourceAlpha" operator="dilate" radius="3" result="d"/><feGaussianBlur in="d" stdDeviation="9" result="b"/><feFlood flood-color="${a}" result="c1"/><feComposite in="c1" in2="b" operator="in" result="g1"/><feOffset in="g1" dx="5" dy="-2" result="g1o"/><feFlood flood-color="${b}" result="c2"/><feComposite in="c2" in2="b" operator="in" result="g2"/><feOffset in="g2" dx="-6" dy="2" result="g2o"/><feMerge><feMergeNode in="g2o"/><feMergeNode in="g1o"/></feMerge></filter>`,
  );
  return `<use href="#bike" filter="url(#${rim})" opacity="0.85"/>`;
}

function contactShadows(ctx: RenderContext, op: number, color = '#000') {
  return (
    `<ellipse cx="555" cy="702" rx="520" ry="30" fill="${color}" opacity="${op * 0.6}" filter="url(#${blurFilter(ctx, 16)})"/>` +
    `<ellipse cx="230" cy="700" rx="120" ry="9" fill="${color}" opacity="${op}" filter="url(#${blurFilter(ctx, 5)})"/>` +
    `<ellipse cx="880" cy="700" rx="120" ry="9" fill="${color}" opacity="${op}" filter="url(#${blurFilter(ctx, 5)})"/>`
  );
}

/** Horizontal speed lines, thicker near the middle of the band. */
function speedLines(seed: number, x0: number, x1: number, y0: number, y1: number, n: number, color: string, op: number, width = 3) {
  const r = rng(seed);
  let d = '';
  for (let i = 0; i < n; i += 1) {
    const y = y0 + r() * (y1 - y0);
    const x = x0 + r() * (x1 - x0);
    const l = 80 + r() * 260;
    const w = width * (0.5 + r());
    d += `M${f(x)},${f(y - w / 2)} L${f(x + l)},${f(y)} L${f(x)},${f(y + w / 2)} Z `;
  }
  return `<path d="${d}" fill="${color}" opacity="${op}"/>`;
}

function sparkles(seed: number, W: number, H: number, n: number, color: string) {
  const r = rng(seed);
  let d = '';
  for (let i = 0; i < n; i += 1) {
    const x = r() * W;
    const y = r() * H * 0.55;
    const k = 6 + r() * 12;
    d += `M${f(x)},${f(y - k)} Q${f(x)},${f(y)} ${f(x + k)},${f(y)} Q${f(x)},${f(y)} ${f(x)},${f(y + k)} Q${f(x)},${f(y)} ${f(x - k)},${f(y)} Q${f(x)},${f(y)} ${f(x)},${f(y - k)} Z `;
  }
  return `<path d="${d}" fill="${color}"/>`;
}

/** One image of a pair: `look` is 'photo' for the original, else the style. */
function compose(pair: Pair, look: Look) {
  const fr = FRAMES[pair.ratio];
  const { W, H } = fr;
  const ctx = createCtx(`${pair.id}-${look}`);
  const st = bikeStyle(pair.bike, look);
  ctx.defs.push(`<g id="bike">${drawBuild(ctx, st, pair.bike.kind)}</g>`);
  const scene = drawScene(ctx, look, fr, pair.scene);
  const T = bikeTransform(fr, pair.flip);
  const night = pair.scene.kind === 'night';
  const dusk = pair.scene.time === 'dusk';
  let s = scene.back;
  let b = '';
  if (look === 'photo') {
    if (night) {
      b += `<g opacity="0.22" filter="url(#${blurFilter(ctx, 3)})"><use href="#bike" transform="matrix(1,0,0,-1,0,${2 * GROUND})"/></g>`;
      b += contactShadows(ctx, 0.8);
      b += `<use href="#bike"/>`;
      b += lightBike(ctx, [
        {
          fill: linear(
            ctx,
            [
              [0, '#ffcf8a', 0.2],
              [0.5, '#000', 0.15],
              [1, '#8ab4ff', 0.22],
            ],
            0,
            0,
            1,
            0,
          ),
        },
        {
          fill: linear(ctx, [
            [0, '#fff1d6', 0.12],
            [0.4, '#000', 0],
            [1, '#000', 0.4],
          ]),
        },
      ]);
      b += `<circle cx="842" cy="283" r="26" fill="#fff6e0" opacity="0.55" filter="url(#${blurFilter(ctx, 9)})"/>`;
    } else {
      b += contactShadows(ctx, 0.7);
      b += bikeShadow(ctx, 'bike', 0.16, dusk ? -1.2 : 0.7, 8, dusk ? 0.32 : 0.4);
      b += `<g filter="url(#${blurFilter(ctx, 0.4)})"><use href="#bike"/></g>`;
      const warm = dusk ? '#ff9a5a' : '#fff0d0';
      b += lightBike(ctx, [
        {
          fill: linear(
            ctx,
            [
              [0, warm, dusk ? 0.22 : 0.1],
              [0.5, warm, 0],
              [1, '#28354d', 0.2],
            ],
            0,
            0,
            1,
            0,
          ),
        },
        {
          fill: linear(ctx, [
            [0, '#000', 0],
            [0.55, '#000', 0],
            [1, '#000', 0.35],
          ]),
        },
      ]);
    }
  } else if (look === 'retro') {
    b += `<ellipse cx="555" cy="704" rx="500" ry="22" fill="${RETRO.ink}" opacity="0.35"/>`;
    b += `<use href="#bike"/>`;
  } else if (look === 'cartoon') {
    b += `<ellipse cx="555" cy="704" rx="500" ry="24" fill="#000" opacity="0.28"/>`;
    b += `<use href="#bike"/>`;
  } else if (look === 'anime') {
    b += `<ellipse cx="555" cy="704" rx="510" ry="20" fill="#2a1f66" opacity="0.45"/>`;
    b += `<use href="#bike"/>`;
    b += rimLight(ctx, dusk ? '#ffe0b0' : '#ffffff', 5, 0.85);
  } else {
    b += `<g opacity="0.3" filter="url(#${blurFilter(ctx, 2.5)})"><use href="#bike" transform="matrix(1,0,0,-1,0,${2 * GROUND})"/></g>`;
    b += `<ellipse cx="555" cy="702" rx="520" ry="26" fill="#000" opacity="0.6" filter="url(#${blurFilter(ctx, 14)})"/>`;
    b += neonRim(ctx, '#22e5ff', '#ff2e88');
    b += `<use href="#bike"/>`;
    b += `<circle cx="842" cy="283" r="30" fill="#e8fdff" opacity="0.6" filter="url(#${blurFilter(ctx, 10)})"/>`;
  }
  if (look === 'anime') {
    // speed lines streaming past behind the bike
    s += speedLines(pair.id.length * 7 + 3, -100, W, fr.g - 520 * fr.s, fr.g + 10, 22, '#ffffff', 0.5, 5);
  }
  s += `<g transform="${T}">${b}</g>`;
  s += scene.front;
  // finishing pass per look
  if (look === 'photo') {
    if (dusk)
      s += `<rect width="${W}" height="${H}" fill="${linear(
        ctx,
        [
          [0, '#ff9a5a', 0.12],
          [1, '#3a2a6a', 0.12],
        ],
        0,
        0,
        1,
        0,
      )}"/>`;
    s += vignette(ctx, W, H, night ? 0.7 : 0.45);
    s += grain(ctx, W, H, 0.08, 7);
  } else if (look === 'retro') {
    s = retroPrint(ctx, W, H, s);
  } else if (look === 'anime') {
    s += speedLines(pair.id.length * 11 + 5, -200, W * 0.4, fr.g - 40, fr.g + 60 * fr.s, 8, '#ffffff', 0.7, 4);
    s += sparkles(pair.id.length * 13, W, H, 7, '#ffffff');
  } else if (look === 'cyberpunk') {
    let scan = '';
    for (let y = 0; y < H; y += 6) scan += `M0,${y} H${W} `;
    s += `<path d="${scan}" stroke="#000" stroke-width="1.5" opacity="0.12"/>`;
    s += vignette(ctx, W, H, 0.65, '#05020a');
  }
  return svgDoc(W, H, ctx, s).replace(
    `width="${W}" height="${H}"`,
    `width="${OUTPUT_WIDTH.large}" height="${Math.round((OUTPUT_WIDTH.large * H) / W)}"`,
  );
}

/** Vintage poster finish: faded inks, paper texture, dot screen and a cream border. */
function retroPrint(ctx: RenderContext, W: number, H: number, body: string) {
  const fade = ctx.id('fade');
  ctx.defs.push(
    `<filter id="${fade}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0.78 0.16 0.06 0 0.06  0.1 0.76 0.1 0 0.05  0.06 0.12 0.62 0 0.04  0 0 0 1 0"/></filter>`,
  );
  let s = `<g filter="url(#${fade})">${body}</g>`;
  // worn paper: blotchy, low-frequency, so it stays cheap to compress
  s += `<rect width="${W}" height="${H}" filter="${noiseFilter(ctx, { freq: 0.012, oct: 3, seed: 5, gain: 1.3, bias: -0.5, color: '#8a6a44' })}" opacity="0.35"/>`;
  s += vignette(ctx, W, H, 0.35, '#5a3a1a');
  const m = 34;
  s += `<path d="M0,0 H${W} V${H} H0 Z M${m},${m} V${H - m} H${W - m} V${m} Z" fill="${RETRO.cream}" fill-rule="evenodd"/>`;
  s += `<rect x="${m}" y="${m}" width="${W - 2 * m}" height="${H - 2 * m}" fill="none" stroke="${RETRO.ink}" stroke-width="5"/>`;
  s += `<rect x="${m - 14}" y="${m - 14}" width="${W - 2 * m + 28}" height="${H - 2 * m + 28}" fill="none" stroke="${RETRO.ink}" stroke-width="2" opacity="0.6"/>`;
  return s;
}

// ---------------------------------------------------------------- output --

const camel = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()).replace(/^(\d)/, '_$1');

function indexTs() {
  const imports = [];
  const entries = [];
  for (const p of PAIRS) {
    const fr = FRAMES[p.ratio];
    const v = camel(p.id);
    const files = {
      originalSmall: `${p.id}-original-480.webp`,
      originalLarge: `${p.id}-original-960.webp`,
      renderSmall: `${p.id}-render-480.webp`,
      renderMedium: `${p.id}-render-720.webp`,
      renderLarge: `${p.id}-render-960.webp`,
      preview: `${p.id}-render-preview.webp`,
    };
    for (const [k, file] of Object.entries(files)) imports.push(`import ${v}${k.charAt(0).toUpperCase()}${k.slice(1)} from './${file}';`);
    entries.push(`  {
    id: '${p.id}',
    style: '${p.style}',
    aspectRatio: '${p.ratio}',
    title: '${p.title.replace(/'/g, "\\'")}',
    original: { small: ${v}OriginalSmall, large: ${v}OriginalLarge },
    render: { small: ${v}RenderSmall, medium: ${v}RenderMedium, large: ${v}RenderLarge },
    preview: ${v}Preview,
    width: ${OUTPUT_WIDTH.large},
    height: ${Math.round((OUTPUT_WIDTH.large * fr.H) / fr.W)},
  },`);
  }
  return `// Generated by tools/art/gallery.ts; edit the generator, not this file.
import type { AspectRatio } from '@store/shared/catalog';
import type { Style } from '@store/shared/styles';
${imports.join('\n')}

/** The aspect ratios the sample gallery shows (SPEC.md section 9). */
export type GalleryAspectRatio = Extract<AspectRatio, '1x1' | '2x3' | '3x2'>;

export type GalleryImage = {
  /** ${OUTPUT_WIDTH.small} px wide. */
  small: string;
  /** ${OUTPUT_WIDTH.large} px wide. */
  large: string;
};

/** A render comes in one more width, for phones. */
export type GalleryRenderImage = GalleryImage & {
  /** ${OUTPUT_WIDTH.medium} px wide. */
  medium: string;
};

/** One original/render pair of the static sample gallery. */
export type GallerySample = {
  id: string;
  style: Style;
  aspectRatio: GalleryAspectRatio;
  title: string;
  original: GalleryImage;
  render: GalleryRenderImage;
  /** The ${OUTPUT_WIDTH.large} px render with the MotoMuse watermark, shown in the lightbox. */
  preview: string;
  /** Size of the ${OUTPUT_WIDTH.large} px images (the ${OUTPUT_WIDTH.small} px ones are half). */
  width: number;
  height: number;
};

export const GALLERY_SAMPLES: readonly GallerySample[] = [
${entries.join('\n')}
];
`;
}

async function writeWebp(img: Sharp, file: string) {
  const out = path.join(OUT_DIR, file);
  await img.clone().webp({ quality: QUALITY, effort: 6, smartSubsample: true }).toFile(out);
  if (PREVIEW_DIR)
    await img
      .clone()
      .png()
      .toFile(path.join(PREVIEW_DIR, file.replace(/\.webp$/, '.png')));
  return (await stat(out)).size;
}

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((id) => !PAIRS.some((p) => p.id === id));
  if (unknown.length) throw new Error(`Unknown pair(s): ${unknown.join(', ')}`);
  await mkdir(OUT_DIR, { recursive: true });
  if (PREVIEW_DIR) await mkdir(PREVIEW_DIR, { recursive: true });
  for (const pair of PAIRS) {
    if (only.length && !only.includes(pair.id)) continue;
    const t0 = Date.now();
    let bytes = 0;
    const fr = FRAMES[pair.ratio];
    const height = Math.round((OUTPUT_WIDTH.large * fr.H) / fr.W);
    const images: [kind: 'original' | 'render', look: Look][] = [
      ['original', 'photo'],
      ['render', STYLE_LOOK[pair.style]],
    ];
    for (const [kind, look] of images) {
      const png = await sharp(Buffer.from(compose(pair, look)), { limitInputPixels: false })
        .png()
        .toBuffer();
      const large = sharp(png);
      bytes += await writeWebp(large, `${pair.id}-${kind}-${OUTPUT_WIDTH.large}.webp`);
      bytes += await writeWebp(sharp(png).resize(OUTPUT_WIDTH.small), `${pair.id}-${kind}-${OUTPUT_WIDTH.small}.webp`);
      if (kind === 'render') {
        bytes += await writeWebp(sharp(png).resize(OUTPUT_WIDTH.medium), `${pair.id}-render-${OUTPUT_WIDTH.medium}.webp`);
        const marked = sharp(png).composite([{ input: watermarkSvg(OUTPUT_WIDTH.large, height) }]);
        bytes += await writeWebp(sharp(await marked.png().toBuffer()), `${pair.id}-render-preview.webp`);
      }
    }
    console.log(`${pair.id}  ${OUTPUT_WIDTH.large}x${height}  ${(bytes / 1024).toFixed(1)} KB  (${Date.now() - t0} ms)`);
  }
  if (!only.length) {
    // drop images of pairs that no longer exist
    const expected = new Set(
      PAIRS.flatMap((p) =>
        ['original-480', 'original-960', 'render-480', 'render-720', 'render-960', 'render-preview'].map((v) => `${p.id}-${v}.webp`),
      ),
    );
    for (const file of await readdir(OUT_DIR)) if (file.endsWith('.webp') && !expected.has(file)) await rm(path.join(OUT_DIR, file));
  }
  await writeFile(path.join(OUT_DIR, 'gallery-samples.ts'), indexTs());
  let total = 0;
  for (const file of await readdir(OUT_DIR)) total += (await stat(path.join(OUT_DIR, file))).size;
  console.log(`samples folder: ${(total / 1024).toFixed(0)} KB`);
}

await main();
