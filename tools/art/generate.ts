// Generates MotoMuse's own imagery into apps/web/src/assets/.
//
//   node tools/art/generate.ts            # write all WebP files
//   node tools/art/generate.ts hero-after # only the named file(s)
//   ART_PREVIEW_DIR=/tmp/art node tools/art/generate.ts   # also write PNGs
//
// Everything is drawn procedurally as SVG (see bike.ts) and rasterised with
// sharp; no external images, fonts or network access are used.

import path from 'node:path';
import process from 'node:process';
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { mkdir, stat } from 'node:fs/promises';
import sharp from 'sharp';

import { BIKE_BOUNDS, blurFilter, createCtx, drawBike, photoStyle, toonStyle, type BikeStyle, type RenderContext } from './bike.ts';
import {
  bikeLighting,
  bikeShadow,
  bikeTransform,
  cityLayer,
  clipRect,
  grain,
  halftone,
  linear,
  neonGlow,
  noiseFilter,
  radial,
  rng,
  rr,
  softShadow,
  svgDoc,
  synthSky,
  vignette,
  f,
} from './kit.ts';

import { previewDir as PREVIEW_DIR, siteAssetsDir as OUT_DIR } from './paths.ts';

// ---------------------------------------------------------------- palettes --

const BRAND = { bg: '#0c0a09', panel: '#1c1917', panel2: '#292524', line: '#44403c', amber: '#f59e0b', amberLight: '#fbbf24' };

/** The four styles a customer picks from, as drawn on the style cards. */
type StyleKind = 'retro' | 'cartoon' | 'anime' | 'cyberpunk';

const STYLES: Record<'photo' | 'photoDark' | StyleKind, () => BikeStyle> = {
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

const HERO = { w: 1600, h: 1000, cx: 800, ground: 872, scale: 1.24 };

function heroBefore() {
  const { w, h } = HERO;
  const ctx = createCtx('hb');
  const st = STYLES.photo();
  const bike = drawBike(ctx, st);
  ctx.defs.push(`<g id="bike">${bike}</g>`);
  const floorY = 600;
  const T = bikeTransform(HERO.cx, HERO.ground, HERO.scale);
  let s = '';

  // back wall: painted block wall, slightly out of focus
  s += `<rect width="${w}" height="${floorY + 4}" fill="${linear(ctx, [
    [0, '#6f6a63'],
    [0.55, '#8d877e'],
    [1, '#7d776f'],
  ])}"/>`;
  let mortar = '';
  const rowH = 62;
  for (let y = floorY - rowH, row = 0; y > -rowH; y -= rowH, row += 1) {
    mortar += `M0,${y} H${w} `;
    for (let x = row % 2 ? -70 : 0; x < w; x += 140) mortar += `M${x},${y} V${y + rowH} `;
  }
  s += `<g filter="url(#${blurFilter(ctx, 1.6)})"><path d="${mortar}" stroke="#4a453f" stroke-width="3" opacity="0.45"/><path d="${mortar}" stroke="#c9c2b6" stroke-width="1.5" opacity="0.25" transform="translate(0,3)"/></g>`;
  s += `<rect width="${w}" height="${floorY}" filter="${noiseFilter(ctx, { freq: 0.012, oct: 4, seed: 4, gain: 0.9, bias: -0.25, color: '#2a2520' })}" opacity="0.5"/>`;
  s += `<rect width="${w}" height="${floorY}" filter="${noiseFilter(ctx, { freq: 0.6, oct: 2, seed: 5, gain: 0.6, bias: -0.1, color: '#000000' })}" opacity="0.35"/>`;
  // window light falling on the wall from the left
  s += `<path d="M120,40 L520,40 L600,470 L200,470 Z M620,40 L760,40 L840,470 L700,470 Z" fill="#fff3dc" opacity="0.28" filter="url(#${blurFilter(
    ctx,
    28,
  )})"/>`;
  s += `<rect width="${w}" height="${floorY}" fill="${linear(
    ctx,
    [
      [0, '#1a140e', 0],
      [0.5, '#1a140e', 0.05],
      [1, '#1a140e', 0.5],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  // wall-mounted shelf + lamp, blurred by depth of field
  s += `<g filter="url(#${blurFilter(ctx, 3.2)})" opacity="0.9">
    <rect x="1180" y="212" width="300" height="12" fill="#3b2f24"/>
    <rect x="1196" y="150" width="46" height="62" rx="4" fill="#7a2b22"/>
    <rect x="1252" y="170" width="30" height="42" rx="3" fill="#5b6770"/>
    <rect x="1292" y="132" width="22" height="80" rx="3" fill="#caa45a"/>
    <rect x="1326" y="176" width="70" height="36" rx="6" fill="#3e4a3c"/>
    <circle cx="1440" cy="196" r="16" fill="#2d2d2d"/>
    <rect x="1180" y="224" width="300" height="14" fill="#000" opacity="0.25"/>
  </g>`;
  s += `<g filter="url(#${blurFilter(ctx, 3)})"><rect x="80" y="120" width="150" height="300" rx="6" fill="#4c463f" opacity="0.55"/><rect x="92" y="132" width="126" height="276" fill="#5a544c" opacity="0.6"/></g>`;

  // skirting + floor
  s += `<rect y="${floorY - 6}" width="${w}" height="12" fill="#3b3631"/>`;
  s += `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="${linear(ctx, [
    [0, '#8b857c'],
    [0.25, '#6d675f'],
    [1, '#3a3631'],
  ])}"/>`;
  s += `<rect y="${floorY}" width="${w}" height="${h - floorY}" filter="${noiseFilter(ctx, { freq: '0.004 0.02', oct: 4, seed: 9, gain: 1.1, bias: -0.35, color: '#1c1915' })}" opacity="0.7"/>`;
  s += `<rect y="${floorY}" width="${w}" height="${h - floorY}" filter="${noiseFilter(ctx, { freq: 0.9, oct: 2, seed: 3, gain: 0.7, bias: -0.2, color: '#000000' })}" opacity="0.35"/>`;
  // expansion joints in perspective
  s += `<path d="M0,760 L1600,742 M-200,1000 L700,${floorY} M1900,1000 L1020,${floorY}" stroke="#2a2622" stroke-width="2.5" opacity="0.45"/>`;
  s += `<path d="M0,762 L1600,744" stroke="#b3ab9f" stroke-width="1" opacity="0.2" transform="translate(0,2)"/>`;
  // oil stain
  s += `<ellipse cx="1040" cy="905" rx="120" ry="26" fill="#1a1714" opacity="0.3" filter="url(#${blurFilter(ctx, 8)})"/>`;
  s += `<ellipse cx="450" cy="960" rx="70" ry="14" fill="#1a1714" opacity="0.25" filter="url(#${blurFilter(ctx, 6)})"/>`;
  // ambient occlusion where wall meets floor
  s += `<rect y="${floorY - 40}" width="${w}" height="40" fill="${linear(ctx, [
    [0, '#000', 0],
    [1, '#000', 0.35],
  ])}"/>`;
  s += `<rect y="${floorY + 6}" width="${w}" height="40" fill="${linear(ctx, [
    [0, '#000', 0.4],
    [1, '#000', 0],
  ])}"/>`;
  // window light pool on the floor
  s += `<path d="M260,640 L760,640 L900,780 L300,780 Z" fill="#fff1d6" opacity="0.16" filter="url(#${blurFilter(ctx, 30)})"/>`;

  // bike: reflection, shadows, body
  s += `<g transform="${T}">`;
  const fade = ctx.id('fade');
  ctx.defs.push(
    `<mask id="${fade}" maskUnits="userSpaceOnUse" x="0" y="690" width="1200" height="400"><rect x="0" y="690" width="1200" height="260" fill="${linear(
      ctx,
      [
        [0, '#fff', 0.9],
        [0.6, '#fff', 0],
      ],
    )}"/></mask>`,
  );
  s += `<g mask="url(#${fade})"><g opacity="0.14" filter="url(#${blurFilter(ctx, 4)})"><use href="#bike" transform="matrix(1,0,0,-1,0,${2 * BIKE_BOUNDS.ground})"/></g></g>`;
  s += `<ellipse cx="555" cy="702" rx="520" ry="34" fill="#000" opacity="0.45" filter="url(#${blurFilter(ctx, 18)})"/>`;
  s += bikeShadow(ctx, 'bike', 0.14, 0.8, 9, 0.4);
  s += `<ellipse cx="230" cy="700" rx="120" ry="9" fill="#000" opacity="0.7" filter="url(#${blurFilter(ctx, 5)})"/>`;
  s += `<ellipse cx="880" cy="700" rx="120" ry="9" fill="#000" opacity="0.7" filter="url(#${blurFilter(ctx, 5)})"/>`;
  s += `<g filter="url(#${blurFilter(ctx, 0.45)})"><use href="#bike"/></g>`;
  s += bikeLighting(ctx, 'bike', [
    // warm window light from the left, cooler fill on the right, darker toward the floor
    {
      fill: linear(
        ctx,
        [
          [0, '#ffcf8a', 0.12],
          [0.5, '#ffcf8a', 0],
          [1, '#28354d', 0.22],
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
        [1, '#000', 0.4],
      ]),
    },
  ]);
  s += `</g>`;

  // grade: warm light from the left, cool shadows, vignette, grain
  s += `<rect width="${w}" height="${h}" fill="${linear(
    ctx,
    [
      [0, '#ffd9a0', 0.1],
      [0.6, '#ffd9a0', 0],
      [1, '#20304a', 0.12],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  s += vignette(ctx, w, h, 0.55);
  s += grain(ctx, w, h, 0.12);
  return svgDoc(w, h, ctx, s);
}

function heroAfter() {
  const { w, h } = HERO;
  const ctx = createCtx('ha');
  const st = STYLES.cyberpunk();
  const bike = drawBike(ctx, st);
  ctx.defs.push(`<g id="bike">${bike}</g>`);
  const T = bikeTransform(HERO.cx, HERO.ground, HERO.scale);
  const horizon = 640;
  let s = synthSky(ctx, w, horizon, { sunX: 760, sunY: 440, sunR: 250 });

  // skyline: far haze layer, mid layer, near layer with neon signage
  const r = rng(7);
  s += `<g opacity="0.85">${cityLayer(r, {
    x0: -20,
    x1: w + 20,
    base: horizon,
    minH: 70,
    maxH: 210,
    minW: 40,
    maxW: 90,
    fill: '#4a1f6b',
    windowColors: ['#ffb8e0', '#ffd27a'],
    windowOp: 0.35,
    lit: 0.12,
  })}</g>`;
  s += `<rect y="${horizon - 120}" width="${w}" height="120" fill="${linear(ctx, [
    [0, '#ff5fa2', 0],
    [1, '#ff7a59', 0.35],
  ])}"/>`;
  s += cityLayer(r, {
    x0: -30,
    x1: w + 30,
    base: horizon,
    minH: 90,
    maxH: 300,
    minW: 60,
    maxW: 140,
    fill: '#1f0f3a',
    windowColors: ['#22e5ff', '#ff2e88', '#ffd166', '#b388ff'],
    windowOp: 0.75,
    lit: 0.16,
  });
  // near towers framing the edges
  let near = '';
  near += `<path d="M0,${horizon} V150 H150 V110 H190 V${horizon} Z M1420,${horizon} V90 H1470 V60 H1530 V120 H1600 V${horizon} Z" fill="#120826"/>`;
  near += `<path d="M210,${horizon} V300 H290 V${horizon} Z M1300,${horizon} V260 H1390 V${horizon} Z" fill="#170b30"/>`;
  const signs = `
    <rect x="40" y="190" width="16" height="150" rx="8" fill="none" stroke="#22e5ff" stroke-width="5"/>
    <rect x="78" y="200" width="70" height="34" rx="6" fill="none" stroke="#ff2e88" stroke-width="5"/>
    <path d="M88,260 h50 M88,280 h36 M88,300 h50" stroke="#ffd166" stroke-width="5" stroke-linecap="round"/>
    <circle cx="250" cy="350" r="22" fill="none" stroke="#ff2e88" stroke-width="5"/>
    <path d="M1450,150 h60 M1450,175 h40" stroke="#22e5ff" stroke-width="6" stroke-linecap="round"/>
    <rect x="1540" y="170" width="40" height="120" rx="8" fill="none" stroke="#ff2e88" stroke-width="5"/>
    <path d="M1320,300 h50 v40 h-50 Z" fill="none" stroke="#ffd166" stroke-width="4"/>
    <path d="M1330,320 h30" stroke="#22e5ff" stroke-width="4"/>`;
  near += `<g filter="url(#${neonGlow(ctx, 7, 1.4)})">${signs}</g>`;
  let nearWins = '';
  const r2 = rng(99);
  const nearTowers: [number, number, number][] = [
    [10, 140, 360],
    [1430, 1590, 320],
  ];
  for (const [x0, x1, y0] of nearTowers) {
    for (let y = y0; y < horizon - 14; y += 18) {
      for (let x = x0; x < x1; x += 14) {
        if (r2() < 0.3)
          nearWins += `<rect x="${x}" y="${y}" width="6" height="9" fill="${r2() < 0.5 ? '#ffb347' : '#7df9ff'}" opacity="0.7"/>`;
      }
    }
  }
  s += near + nearWins;
  // horizon glow
  s += `<rect y="${horizon - 30}" width="${w}" height="60" fill="${linear(ctx, [
    [0, '#ff2e88', 0],
    [0.5, '#ff2e88', 0.55],
    [1, '#ff2e88', 0],
  ])}" filter="url(#${blurFilter(ctx, 6)})"/>`;

  // wet street with a perspective neon grid
  s += `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${linear(ctx, [
    [0, '#2a0b3d'],
    [0.35, '#12061f'],
    [1, '#07030d'],
  ])}"/>`;
  let grid = '';
  const vx = 800;
  for (let i = -16; i <= 16; i += 1) grid += `M${vx},${horizon} L${f(vx + i * 160)},${h} `;
  for (let i = 1; i < 14; i += 1) {
    const t = (i / 14) ** 2.2;
    const y = horizon + t * (h - horizon);
    grid += `M0,${f(y)} H${w} `;
  }
  const gridMask = ctx.id('gm');
  ctx.defs.push(
    `<mask id="${gridMask}"><rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${linear(ctx, [
      [0, '#fff', 0.15],
      [0.5, '#fff', 0.7],
      [1, '#fff', 1],
    ])}"/></mask>`,
  );
  s += `<g mask="url(#${gridMask})"><path d="${grid}" stroke="#ff2e88" stroke-width="2.2" fill="none" filter="url(#${neonGlow(ctx, 4, 1.2)})"/></g>`;
  // neon reflections on the wet ground
  s += `<g opacity="0.35" filter="url(#${blurFilter(ctx, 6)})"><rect x="40" y="${horizon + 10}" width="16" height="200" fill="#22e5ff"/><rect x="1540" y="${horizon + 10}" width="40" height="180" fill="#ff2e88"/><rect x="700" y="${horizon + 4}" width="200" height="60" fill="#ff9f43" opacity="0.6"/></g>`;

  // bike: reflection, glow, body
  s += `<g transform="${T}">`;
  s += `<g opacity="0.28" filter="url(#${blurFilter(ctx, 2.5)})"><use href="#bike" transform="matrix(1,0,0,-1,0,${2 * BIKE_BOUNDS.ground})"/></g>`;
  s += `<ellipse cx="555" cy="702" rx="520" ry="26" fill="#000" opacity="0.6" filter="url(#${blurFilter(ctx, 14)})"/>`;
  // headlight beam
  s += `<path d="M846,262 L1140,150 L1140,420 L846,304 Z" fill="${linear(
    ctx,
    [
      [0, '#e8fdff', 0.55],
      [1, '#22e5ff', 0],
    ],
    0,
    0,
    1,
    0,
  )}" filter="url(#${blurFilter(ctx, 6)})"/>`;
  // rim glow: cyan from the right, magenta from the left
  const rim = ctx.id('rim');
  ctx.defs.push(
    `<filter id="${rim}" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB">
      <feMorphology in="SourceAlpha" operator="dilate" radius="3" result="d"/>
      <feGaussianBlur in="d" stdDeviation="9" result="b"/>
      <feFlood flood-color="#22e5ff" result="c1"/><feComposite in="c1" in2="b" operator="in" result="g1"/>
      <feOffset in="g1" dx="5" dy="-2" result="g1o"/>
      <feFlood flood-color="#ff2e88" result="c2"/><feComposite in="c2" in2="b" operator="in" result="g2"/>
      <feOffset in="g2" dx="-6" dy="2" result="g2o"/>
      <feMerge><feMergeNode in="g2o"/><feMergeNode in="g1o"/></feMerge>
    </filter>`,
  );
  s += `<use href="#bike" filter="url(#${rim})" opacity="0.85"/>`;
  s += `<use href="#bike"/>`;
  // lamp flare
  s += `<circle cx="842" cy="283" r="30" fill="#e8fdff" opacity="0.55" filter="url(#${blurFilter(ctx, 10)})"/>`;
  s += `<circle cx="194" cy="306" r="16" fill="#ff2e4a" opacity="0.6" filter="url(#${blurFilter(ctx, 7)})"/>`;
  s += `</g>`;

  // drifting rain streaks + scan-line haze
  const rr = rng(3);
  let rain = '';
  for (let i = 0; i < 110; i += 1) {
    const x = rr() * w;
    const y = rr() * h;
    const l = 18 + rr() * 30;
    rain += `M${f(x)},${f(y)} l${f(-l * 0.18)},${f(l)} `;
  }
  s += `<path d="${rain}" stroke="#bfefff" stroke-width="1.3" opacity="0.22"/>`;
  s += vignette(ctx, w, h, 0.6, '#05020a');
  return svgDoc(w, h, ctx, s);
}

// ---------------------------------------------------------------- cards --

/** Rasterise a scene to PNG and return it as a data: URI, to embed in others. */
const embedCache = new Map<string, string>();
async function embed(name: SceneName, w: number, h: number): Promise<string> {
  const key = `${name}:${w}x${h}`;
  const cached = embedCache.get(key);
  if (cached !== undefined) return cached;
  const png = await sharp(Buffer.from(await SCENES[name].make()))
    .resize(w, h)
    .png()
    .toBuffer();
  const uri = `data:image/png;base64,${png.toString('base64')}`;
  embedCache.set(key, uri);
  return uri;
}

/** Shared dark backdrop of the how-it-works cards. */
function cardBackdrop(ctx: RenderContext, w: number, h: number, { glowX = 0.25, glowY = 0.2 } = {}) {
  const dots = ctx.id('dots');
  ctx.defs.push(
    `<pattern id="${dots}" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="1.3" fill="#57534e"/></pattern>`,
  );
  return (
    `<rect width="${w}" height="${h}" fill="${BRAND.panel}"/>` +
    `<rect width="${w}" height="${h}" fill="url(#${dots})" opacity="0.45"/>` +
    `<rect width="${w}" height="${h}" fill="${radial(
      ctx,
      [
        [0, BRAND.amber, 0.22],
        [1, BRAND.amber, 0],
      ],
      glowX,
      glowY,
      0.6,
    )}"/>` +
    `<rect width="${w}" height="${h}" fill="${radial(
      ctx,
      [
        [0.5, '#000', 0],
        [1, '#000', 0.45],
      ],
      0.5,
      0.5,
      0.8,
    )}"/>`
  );
}

async function stepUpload() {
  const w = 800;
  const h = 600;
  const ctx = createCtx('su');
  const photo = await embed('hero-before', 800, 500);
  let s = cardBackdrop(ctx, w, h, { glowX: 0.72, glowY: 0.7 });

  // phone
  let p = '';
  p += softShadow(ctx, rr(-135, -250, 270, 500, 40), { dx: 16, dy: 26, blur: 22, op: 0.6 });
  p += `<path d="${rr(-135, -250, 270, 500, 40)}" fill="${linear(
    ctx,
    [
      [0, '#4a433d'],
      [1, '#1f1b18'],
    ],
    0,
    0,
    1,
    1,
  )}" stroke="#6b645d" stroke-width="2"/>`;
  p += `<path d="${rr(-123, -238, 246, 476, 30)}" fill="${BRAND.bg}"/>`;
  p += `<path d="${rr(-34, -226, 68, 18, 9)}" fill="#000"/>`;
  p += `<g clip-path="${clipRect(ctx, -110, -192, 220, 176, 16)}"><image href="${photo}" x="-150" y="-200" width="320" height="200" preserveAspectRatio="xMidYMid slice"/></g>`;
  p += `<path d="${rr(-110, -192, 220, 176, 16)}" fill="none" stroke="${BRAND.amber}" stroke-width="3" stroke-dasharray="10 7"/>`;
  p += `<path d="${rr(-110, 6, 150, 10, 5)} ${rr(-110, 26, 96, 10, 5)}" fill="#44403c"/>`;
  p += `<path d="${rr(-110, 58, 220, 12, 6)}" fill="#292524"/>`;
  p += `<path d="${rr(-110, 58, 158, 12, 6)}" fill="${linear(
    ctx,
    [
      [0, '#d97706'],
      [1, BRAND.amberLight],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  for (let i = 0; i < 3; i += 1) p += `<path d="${rr(-110 + i * 78, 96, 64, 64, 12)}" fill="${['#292524', '#2f2a26', '#292524'][i]}"/>`;
  p += `<path d="M-84,146 l14,-18 l10,12 l6,-7 l14,13 Z M-6,146 l14,-18 l10,12 l6,-7 l14,13 Z M72,146 l14,-18 l10,12 l6,-7 l14,13 Z" fill="#57534e"/>`;
  p += `<path d="${rr(-110, 180, 220, 40, 20)}" fill="${BRAND.amber}"/>`;
  p += `<path d="M0,191 l-9,10 h6 v10 h6 v-10 h6 Z" fill="${BRAND.bg}"/>`;
  s += `<g transform="translate(245,318) rotate(-7)">${p}</g>`;

  // dashed trail from the phone to the floating photo
  s += `<path d="M320,150 C360,70 430,60 470,96" fill="none" stroke="${BRAND.amber}" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round" opacity="0.8"/>`;

  // floating photo print
  let c = '';
  c += softShadow(ctx, rr(-150, -112, 300, 224, 10), { dx: 10, dy: 24, blur: 20, op: 0.6 });
  c += `<path d="${rr(-150, -112, 300, 224, 10)}" fill="#f5f5f4"/>`;
  c += `<g clip-path="${clipRect(ctx, -138, -100, 276, 172, 4)}"><image href="${photo}" x="-160" y="-114" width="320" height="200" preserveAspectRatio="xMidYMid slice"/></g>`;
  c += `<path d="${rr(-138, -100, 276, 172, 4)}" fill="none" stroke="#000" stroke-opacity="0.15"/>`;
  s += `<g transform="translate(575,205) rotate(7)">${c}</g>`;

  // upload badge with pulse rings
  const bx = 590;
  const by = 450;
  s += `<circle cx="${bx}" cy="${by}" r="110" fill="none" stroke="${BRAND.amber}" stroke-width="2" opacity="0.15"/>`;
  s += `<circle cx="${bx}" cy="${by}" r="86" fill="none" stroke="${BRAND.amber}" stroke-width="2.5" opacity="0.3"/>`;
  s += `<circle cx="${bx}" cy="${by}" r="64" fill="${BRAND.amber}" opacity="0.55" filter="url(#${blurFilter(ctx, 18)})"/>`;
  s += `<circle cx="${bx}" cy="${by}" r="62" fill="${linear(ctx, [
    [0, BRAND.amberLight],
    [1, '#d97706'],
  ])}"/>`;
  s += `<path d="M${bx},${by - 36} l-26,28 h16 v26 h20 v-26 h16 Z" fill="${BRAND.bg}"/>`;
  s += `<path d="M${bx - 30},${by + 26} v12 h60 v-12" fill="none" stroke="${BRAND.bg}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
  // sparkles
  const sparkles: [number, number, number][] = [
    [720, 90, 9],
    [455, 520, 7],
    [752, 330, 6],
  ];
  for (const [x, y, r] of sparkles) {
    s += `<path d="M${x},${y - r} Q${x},${y} ${x + r},${y} Q${x},${y} ${x},${y + r} Q${x},${y} ${x - r},${y} Q${x},${y} ${x},${y - r} Z" fill="${BRAND.amberLight}" opacity="0.85"/>`;
  }
  s += grain(ctx, w, h, 0.05, 21);
  return svgDoc(w, h, ctx, s);
}

function swatch(ctx: RenderContext, kind: StyleKind, x: number, y: number, w: number, h: number) {
  const st = STYLES[kind]();
  const scale = (w * 0.86) / (BIKE_BOUNDS.x1 - BIKE_BOUNDS.x0);
  const ground = y + h * 0.86;
  st.ow = { retro: 8, cartoon: 11, anime: 6, cyberpunk: 7.5 }[kind];
  st.spokeW = { retro: 4, cartoon: 7, anime: 3.2, cyberpunk: 4 }[kind];
  const bikeId = ctx.id(`b${kind}`);
  ctx.defs.push(`<g id="${bikeId}">${drawBike(ctx, st)}</g>`);
  const T = bikeTransform(x + w / 2, ground, scale);
  const clip = clipRect(ctx, x, y, w, h, 20);
  let bg = '';
  let fx = '';
  if (kind === 'retro') {
    bg += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f2e4c4"/>`;
    const cx = x + w * 0.62;
    const cy = y + h * 0.55;
    bg += `<circle cx="${cx}" cy="${cy}" r="${h * 0.42}" fill="#f0a04b"/>`;
    ['#e4572e', '#f0a04b', '#2f8f83', '#f2e4c4'].forEach((c, i) => {
      bg += `<rect x="${x}" y="${f(y + h * 0.5 + i * 14)}" width="${w}" height="8" fill="${c}" opacity="0.9"/>`;
    });
    bg += `<rect x="${x}" y="${f(ground - 4)}" width="${w}" height="${h}" fill="#d8c08f"/>`;
    bg += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${halftone(ctx, '#7a4a2a', 7, 1.5)}" opacity="0.18"/>`;
    fx = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${halftone(ctx, '#3b2418', 5, 1)}" opacity="0.12"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#c8a46a" opacity="0.12" style="mix-blend-mode:multiply"/>`;
  } else if (kind === 'cartoon') {
    bg += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#79c7ff"/>`;
    const cloud = (cx: number, cy: number, k: number) =>
      `<path d="M${cx - 40 * k},${cy} a${18 * k},${18 * k} 0 0 1 ${26 * k},${-18 * k} a${22 * k},${22 * k} 0 0 1 ${40 * k},${-4 * k} a${16 * k},${16 * k} 0 0 1 ${20 * k},${22 * k} Z" fill="#fff" stroke="#000" stroke-width="4" stroke-linejoin="round"/>`;
    bg += cloud(x + 70, y + 62, 1.1) + cloud(x + w - 80, y + 48, 0.9);
    bg += `<path d="M${x},${f(ground - 10)} C${x + w * 0.3},${f(ground - 26)} ${x + w * 0.7},${f(ground - 2)} ${x + w},${f(ground - 18)} V${y + h} H${x} Z" fill="#7ed957" stroke="#000" stroke-width="4"/>`;
    bg += `<ellipse cx="${x + w / 2}" cy="${f(ground + 2)}" rx="${w * 0.4}" ry="7" fill="#000" opacity="0.25"/>`;
  } else if (kind === 'anime') {
    bg += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${linear(ctx, [
      [0, '#4f8dff'],
      [0.6, '#a8c8ff'],
      [1, '#ffd3e6'],
    ])}"/>`;
    const r = rng(5);
    let lines = '';
    for (let i = 0; i < 16; i += 1) {
      const ly = y + 20 + r() * (h - 80);
      const lx = x + r() * w * 0.5;
      lines += `M${f(lx)},${f(ly)} h${f(60 + r() * 140)} `;
    }
    bg += `<path d="${lines}" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity="0.55"/>`;
    bg += `<ellipse cx="${x + w / 2}" cy="${f(ground + 2)}" rx="${w * 0.42}" ry="8" fill="#6a4fc7" opacity="0.35"/>`;
    const stars: [number, number, number][] = [
      [x + w - 40, y + 40, 10],
      [x + 40, y + 50, 7],
      [x + w - 70, y + 80, 5],
    ];
    for (const [sx, sy, sr] of stars) {
      bg += `<path d="M${sx},${sy - sr} Q${sx},${sy} ${sx + sr},${sy} Q${sx},${sy} ${sx},${sy + sr} Q${sx},${sy} ${sx - sr},${sy} Q${sx},${sy} ${sx},${sy - sr} Z" fill="#fff"/>`;
    }
  } else {
    bg += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${linear(ctx, [
      [0, '#12062a'],
      [0.6, '#4a1457'],
      [0.78, '#c23a7a'],
      [0.78, '#14061f'],
      [1, '#0a0312'],
    ])}"/>`;
    const hz = y + h * 0.78;
    const r = rng(11);
    let city = '';
    for (let bx = x; bx < x + w; bx += 14 + r() * 22)
      city += `M${f(bx)},${f(hz)} v${f(-(18 + r() * 70))} h${f(12 + r() * 14)} V${f(hz)} Z `;
    bg += `<path d="${city}" fill="#24103f"/>`;
    let grid = '';
    for (let i = -8; i <= 8; i += 1) grid += `M${x + w / 2},${f(hz)} L${f(x + w / 2 + i * 60)},${y + h} `;
    for (let i = 1; i < 6; i += 1) grid += `M${x},${f(hz + (i / 6) ** 2 * (y + h - hz))} h${w} `;
    bg += `<path d="${grid}" stroke="#ff2e88" stroke-width="1.5" opacity="0.8"/>`;
  }
  let bike = '';
  if (kind === 'cyberpunk') {
    const glow = ctx.once('swGlow', () => {
      const id = ctx.id('swg');
      ctx.defs.push(
        `<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%"><feMorphology in="SourceAlpha" operator="dilate" radius="6" result="d"/><feGaussianBlur in="d" stdDeviation="14" result="b"/><feFlood flood-color="#22e5ff"/><feComposite in2="b" operator="in"/></filter>`,
      );
      return id;
    });
    bike += `<use href="#${bikeId}" filter="url(#${glow})" opacity="0.8"/>`;
  }
  bike += `<use href="#${bikeId}"/>`;
  return `<g clip-path="${clip}">${bg}<g transform="${T}">${bike}</g>${fx}</g>`;
}

function stepStyle() {
  const w = 800;
  const h = 600;
  const ctx = createCtx('ss');
  let s = cardBackdrop(ctx, w, h, { glowX: 0.5, glowY: 0.5 });
  const tw = 340;
  const th = 246;
  const gap = 24;
  const x0 = (w - (2 * tw + gap)) / 2;
  const y0 = (h - (2 * th + gap)) / 2;
  const kinds: StyleKind[] = ['retro', 'cartoon', 'anime', 'cyberpunk'];
  kinds.forEach((kind, i) => {
    const x = x0 + (i % 2) * (tw + gap);
    const y = y0 + Math.floor(i / 2) * (th + gap);
    s += softShadow(ctx, rr(x, y, tw, th, 20), { dy: 14, blur: 14, op: 0.55 });
    s += swatch(ctx, kind, x, y, tw, th);
    const selected = kind === 'cyberpunk';
    s += `<path d="${rr(x, y, tw, th, 20)}" fill="none" stroke="${selected ? BRAND.amber : '#44403c'}" stroke-width="${selected ? 6 : 2}"/>`;
    if (selected) {
      const cx = x + tw - 28;
      const cy = y + 28;
      s += `<circle cx="${cx}" cy="${cy}" r="17" fill="${BRAND.amber}" stroke="${BRAND.panel}" stroke-width="3"/>`;
      s += `<path d="M${cx - 8},${cy} l5,6 l11,-12" fill="none" stroke="${BRAND.bg}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
  });
  s += grain(ctx, w, h, 0.04, 23);
  return svgDoc(w, h, ctx, s);
}

function helmet(x: number, y: number, k: number) {
  // small open-face helmet on the sideboard, seen from the side
  return `<g transform="translate(${x},${y}) scale(${k})">
    <path d="M-58,0 C-64,-52 -30,-88 12,-88 C52,-88 70,-56 66,-22 L60,0 Z" fill="#f59e0b"/>
    <path d="M-58,0 C-64,-52 -30,-88 12,-88 C30,-88 44,-82 54,-72 C20,-80 -20,-70 -36,-30 L-40,0 Z" fill="#fbbf24" opacity="0.6"/>
    <path d="M8,-52 C30,-56 56,-50 66,-30 L62,-8 C40,-14 20,-16 8,-20 Z" fill="#1c1917"/>
    <path d="M16,-48 C30,-50 48,-46 58,-36" stroke="#57534e" stroke-width="3" fill="none" stroke-linecap="round"/>
    <path d="M-60,-6 H62 V4 H-60 Z" fill="#292524"/>
    <path d="M-40,-70 C-30,-80 -10,-86 10,-86" stroke="#fff" stroke-width="4" fill="none" opacity="0.5" stroke-linecap="round"/>
  </g>`;
}

function plant(x: number, y: number, k: number) {
  const placements: [number, number, number][] = [
    [-30, -70, -35],
    [28, -76, 30],
    [-8, -96, -8],
    [14, -58, 55],
    [-22, -46, -60],
    [4, -84, 12],
  ];
  const leaves = placements
    .map(
      ([lx, ly, a]) =>
        `<ellipse cx="0" cy="0" rx="11" ry="34" fill="${a > 0 ? '#4d7c0f' : '#65a30d'}" transform="translate(${lx},${ly}) rotate(${a})"/>`,
    )
    .join('');
  return `<g transform="translate(${x},${y}) scale(${k})">${leaves}
    <path d="M-34,-30 H34 L28,0 H-28 Z" fill="#57534e"/><path d="M-36,-34 H36 V-26 H-36 Z" fill="#78716c"/></g>`;
}

async function stepPrint() {
  const w = 800;
  const h = 600;
  const ctx = createCtx('sp');
  const art = await embed('hero-after', 800, 500);
  let s = cardBackdrop(ctx, w, h, { glowX: 0.5, glowY: 0.15 });
  // wall texture
  s += `<rect width="${w}" height="${h}" filter="${noiseFilter(ctx, { freq: 0.02, oct: 3, seed: 8, gain: 0.8, bias: -0.3, color: '#000000' })}" opacity="0.35"/>`;
  // picture light cone
  s += `<path d="M300,92 L500,92 L650,470 L150,470 Z" fill="${linear(ctx, [
    [0, BRAND.amberLight, 0.32],
    [1, BRAND.amber, 0],
  ])}" filter="url(#${blurFilter(ctx, 22)})"/>`;
  // canvas print in an oak floater frame
  const fx = 176;
  const fy = 122;
  const fw = 448;
  const fh = 296;
  s += softShadow(ctx, rr(fx, fy, fw, fh, 3), { dx: 6, dy: 20, blur: 16, op: 0.75 });
  s += `<path d="${rr(fx, fy, fw, fh, 3)}" fill="${linear(
    ctx,
    [
      [0, '#c8925a'],
      [0.5, '#a06a3c'],
      [1, '#6e4424'],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  s += `<path d="${rr(fx, fy, fw, fh, 3)}" fill="none" stroke="#e0b07a" stroke-width="2" opacity="0.6"/>`;
  s += `<rect x="${fx}" y="${fy}" width="${fw}" height="${fh}" filter="${noiseFilter(ctx, { freq: '0.01 0.25', oct: 2, seed: 14, gain: 0.9, bias: -0.3, color: '#3b2212' })}" opacity="0.5"/>`;
  // shadow gap between frame and canvas
  s += `<rect x="${fx + 14}" y="${fy + 14}" width="${fw - 28}" height="${fh - 28}" fill="#0c0a09"/>`;
  const ix = fx + 22;
  const iy = fy + 22;
  const iw = fw - 44;
  const ih = fh - 44;
  const weave = ctx.id('weave');
  ctx.defs.push(
    `<pattern id="${weave}" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0,1 H4 M1,0 V4" stroke="#fff" stroke-width="0.8" opacity="0.5"/><path d="M0,3 H4 M3,0 V4" stroke="#000" stroke-width="0.8" opacity="0.5"/></pattern>`,
  );
  s += `<g clip-path="${clipRect(ctx, ix, iy, iw, ih, 0)}"><image href="${art}" x="${ix - 12}" y="${iy}" width="${iw + 24}" height="${ih}" preserveAspectRatio="xMidYMid slice"/>`;
  s += `<rect x="${ix}" y="${iy}" width="${iw}" height="${ih}" fill="url(#${weave})" opacity="0.09"/>`;
  s += `<rect x="${ix}" y="${iy}" width="${iw}" height="${ih}" fill="${linear(ctx, [
    [0, '#ffe2b0', 0.16],
    [0.45, '#ffe2b0', 0],
    [1, '#000', 0.2],
  ])}"/></g>`;
  // canvas edge shadow inside the frame
  s += `<path d="M${ix},${iy} h${iw} v${ih} h${-iw} Z" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="3"/>`;
  s += `<path d="M${fx + 3},${fy + 3} h${fw - 6}" stroke="#f3c690" stroke-width="2" opacity="0.7"/>`;
  // picture light
  s += `<path d="M400,58 V78" stroke="#a16207" stroke-width="6"/>`;
  s += `<path d="M290,78 H510 L500,98 H300 Z" fill="${linear(ctx, [
    [0, '#fcd34d'],
    [1, '#a16207'],
  ])}"/>`;
  s += `<rect x="386" y="48" width="28" height="14" rx="4" fill="#78350f"/>`;
  s += `<path d="M304,98 H496" stroke="#fff7d6" stroke-width="3" opacity="0.9" filter="url(#${blurFilter(ctx, 2)})"/>`;
  // sideboard
  s += `<rect x="60" y="492" width="680" height="16" rx="3" fill="${linear(ctx, [
    [0, '#6b4a32'],
    [1, '#3f2a1c'],
  ])}"/>`;
  s += `<rect x="72" y="508" width="656" height="100" fill="${linear(ctx, [
    [0, '#2a1e15'],
    [1, '#1a120c'],
  ])}"/>`;
  s += `<path d="M400,516 V600" stroke="#0c0a09" stroke-width="3"/>`;
  s += `<path d="M360,540 h24 M416,540 h24" stroke="#a16207" stroke-width="5" stroke-linecap="round"/>`;
  s += `<rect x="60" y="506" width="680" height="24" fill="${linear(ctx, [
    [0, '#000', 0.45],
    [1, '#000', 0],
  ])}"/>`;
  s += `<ellipse cx="160" cy="494" rx="50" ry="6" fill="#000" opacity="0.5" filter="url(#${blurFilter(ctx, 4)})"/>`;
  s += plant(160, 492, 1);
  s += `<ellipse cx="640" cy="494" rx="70" ry="7" fill="#000" opacity="0.5" filter="url(#${blurFilter(ctx, 4)})"/>`;
  s += helmet(640, 492, 1);
  s += grain(ctx, w, h, 0.05, 29);
  return svgDoc(w, h, ctx, s);
}

// ---------------------------------------------------------------- about --

function wrench(x: number, y: number, len: number, rot: number, fill: string) {
  return `<g transform="translate(${x},${y}) rotate(${rot})"><path d="M-5,${-len / 2} h10 v${len} h-10 Z" fill="${fill}"/><circle cx="0" cy="${-len / 2}" r="13" fill="${fill}"/><circle cx="0" cy="${len / 2}" r="10" fill="${fill}"/><path d="M-5,${-len / 2 - 16} h10 v12 h-10 Z" fill="#000" opacity="0.85"/></g>`;
}

function aboutWorkshop() {
  const w = 1200;
  const h = 800;
  const ctx = createCtx('aw');
  const st = STYLES.photoDark();
  ctx.defs.push(`<g id="bike">${drawBike(ctx, st)}</g>`);
  const floorY = 560;
  const lampX = 560;
  let s = '';
  // back wall: dark timber planks
  s += `<rect width="${w}" height="${floorY}" fill="#1b1612"/>`;
  let planks = '';
  for (let x = 0; x < w; x += 64) planks += `M${x},0 V${floorY} `;
  s += `<path d="${planks}" stroke="#0b0907" stroke-width="3"/>`;
  s += `<rect width="${w}" height="${floorY}" filter="${noiseFilter(ctx, { freq: '0.004 0.08', oct: 3, seed: 12, gain: 1, bias: -0.3, color: '#4a3a2a' })}" opacity="0.6"/>`;
  // cold window light, top left
  s += `<g><rect x="70" y="70" width="210" height="170" fill="#5b7a99" opacity="0.45"/><path d="M175,70 V240 M70,155 H280" stroke="#14110e" stroke-width="10"/><rect x="70" y="70" width="210" height="170" fill="none" stroke="#14110e" stroke-width="12"/></g>`;
  s += `<rect x="40" y="40" width="270" height="230" fill="#7fa6cc" opacity="0.18" filter="url(#${blurFilter(ctx, 30)})"/>`;
  // pegboard with tools
  const holes = ctx.id('peg');
  ctx.defs.push(
    `<pattern id="${holes}" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="2.4" fill="#0e0b09"/></pattern>`,
  );
  s += `<rect x="760" y="70" width="380" height="250" fill="#3a2e24"/><rect x="760" y="70" width="380" height="250" fill="url(#${holes})"/>`;
  const tool = '#8a8f96';
  s += wrench(800, 160, 120, 0, tool) + wrench(836, 168, 104, 0, tool) + wrench(868, 176, 88, 0, tool) + wrench(896, 182, 74, 0, tool);
  s += `<g fill="${tool}"><path d="M950,110 h60 v22 h-60 Z"/><path d="M975,132 h10 v120 h-10 Z" fill="#7c2d12"/></g>`;
  s += `<g><path d="M1050,100 h10 v70 h-10 Z" fill="${BRAND.amber}"/><path d="M1053,170 h4 v70 h-4 Z" fill="${tool}"/><path d="M1080,100 h10 v70 h-10 Z" fill="#b91c1c"/><path d="M1083,170 h4 v60 h-4 Z" fill="${tool}"/><path d="M1106,100 h10 v70 h-10 Z" fill="#1d4ed8"/><path d="M1109,170 h4 v50 h-4 Z" fill="${tool}"/></g>`;
  s += `<circle cx="1010" cy="270" r="32" fill="none" stroke="#1c1917" stroke-width="10"/>`;
  // workbench on the right
  s += `<rect x="820" y="420" width="380" height="20" fill="${linear(ctx, [
    [0, '#5c4330'],
    [1, '#2e2117'],
  ])}"/>`;
  s += `<rect x="840" y="440" width="16" height="${floorY - 440 + 40}" fill="#17120e"/><rect x="1160" y="440" width="16" height="${floorY - 440 + 40}" fill="#17120e"/>`;
  s += `<path d="M960,420 v-38 h80 v38 Z" fill="#7f1d1d"/><path d="M960,382 h80 v-8 h-80 Z" fill="#991b1b"/><path d="M990,394 h20" stroke="#d6d3d1" stroke-width="4"/>`;
  s += `<path d="M870,420 v-24 h44 v-12 h-34 v-10 h50 v46 Z" fill="#44403c"/>`;
  s += `<rect x="1070" y="380" width="22" height="40" rx="4" fill="#365314"/><rect x="1100" y="392" width="30" height="28" rx="4" fill="#57534e"/>`;
  // floor
  s += `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="${linear(ctx, [
    [0, '#2a241e'],
    [1, '#0f0c0a'],
  ])}"/>`;
  s += `<rect y="${floorY}" width="${w}" height="${h - floorY}" filter="${noiseFilter(ctx, { freq: '0.006 0.03', oct: 4, seed: 19, gain: 1.2, bias: -0.4, color: '#000000' })}" opacity="0.6"/>`;
  s += `<rect y="${floorY - 30}" width="${w}" height="30" fill="${linear(ctx, [
    [0, '#000', 0],
    [1, '#000', 0.5],
  ])}"/>`;
  // tyre leaning on the wall, left
  s += `<g opacity="0.9"><circle cx="150" cy="480" r="84" fill="#141210"/><circle cx="150" cy="480" r="52" fill="#1b1612"/><circle cx="150" cy="480" r="84" fill="none" stroke="#2b2622" stroke-width="6" stroke-dasharray="8 8"/></g>`;
  // lamp light: cone + pool
  s += `<path d="M${lampX - 50},130 L${lampX + 50},130 L${lampX + 420},${floorY + 140} L${lampX - 420},${floorY + 140} Z" fill="${linear(
    ctx,
    [
      [0, '#ffcc80', 0.35],
      [0.7, '#f59e0b', 0.06],
      [1, '#f59e0b', 0],
    ],
  )}" filter="url(#${blurFilter(ctx, 26)})"/>`;
  s += `<ellipse cx="${lampX}" cy="${floorY + 120}" rx="430" ry="70" fill="#f59e0b" opacity="0.22" filter="url(#${blurFilter(ctx, 30)})"/>`;
  // bike
  const T = bikeTransform(lampX, floorY + 122, 0.84);
  s += `<g transform="${T}">`;
  s += `<ellipse cx="555" cy="702" rx="500" ry="30" fill="#000" opacity="0.7" filter="url(#${blurFilter(ctx, 16)})"/>`;
  s += `<ellipse cx="230" cy="700" rx="120" ry="9" fill="#000" opacity="0.8" filter="url(#${blurFilter(ctx, 5)})"/>`;
  s += `<ellipse cx="880" cy="700" rx="120" ry="9" fill="#000" opacity="0.8" filter="url(#${blurFilter(ctx, 5)})"/>`;
  s += `<use href="#bike"/>`;
  s += bikeLighting(ctx, 'bike', [
    {
      fill: linear(ctx, [
        [0, '#ffb347', 0.18],
        [0.45, '#000', 0.1],
        [1, '#000', 0.6],
      ]),
    },
    {
      fill: linear(
        ctx,
        [
          [0, '#000', 0.35],
          [0.5, '#000', 0],
          [1, '#000', 0.35],
        ],
        0,
        0,
        1,
        0,
      ),
    },
  ]);
  s += `</g>`;
  // lamp
  s += `<path d="M${lampX},0 V70" stroke="#0a0806" stroke-width="4"/>`;
  s += `<path d="M${lampX - 16},70 h32 v14 h-32 Z" fill="#292524"/>`;
  s += `<path d="M${lampX - 14},84 h28 L${lampX + 70},130 H${lampX - 70} Z" fill="${linear(ctx, [
    [0, '#3f3a35'],
    [1, '#1c1917'],
  ])}"/>`;
  s += `<ellipse cx="${lampX}" cy="131" rx="66" ry="8" fill="#fff2cc"/>`;
  s += `<ellipse cx="${lampX}" cy="131" rx="90" ry="22" fill="#ffcc80" opacity="0.6" filter="url(#${blurFilter(ctx, 12)})"/>`;
  // dust motes in the beam
  const r = rng(77);
  let motes = '';
  for (let i = 0; i < 55; i += 1) {
    const t = r();
    const y = 150 + t * 420;
    const spread = 60 + t * 320;
    const x = lampX + (r() * 2 - 1) * spread;
    motes += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.8 + r() * 1.8)}" fill="#ffe0a8" opacity="${f(0.15 + r() * 0.45)}"/>`;
  }
  s += `<g filter="url(#${blurFilter(ctx, 0.6)})">${motes}</g>`;
  s += vignette(ctx, w, h, 0.8);
  s += grain(ctx, w, h, 0.1, 31);
  return svgDoc(w, h, ctx, s);
}

// ---------------------------------------------------------------- output --

type SceneName = 'hero-before' | 'hero-after' | 'step-upload' | 'step-style' | 'step-print' | 'about-workshop';

/** One image of the site: its size and how to draw it. */
type SiteImage = { w: number; h: number; make: () => string | Promise<string> };

const SCENES: Record<SceneName, SiteImage> = {
  'hero-before': { w: 1600, h: 1000, make: heroBefore },
  'hero-after': { w: 1600, h: 1000, make: heroAfter },
  'step-upload': { w: 800, h: 600, make: stepUpload },
  'step-style': { w: 800, h: 600, make: stepStyle },
  'step-print': { w: 800, h: 600, make: stepPrint },
  'about-workshop': { w: 1200, h: 800, make: aboutWorkshop },
};

async function main() {
  const only = process.argv.slice(2);
  await mkdir(OUT_DIR, { recursive: true });
  if (PREVIEW_DIR) await mkdir(PREVIEW_DIR, { recursive: true });
  for (const [name, scene] of Object.entries(SCENES)) {
    if (only.length && !only.includes(name)) continue;
    const t0 = Date.now();
    const svg = await scene.make();
    const img = sharp(Buffer.from(svg), { limitInputPixels: false }).resize(scene.w, scene.h);
    const out = path.join(OUT_DIR, `${name}.webp`);
    await img.clone().webp({ quality: 80, effort: 6, smartSubsample: true }).toFile(out);
    if (PREVIEW_DIR)
      await img
        .clone()
        .png()
        .toFile(path.join(PREVIEW_DIR, `${name}.png`));
    const { size } = await stat(out);
    console.log(`${name}.webp  ${scene.w}x${scene.h}  ${(size / 1024).toFixed(1)} KB  (${Date.now() - t0} ms)`);
  }
}

await main();
