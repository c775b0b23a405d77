// SVG building blocks shared by the site imagery (generate.ts) and the sample
// gallery (gallery.ts): gradients, noise, grain, shadows, city skylines.

import { BIKE_BOUNDS, blurFilter, type RenderContext } from './bike-geometry.ts';

export const f = (n: number) => +n.toFixed(1);

// Deterministic pseudo-random numbers so every run produces identical files.
export type Random = () => number;

/** A gradient stop: offset, colour and opacity (1 when left out). */
export type GradientStop = [offset: number, color: string, opacity?: number];

export function rng(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function svgDoc(w: number, h: number, ctx: RenderContext, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${ctx.defsSvg()}${body}</svg>`;
}

/** Bike transform so that its bounds are centred at cx with the ground at gy. */
export function bikeTransform(cx: number, gy: number, scale: number) {
  const bx = (BIKE_BOUNDS.x0 + BIKE_BOUNDS.x1) / 2;
  return `translate(${f(cx - bx * scale)},${f(gy - BIKE_BOUNDS.ground * scale)}) scale(${scale})`;
}

export function linear(ctx: RenderContext, stops: GradientStop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, attrs = '') {
  const id = ctx.id('lg');
  ctx.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" ${attrs}>${stops
      .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radial(ctx: RenderContext, stops: GradientStop[], cx = 0.5, cy = 0.5, r = 0.5, attrs = '') {
  const id = ctx.id('rg');
  ctx.defs.push(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" ${attrs}>${stops
      .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
      .join('')}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** Noise coloured `color`, its alpha driven by fractal noise. */
export type NoiseOptions = {
  freq: number | string;
  oct?: number;
  seed?: number;
  gain?: number;
  bias?: number;
  color?: string;
  type?: string;
};

export function noiseFilter(
  ctx: RenderContext,
  { freq, oct = 3, seed = 1, gain = 1, bias = 0, color = '#000000', type = 'fractalNoise' }: NoiseOptions,
) {
  const id = ctx.id('nz');
  const channel = (i: number) => parseInt(color.slice(i, i + 2), 16) / 255;
  const [r, g, b] = [channel(1), channel(3), channel(5)];
  ctx.defs.push(
    `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="${type}" baseFrequency="${freq}" numOctaves="${oct}" seed="${seed}" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0 0 0 0 ${r.toFixed(
      3,
    )}  0 0 0 0 ${g.toFixed(3)}  0 0 0 0 ${b.toFixed(3)}  ${gain} 0 0 0 ${bias}"/></filter>`,
  );
  return `url(#${id})`;
}

/** Monochrome film grain over the whole frame. */
export function grain(ctx: RenderContext, w: number, h: number, amount = 0.07, seed = 11) {
  const id = ctx.id('grain');
  ctx.defs.push(
    `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="${seed}" stitchTiles="stitch"/><feColorMatrix type="matrix" values="1 0 0 0 0  1 0 0 0 0  1 0 0 0 0  0 0 0 0 1"/></filter>`,
  );
  return `<rect width="${w}" height="${h}" filter="url(#${id})" opacity="${amount}" style="mix-blend-mode:overlay"/>`;
}

export function vignette(ctx: RenderContext, w: number, h: number, strength = 0.6, color = '#000000') {
  return `<rect width="${w}" height="${h}" fill="${radial(
    ctx,
    [
      [0.55, color, 0],
      [1, color, strength],
    ],
    0.5,
    0.5,
    0.75,
  )}"/>`;
}

/** Soft shadow of the bike cast on the ground (uses the #bike symbol). */
export function bikeShadow(ctx: RenderContext, id: string, k = 0.55, shear = 0.55, blur = 10, opacity = 0.45) {
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
export type LightLayer = { fill: string; op?: number; blend?: string };

export function bikeLighting(ctx: RenderContext, id: string, layers: LightLayer[]) {
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

export type CityLayerOptions = {
  x0: number;
  x1: number;
  base: number;
  minH: number;
  maxH: number;
  minW: number;
  maxW: number;
  fill: string;
  windowColors: string[];
  windowOp: number;
  lit: number;
};

export function cityLayer(r: Random, { x0, x1, base, minH, maxH, minW, maxW, fill, windowColors, windowOp, lit }: CityLayerOptions) {
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

export function neonGlow(ctx: RenderContext, sd = 6, strength = 1) {
  return ctx.once(`neon:${sd}:${strength}`, () => {
    const id = ctx.id('neon');
    ctx.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur in="SourceGraphic" stdDeviation="${sd}" result="b"/><feComponentTransfer in="b" result="bb"><feFuncA type="linear" slope="${strength}"/></feComponentTransfer><feMerge><feMergeNode in="bb"/><feMergeNode in="bb"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    return id;
  });
}

export function synthSky(
  ctx: RenderContext,
  w: number,
  horizon: number,
  { sunX, sunY, sunR }: { sunX: number; sunY: number; sunR: number },
) {
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
    const y = sunY - sunR * 0.72 + i * sunR * 0.115;
    cuts += `<rect x="${sunX - sunR}" y="${f(y)}" width="${2 * sunR}" height="${f(3 + i * 2.2)}" fill="#000"/>`;
  }
  ctx.defs.push(`<mask id="${cid}">${cuts}</mask>`);
  s += `<circle cx="${sunX}" cy="${sunY}" r="${sunR * 1.25}" fill="#ff5fa2" opacity="0.35" filter="url(#${blurFilter(ctx, 40)})"/>`;
  s += `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${sunFill}" mask="url(#${cid})"/>`;
  return s;
}

export function softShadow(ctx: RenderContext, d: string, { dx = 0, dy = 18, blur = 18, op = 0.55 } = {}) {
  return `<path d="${d}" fill="#000" opacity="${op}" transform="translate(${dx},${dy})" filter="url(#${blurFilter(ctx, blur)})"/>`;
}

export const rr = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r},${y} h${w - 2 * r} a${r},${r} 0 0 1 ${r},${r} v${h - 2 * r} a${r},${r} 0 0 1 ${-r},${r} h${-(w - 2 * r)} a${r},${r} 0 0 1 ${-r},${-r} v${-(h - 2 * r)} a${r},${r} 0 0 1 ${r},${-r} Z`;

export function clipRect(ctx: RenderContext, x: number, y: number, w: number, h: number, r: number) {
  const id = ctx.id('cr');
  ctx.defs.push(`<clipPath id="${id}"><path d="${rr(x, y, w, h, r)}"/></clipPath>`);
  return `url(#${id})`;
}

export function halftone(ctx: RenderContext, color: string, size = 8, r = 1.6) {
  const id = ctx.id('ht');
  ctx.defs.push(
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="${color}"/></pattern>`,
  );
  return `url(#${id})`;
}
