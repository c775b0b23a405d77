// Generates MotoMuse's own imagery into apps/web/src/assets/.
//
//   node tools/art/generate.mjs            # write all WebP files
//   node tools/art/generate.mjs hero-after # only the named file(s)
//   ART_PREVIEW_DIR=/tmp/art node tools/art/generate.mjs   # also write PNGs
//
// Everything is drawn procedurally as SVG (see bike.mjs) and rasterised with
// sharp; no external images, fonts or network access are used.

import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import process from 'node:process';
import console from 'node:console';
import { mkdir, stat } from 'node:fs/promises';

import { BIKE_BOUNDS, blurFilter, createCtx, drawBike, mix, photoStyle, toonStyle } from './bike.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const sharp = require('sharp');

const OUT_DIR = path.join(root, 'apps/web/src/assets');
const PREVIEW_DIR = process.env.ART_PREVIEW_DIR;

// Deterministic pseudo-random numbers so every run produces identical files.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n) => +n.toFixed(1);

// ---------------------------------------------------------------- palettes --

export const BRAND = { bg: '#0c0a09', panel: '#1c1917', panel2: '#292524', line: '#44403c', amber: '#f59e0b', amberLight: '#fbbf24' };

const STYLES = {
  photo: () => photoStyle(),
  photoDark: () =>
    photoStyle({ paint: ['#3f5c4a', '#1f3a2b', '#07140d'], stripe: '#d9b36a', seat: ['#6b4a2e', '#3a2616', '#140c05'] }),
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

// ---------------------------------------------------------------- helpers --

function svgDoc(w, h, ctx, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${ctx.defsSvg()}${body}</svg>`;
}

/** Bike transform so that its bounds are centred at cx with the ground at gy. */
function bikeTransform(cx, gy, scale) {
  const bx = (BIKE_BOUNDS.x0 + BIKE_BOUNDS.x1) / 2;
  return `translate(${f(cx - bx * scale)},${f(gy - BIKE_BOUNDS.ground * scale)}) scale(${scale})`;
}

function linear(ctx, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, attrs = '') {
  const id = ctx.id('lg');
  ctx.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" ${attrs}>${stops
      .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(ctx, stops, cx = 0.5, cy = 0.5, r = 0.5, attrs = '') {
  const id = ctx.id('rg');
  ctx.defs.push(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" ${attrs}>${stops
      .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
      .join('')}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** Noise coloured `color`, its alpha driven by fractal noise. */
function noiseFilter(ctx, { freq, oct = 3, seed = 1, gain = 1, bias = 0, color = '#000000', type = 'fractalNoise' }) {
  const id = ctx.id('nz');
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16) / 255);
  ctx.defs.push(
    `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="${type}" baseFrequency="${freq}" numOctaves="${oct}" seed="${seed}" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0 0 0 0 ${r.toFixed(
      3,
    )}  0 0 0 0 ${g.toFixed(3)}  0 0 0 0 ${b.toFixed(3)}  ${gain} 0 0 0 ${bias}"/></filter>`,
  );
  return `url(#${id})`;
}

/** Monochrome film grain over the whole frame. */
function grain(ctx, w, h, amount = 0.07, seed = 11) {
  const id = ctx.id('grain');
  ctx.defs.push(
    `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="${seed}" stitchTiles="stitch"/><feColorMatrix type="matrix" values="1 0 0 0 0  1 0 0 0 0  1 0 0 0 0  0 0 0 0 1"/></filter>`,
  );
  return `<rect width="${w}" height="${h}" filter="url(#${id})" opacity="${amount}" style="mix-blend-mode:overlay"/>`;
}

function vignette(ctx, w, h, strength = 0.6, color = '#000000') {
  return `<rect width="${w}" height="${h}" fill="${radial(ctx, [
    [0.55, color, 0],
    [1, color, strength],
  ], 0.5, 0.5, 0.75)}"/>`;
}

/** Soft shadow of the bike cast on the ground (uses the #bike symbol). */
function bikeShadow(ctx, id, k = 0.55, shear = 0.55, blur = 10, opacity = 0.45) {
  const sil = ctx.once(`sil:${id}`, () => {
    const fid = ctx.id('sil');
    ctx.defs.push(
      `<filter id="${fid}" x="-20%" y="-20%" width="140%" height="140%"><feFlood flood-color="#000"/><feComposite in2="SourceAlpha" operator="in"/><feGaussianBlur stdDeviation="${blur}"/></filter>`,
    );
    return fid;
  });
  const g = BIKE_BOUNDS.ground;
  // x' = x + shear*(g - y), y' = g + k*(g - y)
  return `<g opacity="${opacity}" filter="url(#${sil})"><use href="#${id}" transform="matrix(1,0,${-shear},${-k},${f(shear * g)},${f(
    g + k * g,
  )})"/></g>`;
}

/** Light the bike as a whole: gradient overlays clipped to its silhouette. */
function bikeLighting(ctx, id, layers) {
  const mid = ctx.once(`bm:${id}`, () => {
    const fid = ctx.id('white');
    ctx.defs.push(
      `<filter id="${fid}" x="-5%" y="-5%" width="110%" height="110%"><feFlood flood-color="#fff"/><feComposite in2="SourceAlpha" operator="in"/></filter>`,
    );
    const m = ctx.id('bmask');
    ctx.defs.push(
      `<mask id="${m}" maskUnits="userSpaceOnUse" x="-2000" y="-2000" width="6000" height="6000"><use href="#${id}" filter="url(#${fid})"/></mask>`,
    );
    return m;
  });
  const { x0, x1, y0, y1 } = BIKE_BOUNDS;
  return `<g mask="url(#${mid})">${layers
    .map(
      ({ fill, op = 1, blend = 'normal' }) =>
        `<rect x="${x0 - 20}" y="${y0 - 20}" width="${x1 - x0 + 40}" height="${y1 - y0 + 40}" fill="${fill}" opacity="${op}" style="mix-blend-mode:${blend}"/>`,
    )
    .join('')}</g>`;
}

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
  s += `<rect width="${w}" height="${floorY}" fill="${linear(ctx, [
    [0, '#1a140e', 0],
    [0.5, '#1a140e', 0.05],
    [1, '#1a140e', 0.5],
  ], 0, 0, 1, 0)}"/>`;
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
    `<mask id="${fade}" maskUnits="userSpaceOnUse" x="0" y="690" width="1200" height="400"><rect x="0" y="690" width="1200" height="260" fill="${linear(ctx, [
      [0, '#fff', 0.9],
      [0.6, '#fff', 0],
    ])}"/></mask>`,
  );
  s += `<g mask="url(#${fade})"><g opacity="0.14" filter="url(#${blurFilter(ctx, 4)})"><use href="#bike" transform="matrix(1,0,0,-1,0,${2 * BIKE_BOUNDS.ground})"/></g></g>`;
  s += `<ellipse cx="555" cy="702" rx="520" ry="34" fill="#000" opacity="0.45" filter="url(#${blurFilter(ctx, 18)})"/>`;
  s += bikeShadow(ctx, 'bike', 0.14, 0.8, 9, 0.4);
  s += `<ellipse cx="230" cy="700" rx="120" ry="9" fill="#000" opacity="0.7" filter="url(#${blurFilter(ctx, 5)})"/>`;
  s += `<ellipse cx="880" cy="700" rx="120" ry="9" fill="#000" opacity="0.7" filter="url(#${blurFilter(ctx, 5)})"/>`;
  s += `<g filter="url(#${blurFilter(ctx, 0.45)})"><use href="#bike"/></g>`;
  s += bikeLighting(ctx, 'bike', [
    // warm window light from the left, cooler fill on the right, darker toward the floor
    { fill: linear(ctx, [[0, '#ffcf8a', 0.12], [0.5, '#ffcf8a', 0], [1, '#28354d', 0.22]], 0, 0, 1, 0) },
    { fill: linear(ctx, [[0, '#000', 0], [0.55, '#000', 0], [1, '#000', 0.4]]) },
  ]);
  s += `</g>`;

  // grade: warm light from the left, cool shadows, vignette, grain
  s += `<rect width="${w}" height="${h}" fill="${linear(ctx, [
    [0, '#ffd9a0', 0.1],
    [0.6, '#ffd9a0', 0],
    [1, '#20304a', 0.12],
  ], 0, 0, 1, 0)}"/>`;
  s += vignette(ctx, w, h, 0.55);
  s += grain(ctx, w, h, 0.12);
  return svgDoc(w, h, ctx, s);
}

function cityLayer(ctx, r, { x0, x1, base, minH, maxH, minW, maxW, fill, windowColors, windowOp, lit }) {
  let s = '';
  let wins = '';
  let x = x0;
  while (x < x1) {
    const bw = minW + r() * (maxW - minW);
    const bh = minH + r() * (maxH - minH);
    const top = base - bh;
    s += `M${f(x)},${base} V${f(top)} H${f(x + bw)} V${base} Z `;
    if (r() < 0.35) s += `M${f(x + bw * 0.5 - 1.5)},${f(top)} v-${f(20 + r() * 50)} h3 V${f(top)} Z `;
    if (r() < 0.3) s += `M${f(x + bw * 0.15)},${f(top)} v-14 h${f(bw * 0.5)} v14 Z `;
    for (let wy = top + 10; wy < base - 12; wy += 14) {
      for (let wx = x + 6; wx < x + bw - 8; wx += 10) {
        if (r() < lit) {
          const c = windowColors[Math.floor(r() * windowColors.length)];
          wins += `<rect x="${f(wx)}" y="${f(wy)}" width="4" height="6" fill="${c}"/>`;
        }
      }
    }
    x += bw + r() * 6;
  }
  return `<path d="${s}" fill="${fill}"/><g opacity="${windowOp}">${wins}</g>`;
}

function neonGlow(ctx, sd = 6, strength = 1) {
  return ctx.once(`neon:${sd}:${strength}`, () => {
    const id = ctx.id('neon');
    ctx.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur in="SourceGraphic" stdDeviation="${sd}" result="b"/><feComponentTransfer in="b" result="bb"><feFuncA type="linear" slope="${strength}"/></feComponentTransfer><feMerge><feMergeNode in="bb"/><feMergeNode in="bb"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    return id;
  });
}

function synthSky(ctx, w, horizon, { sunX, sunY, sunR }) {
  let s = `<rect width="${w}" height="${horizon + 2}" fill="${linear(ctx, [
    [0, '#0b0620'],
    [0.35, '#2a0f4a'],
    [0.7, '#7a1d6e'],
    [0.92, '#e0457a'],
    [1, '#ff8a4c'],
  ])}"/>`;
  // stars
  const r = rng(42);
  let stars = '';
  for (let i = 0; i < 140; i += 1) {
    const x = r() * w;
    const y = r() * horizon * 0.5;
    stars += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.6 + r() * 1.2)}" fill="#fff" opacity="${f(0.25 + r() * 0.6)}"/>`;
  }
  s += stars;
  // striped retro sun
  const sunFill = linear(ctx, [
    [0, '#ffe66d'],
    [0.5, '#ff9f43'],
    [1, '#ff3d7f'],
  ]);
  const cid = ctx.id('sun');
  let cuts = `<rect x="${sunX - sunR}" y="${sunY - sunR}" width="${2 * sunR}" height="${2 * sunR}" fill="#fff"/>`;
  for (let i = 0; i < 10; i += 1) {
    const y = sunY - sunR * 0.42 + i * sunR * 0.12;
    cuts += `<rect x="${sunX - sunR}" y="${f(y)}" width="${2 * sunR}" height="${f(2 + i * 1.8)}" fill="#000"/>`;
  }
  ctx.defs.push(`<mask id="${cid}">${cuts}</mask>`);
  s += `<circle cx="${sunX}" cy="${sunY}" r="${sunR * 1.25}" fill="#ff5fa2" opacity="0.35" filter="url(#${blurFilter(ctx, 40)})"/>`;
  s += `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${sunFill}" mask="url(#${cid})"/>`;
  return s;
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
  s += `<g opacity="0.85">${cityLayer(ctx, r, {
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
  s += cityLayer(ctx, r, {
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
  for (const [x0, x1, y0] of [
    [10, 140, 360],
    [1430, 1590, 320],
  ]) {
    for (let y = y0; y < horizon - 14; y += 18) {
      for (let x = x0; x < x1; x += 14) {
        if (r2() < 0.3) nearWins += `<rect x="${x}" y="${y}" width="6" height="9" fill="${r2() < 0.5 ? '#ffb347' : '#7df9ff'}" opacity="0.7"/>`;
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
  s += `<path d="M846,262 L1140,150 L1140,420 L846,304 Z" fill="${linear(ctx, [
    [0, '#e8fdff', 0.55],
    [1, '#22e5ff', 0],
  ], 0, 0, 1, 0)}" filter="url(#${blurFilter(ctx, 6)})"/>`;
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

// ---------------------------------------------------------------- output --

const SCENES = {
  'hero-before': { w: 1600, h: 1000, make: heroBefore },
  'hero-after': { w: 1600, h: 1000, make: heroAfter },
};

async function main() {
  const only = process.argv.slice(2);
  await mkdir(OUT_DIR, { recursive: true });
  if (PREVIEW_DIR) await mkdir(PREVIEW_DIR, { recursive: true });
  for (const [name, scene] of Object.entries(SCENES)) {
    if (only.length && !only.includes(name)) continue;
    const t0 = Date.now();
    const svg = scene.make();
    const img = sharp(Buffer.from(svg), { limitInputPixels: false }).resize(scene.w, scene.h);
    const out = path.join(OUT_DIR, `${name}.webp`);
    await img.clone().webp({ quality: scene.quality ?? 80, effort: 6, smartSubsample: true }).toFile(out);
    if (PREVIEW_DIR) await img.clone().png().toFile(path.join(PREVIEW_DIR, `${name}.png`));
    const { size } = await stat(out);
    console.log(`${name}.webp  ${scene.w}x${scene.h}  ${(size / 1024).toFixed(1)} KB  (${Date.now() - t0} ms)`);
  }
}

await main();
