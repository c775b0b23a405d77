// Backgrounds for the sample gallery (gallery.ts). Every scene is laid out
// once from a seed (so the "original" photo and its stylised render share the
// same framing) and then painted in one of five looks: photo, retro, cartoon,
// anime, cyberpunk. A scene returns { back, front }: drawn behind and in front
// of the bike.

import { blurFilter, circlePath, ellipsePath, mix, type Point, type RenderContext } from './bike.ts';
import { cityLayer, f, linear, neonGlow, noiseFilter, radial, rng, type GradientStop, type Random } from './kit.ts';

/** The five looks a scene is painted in: the original photo and the four styles. */
export type Look = 'photo' | 'retro' | 'cartoon' | 'anime' | 'cyberpunk';

/** Canvas in drawing units, the ground line under the wheels (g), the bike's scale (s) and centre (cx). */
export type Frame = { W: number; H: number; g: number; s: number; cx: number; horizonUp: number; quarter?: boolean };

export type LandKind = 'hills' | 'desert' | 'coast' | 'mountains';

export type LandscapeScene = {
  kind: 'landscape';
  land: LandKind;
  time: 'day' | 'dusk';
  seed: number;
  road?: 'asphalt' | 'dirt';
  /** Where the sun stands: share of the width, share of the horizon height. */
  sun?: [x: number, y: number];
  sunR?: number;
  clouds?: number;
  cloudScale?: number;
  fence?: boolean;
};
export type GarageScene = { kind: 'garage'; seed: number; time?: undefined };
export type StreetScene = { kind: 'street'; seed: number; lampX?: number; time?: undefined };
export type NightScene = {
  kind: 'night';
  seed: number;
  rain?: number;
  signs?: number;
  /** x, y, width, height as shares of the width and of the horizon height. */
  billboard?: [x: number, y: number, w: number, h: number];
  moon?: boolean;
  moonX?: number;
  time?: undefined;
};

/** A background and its options. */
export type SceneDescription = LandscapeScene | GarageScene | StreetScene | NightScene;

/** What a scene draws behind the bike and in front of it. */
export type SceneLayers = { back: string; front: string };

/** A circle: centre x, centre y, radius. */
type Circle = [x: number, y: number, r: number];

function first<T>(list: readonly T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error('Expected a non-empty list');
  return item;
}

function last<T>(list: readonly T[]): T {
  const item = list.at(-1);
  if (item === undefined) throw new Error('Expected a non-empty list');
  return item;
}

// ---------------------------------------------------------------- shapes --

/** A smooth ridge line through points [x, y] (Catmull-Rom as cubic Béziers), closed down to `bottom`. */
function ridge(points: Point[], bottom: number) {
  const start = first(points);
  let d = `M${f(start[0])},${bottom} L${f(start[0])},${f(start[1])}`;
  const at = (i: number) => points[i] ?? start;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = at(Math.max(0, i - 1));
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(Math.min(points.length - 1, i + 2));
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return `${d} L${f(last(points)[0])},${bottom} Z`;
}

function polyline(points: Point[], bottom: number) {
  return `M${f(first(points)[0])},${bottom} ${points.map(([x, y]) => `L${f(x)},${f(y)}`).join(' ')} L${f(last(points)[0])},${bottom} Z`;
}

/** Rolling hills: `n` crests around `base`, `amp` high. */
function hills(r: Random, W: number, base: number, amp: number, n: number) {
  const pts: Point[] = [];
  for (let i = 0; i <= n; i += 1) pts.push([-60 + ((W + 120) * i) / n, base - amp * (0.35 + 0.65 * r())]);
  return pts;
}

/** Jagged peaks with snow lines. */
function peaks(r: Random, W: number, base: number, amp: number, n: number) {
  const pts: Point[] = [];
  for (let i = 0; i <= n * 2; i += 1) {
    const x = -60 + ((W + 120) * i) / (n * 2) + (r() - 0.5) * 30;
    const y = i % 2 ? base - amp * (0.2 + 0.3 * r()) : base - amp * (0.6 + 0.4 * r());
    pts.push([x, y]);
  }
  return pts;
}

/** Flat-topped desert mesas. */
function mesas(r: Random, W: number, base: number, amp: number) {
  const pts: Point[] = [[-60, base]];
  let x = -60;
  while (x < W + 60) {
    const gap = 40 + r() * 160;
    const w = 120 + r() * 260;
    const h = amp * (0.45 + 0.55 * r());
    pts.push([x + gap, base], [x + gap + 30, base - h], [x + gap + w - 30, base - h], [x + gap + w, base]);
    x += gap + w;
  }
  pts.push([W + 60, base]);
  return pts;
}

/** A cumulus cloud as overlapping circles: a row of small puffs along the base at `base`, bigger ones above; `w` wide. */
function cumulus(r: Random, cx: number, base: number, w: number) {
  const list: Circle[] = [];
  const n = 4 + Math.floor(r() * 3);
  const rb = (w / (2 * n)) * 1.2;
  for (let i = 0; i < n; i += 1) list.push([cx - w / 2 + rb + ((w - 2 * rb) * i) / (n - 1), base - rb, rb * (0.9 + r() * 0.2)]);
  for (let i = 0; i < n - 1; i += 1) {
    const t = (i + 0.5) / (n - 1);
    const rm = rb * (1.5 + r() * 0.5) * (1 - Math.abs(t - 0.5) * 0.7);
    list.push([cx - w / 2 + rb + (w - 2 * rb) * t + (r() - 0.5) * rb, base - rb - rm * 0.55, rm]);
  }
  const rt = rb * (2 + r() * 0.5);
  list.push([cx + (r() - 0.5) * w * 0.25, base - rb - rt * 0.9, rt]);
  return list;
}

const circles = (list: Circle[]) => list.map(([x, y, rad]) => circlePath(x, y, rad)).join(' ');

type Tree = { trunk: string; crown: Circle[]; x: number; y: number; k: number };

function tree(x: number, y: number, k: number): Tree {
  return {
    trunk: `M${f(x - 5 * k)},${f(y)} L${f(x - 3 * k)},${f(y - 40 * k)} L${f(x + 3 * k)},${f(y - 40 * k)} L${f(x + 5 * k)},${f(y)} Z`,
    crown: [
      [x, y - 62 * k, 30 * k],
      [x - 20 * k, y - 48 * k, 22 * k],
      [x + 20 * k, y - 46 * k, 22 * k],
      [x + 4 * k, y - 86 * k, 20 * k],
    ],
    x,
    y,
    k,
  };
}

function pine(x: number, y: number, k: number) {
  return `M${f(x)},${f(y - 110 * k)} L${f(x + 22 * k)},${f(y - 50 * k)} L${f(x + 12 * k)},${f(y - 50 * k)} L${f(x + 32 * k)},${f(y)} L${f(
    x - 32 * k,
  )},${f(y)} L${f(x - 12 * k)},${f(y - 50 * k)} L${f(x - 22 * k)},${f(y - 50 * k)} Z`;
}

function cactus(x: number, y: number, k: number) {
  const rr = (x0: number, y0: number, w: number, h: number) =>
    `M${f(x0)},${f(y0 + w / 2)} a${f(w / 2)},${f(w / 2)} 0 0 1 ${f(w)},0 V${f(y0 + h)} H${f(x0)} Z`;
  return `${rr(x - 9 * k, y - 120 * k, 18 * k, 120 * k)} ${rr(x - 34 * k, y - 86 * k, 14 * k, 46 * k)} M${f(x - 34 * k)},${f(y - 46 * k)} h${f(30 * k)} v${f(
    12 * k,
  )} h${f(-30 * k)} Z ${rr(x + 18 * k, y - 96 * k, 14 * k, 40 * k)} M${f(x + 4 * k)},${f(y - 62 * k)} h${f(28 * k)} v${f(12 * k)} h${f(-28 * k)} Z`;
}

/** Sun with stripes cut out of its lower half (the retro poster sun). */
function stripedSun(ctx: RenderContext, x: number, y: number, rad: number, fill: string, bands = 7) {
  const id = ctx.id('sunm');
  let cuts = `<rect x="${f(x - rad)}" y="${f(y - rad)}" width="${f(2 * rad)}" height="${f(2 * rad)}" fill="#fff"/>`;
  for (let i = 0; i < bands; i += 1) {
    const yy = y + rad * 0.1 + i * rad * 0.14;
    cuts += `<rect x="${f(x - rad)}" y="${f(yy)}" width="${f(2 * rad)}" height="${f(2 + i * rad * 0.018)}" fill="#000"/>`;
  }
  ctx.defs.push(
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="${f(x - rad)}" y="${f(y - rad)}" width="${f(2 * rad)}" height="${f(2 * rad)}">${cuts}</mask>`,
  );
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="${fill}" mask="url(#${id})"/>`;
}

/** Halftone dots whose radius follows `size(x, y)` (0..1) on a rotated grid, clipped to `clip`. */
type HalftoneField = {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  step?: number;
  color: string;
  /** Dot size at a point, 0..1. */
  size: (x: number, y: number) => number;
  clip?: string;
  angle?: number;
};

function halftoneField(ctx: RenderContext, { x0, y0, x1, y1, step = 14, color, size, clip, angle = 45 }: HalftoneField) {
  const a = (angle * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const half = Math.hypot(x1 - x0, y1 - y0) / 2;
  let d = '';
  for (let v = -half; v <= half; v += step) {
    for (let u = -half; u <= half; u += step) {
      const x = cx + u * cos - v * sin;
      const y = cy + u * sin + v * cos;
      if (x < x0 - step || x > x1 + step || y < y0 - step || y > y1 + step) continue;
      const t = size(x, y);
      if (t <= 0.04) continue;
      d += circlePath(x, y, Math.min(1, t) * step * 0.62);
    }
  }
  let s = `<path d="${d}" fill="${color}"/>`;
  if (clip) {
    const id = ctx.id('htc');
    ctx.defs.push(`<clipPath id="${id}"><path d="${clip}"/></clipPath>`);
    s = `<g clip-path="url(#${id})">${s}</g>`;
  }
  return s;
}

function blur(ctx: RenderContext, sd: number) {
  return `filter="url(#${blurFilter(ctx, sd)})"`;
}

/** Ink outline of a group of filled shapes: stroke all, then fill all (only the union's edge shows). */
function inked(d: string, fill: string, ink: string, w: number, extra = '') {
  return `<path d="${d}" fill="${ink}" stroke="${ink}" stroke-width="${f(w * 2)}" stroke-linejoin="round"/><path d="${d}" fill="${fill}"${extra}/>`;
}

// ---------------------------------------------------------------- landscape --

type Cloud = { base: number; c: Circle[]; w: number; cx: number };
type Blade = { x: number; y: number; h: number; lean: number; depth: number };

/** Where everything of an outdoor scene stands, shared by all five looks. */
type LandscapeLayout = {
  hz: number;
  roadTop: number;
  roadBottom: number;
  W: number;
  H: number;
  g: number;
  s: number;
  D: number;
  sun: { x: number; y: number; r: number };
  far: Point[];
  mid: Point[] | null;
  clouds: Cloud[];
  trees: Tree[];
  /** x, y, scale */
  pines: Circle[];
  /** x, y, scale */
  cacti: Circle[];
  posts: number[];
  blades: Blade[];
  sandy: boolean;
};

function landscapeLayout(frame: Frame, o: LandscapeScene): LandscapeLayout {
  const { W, H, g, s } = frame;
  const r = rng(o.seed);
  const hz = g - frame.horizonUp * s;
  const roadTop = g - 58 * s;
  const roadBottom = g + 66 * s;
  const D = roadTop - hz;
  const sun = { x: W * (o.sun?.[0] ?? 0.7), y: hz * (o.sun?.[1] ?? 0.55), r: (o.sunR ?? 120) * (W / 1200) };
  let far: Point[];
  let mid: Point[] | null;
  if (o.land === 'mountains') {
    far = peaks(r, W, hz + 10, Math.min(hz * 0.6, 520), 4);
    mid = hills(r, W, hz + D * 0.3, D * 0.35, 6);
  } else if (o.land === 'desert') {
    far = mesas(r, W, hz + 2, Math.min(hz * 0.4, 60 + D * 0.45));
    mid = hills(r, W, hz + D * 0.12, D * 0.06, 8);
  } else if (o.land === 'coast') {
    far = hills(r, W, hz + 2, Math.min(hz * 0.25, 40 + D * 0.2), 5).map(([x, y]) => [x, x < W * 0.42 ? y : hz + 4]);
    mid = null;
  } else {
    far = hills(r, W, hz + 10, Math.min(hz * 0.3, 50 + D * 0.35), 5);
    mid = hills(r, W, hz + D * 0.35, D * 0.3, 4);
  }
  const sandy = o.land === 'desert' || o.land === 'coast';
  const L: LandscapeLayout = {
    hz,
    roadTop,
    roadBottom,
    W,
    H,
    g,
    s,
    D,
    sun,
    far,
    mid,
    clouds: [],
    trees: [],
    pines: [],
    cacti: [],
    posts: [],
    blades: [],
    sandy,
  };
  const nClouds = o.clouds ?? 3;
  for (let i = 0; i < nClouds; i += 1) {
    const cx = W * (0.12 + (0.76 * (i + r() * 0.6)) / nClouds);
    const base = hz * (0.3 + r() * 0.3);
    const w = Math.min((160 + r() * 200) * (W / 1200) * (o.cloudScale ?? 1), (base - 24) / 0.9);
    L.clouds.push({ base, c: cumulus(r, cx, base, w), w, cx });
  }
  if (o.land === 'hills') {
    for (let i = 0; i < 9; i += 1) {
      const t = 0.3 + r() * 0.35;
      L.trees.push(tree(r() * W, hz + D * t, (0.25 + t * 0.9) * s * (0.8 + r() * 0.4)));
    }
    L.trees.sort((p, q) => p.y - q.y);
  }
  if (o.land === 'mountains') {
    for (let i = 0; i < 22; i += 1) {
      const t = 0.3 + r() * 0.4;
      L.pines.push([r() * W, hz + D * t, (0.2 + t * 0.9) * s]);
    }
    L.pines.sort((p, q) => p[1] - q[1]);
  }
  if (o.land === 'desert') {
    const spots: Point[] = [
      [W * 0.08, 0.9],
      [W * 0.93, 0.7],
      [W * 0.74, 0.4],
    ];
    for (const [x, k] of spots) L.cacti.push([x, roadTop - 6 * s, k * s]);
  }
  if (o.fence) for (let x = -20; x < W + 40; x += 130 * s) L.posts.push(x);
  // foreground: grass blades (or pebbles on sand) along the bottom edge
  const fgTop = roadBottom + 16 * s;
  if (H - fgTop > 30) {
    const n = sandy ? 26 : Math.round(W / 9);
    for (let i = 0; i < n; i += 1) {
      const x = r() * W;
      const depth = r();
      const y = fgTop + 10 + depth * (H - fgTop);
      L.blades.push({ x, y, h: (sandy ? 8 + r() * 10 : 30 + r() * 70) * (0.6 + depth), lean: (r() - 0.5) * 30, depth });
    }
    L.blades.sort((p, q) => p.y - q.y);
  }
  return L;
}

/** Foreground blades as thin curved triangles (or pebbles on sand). */
function bladePath(L: LandscapeLayout) {
  let d = '';
  for (const b of L.blades) {
    if (L.sandy) d += ellipsePath(b.x, b.y, b.h * 1.4, b.h * 0.6);
    else
      d += `M${f(b.x - 4)},${f(b.y)} Q${f(b.x + b.lean * 0.3)},${f(b.y - b.h * 0.6)} ${f(b.x + b.lean)},${f(b.y - b.h)} Q${f(b.x + 2 + b.lean * 0.2)},${f(b.y - b.h * 0.5)} ${f(b.x + 4)},${f(b.y)} Z `;
  }
  return d;
}

/** The photo look's colours for a time of day. */
type LandPalette = {
  sky: GradientStop[];
  sun: string;
  cloud: string;
  cloudShade: string;
  far: string;
  mid: string;
  field: string;
  fieldFar: string;
  verge: string;
  tree: string;
  light: string;
};

const LAND: { photo: Record<LandscapeScene['time'], LandPalette> } = {
  photo: {
    day: {
      sky: [
        [0, '#3d78c9'],
        [0.6, '#86b4e6'],
        [1, '#dceaf5'],
      ],
      sun: '#fffbe8',
      cloud: '#ffffff',
      cloudShade: '#9fb0c8',
      far: '#8ea7bf',
      mid: '#5f8a3e',
      field: '#7aa24a',
      fieldFar: '#9cb968',
      verge: '#56782f',
      tree: '#2f5a22',
      light: '#fff3d6',
    },
    dusk: {
      sky: [
        [0, '#1d2a5c'],
        [0.45, '#5d4a86'],
        [0.8, '#e07a5f'],
        [1, '#f7c27a'],
      ],
      sun: '#ffe2a3',
      cloud: '#f4a88a',
      cloudShade: '#5a4a7a',
      far: '#6b5a86',
      mid: '#3f4a3a',
      field: '#5d6a3c',
      fieldFar: '#8a7a56',
      verge: '#39452a',
      tree: '#1f2a1c',
      light: '#ffb36b',
    },
  },
};

function skyPhoto(ctx: RenderContext, L: LandscapeLayout, p: LandPalette) {
  let s = `<rect width="${L.W}" height="${f(L.hz + 4)}" fill="${linear(ctx, p.sky)}"/>`;
  s += `<circle cx="${f(L.sun.x)}" cy="${f(L.sun.y)}" r="${f(L.sun.r * 2.6)}" fill="${radial(ctx, [
    [0, p.sun, 0.75],
    [0.25, p.sun, 0.35],
    [1, p.sun, 0],
  ])}"/>`;
  s += `<circle cx="${f(L.sun.x)}" cy="${f(L.sun.y)}" r="${f(L.sun.r * 0.32)}" fill="${p.sun}" ${blur(ctx, 3)}/>`;
  for (const cl of L.clouds) {
    const d = circles(cl.c);
    const top = cl.base - cl.w * 0.66;
    const shade = linear(
      ctx,
      [
        [0, p.cloud],
        [0.55, mix(p.cloud, p.cloudShade, 0.35)],
        [1, p.cloudShade],
      ],
      0,
      f(top),
      0,
      f(cl.base),
      'gradientUnits="userSpaceOnUse"',
    );
    s += `<g ${blur(ctx, 6)}><path d="${d}" fill="${shade}" opacity="0.95"/></g>`;
    // sunlit puffs on the top, soft
    const lit: Circle[] = cl.c.map(([x, y, rr]) => [x + (L.sun.x > cl.cx ? rr * 0.2 : -rr * 0.2), y - rr * 0.25, rr * 0.7]);
    s += `<g ${blur(ctx, 10)}><path d="${circles(lit)}" fill="${p.cloud}" opacity="0.7"/></g>`;
  }
  return s;
}

function landPhoto(ctx: RenderContext, L: LandscapeLayout, o: LandscapeScene, p: LandPalette) {
  const { W, H, hz } = L;
  let s = skyPhoto(ctx, L, p);
  // far layer: hazy, bluish
  if (o.land === 'coast') {
    s += `<rect y="${f(hz)}" width="${W}" height="${f(L.roadTop - hz)}" fill="${linear(ctx, [
      [0, mix(p.far, '#2a5a8a', 0.5)],
      [1, '#1e4a6e'],
    ])}"/>`;
    s += `<path d="${ridge(L.far, hz + 6)}" fill="${p.far}" opacity="0.85" ${blur(ctx, 1.5)}/>`;
    // glitter on the water under the sun
    const r = rng(o.seed + 5);
    let glit = '';
    for (let i = 0; i < 90; i += 1) {
      const y = hz + 4 + r() ** 1.6 * (L.roadTop - hz - 20);
      const spread = 40 + (y - hz) * 0.9;
      glit += `M${f(L.sun.x + (r() - 0.5) * spread * 2)},${f(y)} h${f(6 + r() * 20)} `;
    }
    s += `<path d="${glit}" stroke="${p.sun}" stroke-width="2" opacity="0.55" ${blur(ctx, 0.8)}/>`;
    s += `<rect y="${f(L.roadTop - 40 * L.s)}" width="${W}" height="${f(40 * L.s)}" fill="${o.time === 'dusk' ? '#c89a6a' : '#e6d3a8'}"/>`;
    s += `<rect y="${f(L.roadTop - 40 * L.s)}" width="${W}" height="${f(40 * L.s)}" filter="${noiseFilter(ctx, { freq: 0.5, oct: 2, seed: 4, gain: 0.8, bias: -0.2 })}" opacity="0.3"/>`;
  } else {
    const farFill = o.land === 'desert' ? (o.time === 'dusk' ? '#a0584a' : '#c77d4f') : p.far;
    s += `<path d="${o.land === 'desert' ? polyline(L.far, hz + 20) : o.land === 'mountains' ? polyline(L.far, hz + 20) : ridge(L.far, hz + 20)}" fill="${linear(
      ctx,
      [
        [0, mix(farFill, '#ffffff', 0.1)],
        [1, mix(farFill, last(p.sky)[1], 0.45)],
      ],
    )}" ${blur(ctx, 1.2)}/>`;
    if (o.land === 'mountains') {
      // snow caps: the top of each peak
      const snow = L.far
        .filter((_, i) => i % 2 === 0)
        .map(([x, y]) => `M${f(x)},${f(y)} l${f(-38)},${f(56)} l${f(16)},-8 l12,14 l14,-16 l12,10 Z`)
        .join(' ');
      s += `<path d="${snow}" fill="#f2f5fa" opacity="0.9" ${blur(ctx, 1)}/>`;
    }
    if (L.mid) {
      const midFill = o.land === 'desert' ? '#b9875a' : p.mid;
      s += `<rect y="${f(hz + 12)}" width="${W}" height="${f(H - hz)}" fill="${mix(midFill, last(p.sky)[1], 0.3)}"/>`;
      s += `<path d="${ridge(L.mid, H)}" fill="${linear(ctx, [
        [0, mix(midFill, last(p.sky)[1], 0.15)],
        [0.3, midFill],
      ])}"/>`;
      const clip = ctx.id('mc');
      ctx.defs.push(`<clipPath id="${clip}"><path d="${ridge(L.mid, H)}"/></clipPath>`);
      s += `<g clip-path="url(#${clip})"><rect y="${f(hz)}" width="${W}" height="${f(H - hz)}" filter="${noiseFilter(ctx, { freq: '0.02 0.06', oct: 4, seed: o.seed, gain: 1.1, bias: -0.35, color: mix(midFill, '#000000', 0.5) })}" opacity="0.5"/></g>`;
    }
  }
  for (const [x, y, k] of L.pines) s += `<path d="${pine(x, y, k)}" fill="${mix(p.tree, p.far, 0.25)}" ${blur(ctx, 0.8)}/>`;
  // fields between the hills and the road
  const field = o.land === 'desert' ? (o.time === 'dusk' ? '#b7794f' : '#d6a56e') : p.field;
  if (o.land !== 'coast') {
    s += `<rect y="${f(L.roadTop - 140 * L.s)}" width="${W}" height="${f(140 * L.s)}" fill="${linear(ctx, [
      [0, field, 0],
      [0.5, field, 0.9],
      [1, field],
    ])}"/>`;
  }
  for (const t of L.trees) {
    s += `<path d="${t.trunk}" fill="#3b2a1c"/>`;
    s += `<path d="${circles(t.crown)}" fill="${p.tree}" ${blur(ctx, 1.2)}/>`;
    s += `<path d="${circles(t.crown.map(([x, y, rr]) => [x - rr * 0.25, y - rr * 0.3, rr * 0.55]))}" fill="${mix(p.tree, p.light, 0.35)}" opacity="0.6" ${blur(ctx, 4)}/>`;
  }
  for (const [x, y, k] of L.cacti) s += `<path d="${cactus(x, y, k)}" fill="#3f5a2a" ${blur(ctx, 0.6)}/>`;
  // road
  s += roadPhoto(ctx, L, o, p);
  return s;
}

function roadPhoto(ctx: RenderContext, L: LandscapeLayout, o: LandscapeScene, p: LandPalette) {
  const { W, H, roadTop, roadBottom } = L;
  const dirt = o.road === 'dirt';
  let s = '';
  const verge = o.land === 'desert' ? '#a8734a' : o.land === 'coast' ? '#cdb48a' : p.verge;
  s += `<rect y="${f(roadTop - 10)}" width="${W}" height="${f(H - roadTop + 10)}" fill="${verge}"/>`;
  s += `<rect y="${f(roadTop - 10)}" width="${W}" height="${f(H - roadTop + 10)}" filter="${noiseFilter(ctx, { freq: '0.05 0.3', oct: 3, seed: o.seed + 2, gain: 1, bias: -0.3, color: '#000000' })}" opacity="0.4"/>`;
  const top: [string, string] = dirt ? ['#b08a5e', '#8a6a44'] : ['#6a6d72', '#3a3c40'];
  s += `<path d="M0,${f(roadTop)} H${W} V${f(roadBottom)} H0 Z" fill="${linear(ctx, [
    [0, top[0]],
    [1, top[1]],
  ])}"/>`;
  s += `<path d="M0,${f(roadTop)} H${W} V${f(roadBottom)} H0 Z" filter="${noiseFilter(ctx, { freq: dirt ? '0.03 0.2' : 0.8, oct: 3, seed: o.seed + 3, gain: 1, bias: -0.3, color: '#000000' })}" opacity="${dirt ? 0.5 : 0.45}"/>`;
  if (!dirt) {
    let dash = '';
    for (let x = -40; x < W; x += 150 * L.s) dash += `M${f(x)},${f(roadTop + 18 * L.s)} h${f(80 * L.s)} `;
    s += `<path d="${dash}" stroke="#e8e2cf" stroke-width="${f(5 * L.s)}" opacity="0.75"/>`;
    s += `<path d="M0,${f(roadBottom - 6)} H${W}" stroke="#e8e2cf" stroke-width="${f(6 * L.s)}" opacity="0.7"/>`;
  } else {
    s += `<path d="M0,${f(L.g - 6)} H${W} M0,${f(L.g + 30 * L.s)} H${W}" stroke="#6e5234" stroke-width="${f(14 * L.s)}" opacity="0.35" ${blur(ctx, 3)}/>`;
  }
  if (L.posts.length) {
    let posts = '';
    for (const x of L.posts) posts += `M${f(x)},${f(roadTop - 4)} v${f(-70 * L.s)} h${f(8 * L.s)} v${f(70 * L.s)} Z `;
    s += `<path d="${posts}" fill="#6b5238"/><path d="M-10,${f(roadTop - 60 * L.s)} H${W + 10} M-10,${f(roadTop - 36 * L.s)} H${W + 10}" stroke="#8a6a48" stroke-width="${f(5 * L.s)}"/>`;
  }
  // light sweeping the road
  s += `<rect y="${f(roadTop)}" width="${W}" height="${f(roadBottom - roadTop)}" fill="${linear(
    ctx,
    [
      [0, p.light, 0.18],
      [1, p.light, 0],
    ],
    1,
    0,
    0,
    0,
  )}"/>`;
  // foreground, out of focus and darker towards the lens
  s += `<rect y="${f(roadBottom)}" width="${W}" height="${f(H - roadBottom)}" fill="${linear(ctx, [
    [0, '#000', 0],
    [1, '#000', 0.35],
  ])}"/>`;
  if (L.blades.length) {
    const d = bladePath(L);
    s += `<path d="${d}" fill="${mix(verge, '#000000', 0.3)}" opacity="0.8" ${blur(ctx, 1.4)}/>`;
  }
  return s;
}

// Retro: a vintage travel poster. Few flat inks, halftone shading, paper.
export const RETRO = {
  paper: '#f2e4c4',
  cream: '#f6ead0',
  orange: '#e4572e',
  sun: '#f0a04b',
  mustard: '#e0a43a',
  teal: '#2f8f83',
  olive: '#7f8f4a',
  brown: '#7a4a2a',
  ink: '#2a211b',
  sky: '#9ec9c0',
  rose: '#d9826a',
};

function landRetro(ctx: RenderContext, L: LandscapeLayout, o: LandscapeScene) {
  const { W, H, hz } = L;
  const R = RETRO;
  const dusk = o.time === 'dusk';
  let s = `<rect width="${W}" height="${f(hz + 4)}" fill="${dusk ? '#f3c98b' : R.paper}"/>`;
  // sky shading in halftone towards the top
  s += halftoneField(ctx, { x0: 0, y0: 0, x1: W, y1: hz, step: 20, color: dusk ? R.rose : R.sky, size: (x, y) => 1.05 - y / (hz * 0.7) });
  s += stripedSun(ctx, L.sun.x, L.sun.y, L.sun.r * 1.5, R.sun);
  for (const cl of L.clouds) s += inked(circles(cl.c), R.cream, R.ink, 2.5);
  if (o.land === 'mountains') {
    s += `<path d="${polyline(L.far, hz + 20)}" fill="${R.teal}" stroke="${R.ink}" stroke-width="4" stroke-linejoin="round"/>`;
  } else if (o.land === 'desert') {
    s += `<path d="${polyline(L.far, hz + 20)}" fill="${R.orange}" stroke="${R.ink}" stroke-width="4" stroke-linejoin="round"/>`;
    s += halftoneField(ctx, {
      x0: 0,
      y0: hz - 200,
      x1: W,
      y1: hz + 20,
      step: 16,
      color: R.brown,
      size: (x, y) => (y - (hz - 180)) / 220,
      clip: polyline(L.far, hz + 20),
    });
  } else {
    s += `<path d="${ridge(L.far, hz + 20)}" fill="${R.teal}" stroke="${R.ink}" stroke-width="4"/>`;
  }
  if (L.mid) {
    const midFill = o.land === 'desert' ? R.mustard : R.olive;
    s += `<rect y="${f(hz + 12)}" width="${W}" height="${f(H - hz)}" fill="${mix(midFill, R.paper, 0.35)}"/>`;
    s += `<path d="${ridge(L.mid, H)}" fill="${midFill}" stroke="${R.ink}" stroke-width="4"/>`;
    s += halftoneField(ctx, {
      x0: 0,
      y0: hz,
      x1: W,
      y1: L.roadTop,
      step: 18,
      color: R.ink,
      size: (x, y) => ((y - hz) / (L.roadTop - hz)) * 0.45,
      clip: ridge(L.mid, H),
    });
  }
  for (const t of L.trees) {
    s += `<path d="${t.trunk}" fill="${R.brown}" stroke="${R.ink}" stroke-width="2.5"/>`;
    s += inked(circles(t.crown), R.teal, R.ink, 2.5);
  }
  for (const [x, y, k] of L.cacti) s += `<path d="${cactus(x, y, k)}" fill="${R.teal}" stroke="${R.ink}" stroke-width="3"/>`;
  // road and verge
  s += `<rect y="${f(L.roadTop - 10)}" width="${W}" height="${f(H - L.roadTop + 10)}" fill="${o.land === 'desert' ? R.sun : R.olive}"/>`;
  if (L.posts.length) {
    let posts = '';
    for (const x of L.posts) posts += `M${f(x)},${f(L.roadTop - 4)} v${f(-70 * L.s)} h${f(8 * L.s)} v${f(70 * L.s)} Z `;
    s += `<path d="M-10,${f(L.roadTop - 60 * L.s)} H${W + 10} M-10,${f(L.roadTop - 36 * L.s)} H${W + 10}" stroke="${R.ink}" stroke-width="${f(8 * L.s)}"/>`;
    s += `<path d="M-10,${f(L.roadTop - 60 * L.s)} H${W + 10} M-10,${f(L.roadTop - 36 * L.s)} H${W + 10}" stroke="${R.brown}" stroke-width="${f(4 * L.s)}"/>`;
    s += `<path d="${posts}" fill="${R.brown}" stroke="${R.ink}" stroke-width="2.5"/>`;
  }
  s += `<path d="M0,${f(L.roadTop)} H${W} V${f(L.roadBottom)} H0 Z" fill="${o.road === 'dirt' ? '#c79a63' : '#5b4a3d'}" stroke="${R.ink}" stroke-width="4"/>`;
  if (o.road !== 'dirt') {
    let dash = '';
    for (let x = -40; x < W; x += 150 * L.s) dash += `M${f(x)},${f(L.roadTop + 18 * L.s)} h${f(80 * L.s)} `;
    s += `<path d="${dash}" stroke="${R.cream}" stroke-width="${f(6 * L.s)}"/>`;
  }
  s += halftoneField(ctx, {
    x0: 0,
    y0: L.roadBottom,
    x1: W,
    y1: H,
    step: 20,
    color: R.ink,
    size: (x, y) => ((y - L.roadBottom) / (H - L.roadBottom)) * 0.6,
  });
  return s;
}

// Cartoon: flat bright colours, thick ink lines, simple shapes.
function landCartoon(ctx: RenderContext, L: LandscapeLayout, o: LandscapeScene) {
  const { W, H, hz } = L;
  const ink = '#000000';
  let s = `<rect width="${W}" height="${f(hz + 4)}" fill="#62bdfc"/>`;
  // sun with rays
  const { x, y } = L.sun;
  const sr = L.sun.r * 0.7;
  let rays = '';
  for (let i = 0; i < 12; i += 1) {
    const a = (i * Math.PI) / 6;
    rays += `M${f(x + Math.cos(a) * sr * 1.3)},${f(y + Math.sin(a) * sr * 1.3)} L${f(x + Math.cos(a) * sr * 1.75)},${f(y + Math.sin(a) * sr * 1.75)} `;
  }
  s += `<path d="${rays}" stroke="${ink}" stroke-width="18" stroke-linecap="round"/><path d="${rays}" stroke="#ffd23f" stroke-width="9" stroke-linecap="round"/>`;
  s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(sr)}" fill="#ffd23f" stroke="${ink}" stroke-width="7"/>`;
  s += `<path d="${ellipsePath(x - sr * 0.3, y - sr * 0.35, sr * 0.3, sr * 0.18)}" fill="#fff7c2"/>`;
  for (const cl of L.clouds) {
    s += inked(circles(cl.c), '#ffffff', ink, 3.5);
    const cid = ctx.id('cc');
    ctx.defs.push(`<clipPath id="${cid}"><path d="${circles(cl.c)}"/></clipPath>`);
    s += `<g clip-path="url(#${cid})"><path d="${circles(cl.c.map(([cx, cy, rr]) => [cx + rr * 0.15, cy + rr * 0.75, rr * 0.85]))}" fill="#d2ebff"/></g>`;
  }
  if (o.land === 'coast') {
    s += `<path d="${ridge(L.far, hz + 10)}" fill="#7fcf6a" stroke="${ink}" stroke-width="6"/>`;
    s += `<rect y="${f(hz)}" width="${W}" height="${f(L.roadTop - hz)}" fill="#1fa4e0" stroke="${ink}" stroke-width="6"/>`;
    let waves = '';
    const r = rng(o.seed + 9);
    for (let i = 0; i < 14; i += 1) {
      const wx = r() * W;
      const wy = hz + 20 + r() * (L.roadTop - hz - 70 * L.s);
      waves += `M${f(wx)},${f(wy)} q12,-10 24,0 q12,10 24,0 `;
    }
    s += `<path d="${waves}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`;
    s += `<rect y="${f(L.roadTop - 40 * L.s)}" width="${W}" height="${f(40 * L.s)}" fill="#ffe08a" stroke="${ink}" stroke-width="6"/>`;
  } else {
    s += `<path d="${ridge(L.far, hz + 20)}" fill="#5ccf7a" stroke="${ink}" stroke-width="6"/>`;
    if (L.mid) {
      s += `<rect y="${f(hz + 14)}" width="${W}" height="${f(H - hz)}" fill="#b6ec7a"/>`;
      s += `<path d="${ridge(L.mid, H)}" fill="#8fe05a" stroke="${ink}" stroke-width="6"/>`;
    }
  }
  for (const t of L.trees) {
    s += `<path d="${t.trunk}" fill="#a0622d" stroke="${ink}" stroke-width="4"/>`;
    s += inked(circles(t.crown), '#2fb84f', ink, 4);
    s += `<path d="${circles(t.crown.slice(0, 1).map(([cx, cy, rr]) => [cx - rr * 0.3, cy - rr * 0.3, rr * 0.35]))}" fill="#7fe08a"/>`;
  }
  // road and verge
  const dirt = o.road === 'dirt';
  s += `<rect y="${f(L.roadTop - 10)}" width="${W}" height="${f(H - L.roadTop + 10)}" fill="${L.sandy ? '#ffe08a' : '#6ed64a'}" stroke="${ink}" stroke-width="6"/>`;
  s += `<path d="M-10,${f(L.roadTop)} H${W + 10} V${f(L.roadBottom)} H-10 Z" fill="${dirt ? '#d9a05b' : '#8c8f99'}" stroke="${ink}" stroke-width="6"/>`;
  if (dirt) {
    const r = rng(o.seed + 7);
    let pebbles = '';
    for (let i = 0; i < 16; i += 1)
      pebbles += ellipsePath(r() * W, L.roadTop + 14 + r() * (L.roadBottom - L.roadTop - 28), 8 + r() * 8, 5 + r() * 3);
    s += `<path d="${pebbles}" fill="#b07a3c" stroke="${ink}" stroke-width="3"/>`;
  } else {
    let dash = '';
    for (let xx = -40; xx < W; xx += 150 * L.s) dash += `M${f(xx)},${f(L.roadTop + 18 * L.s)} h${f(80 * L.s)} `;
    s += `<path d="${dash}" stroke="#ffffff" stroke-width="${f(8 * L.s)}" stroke-linecap="round"/>`;
  }
  // grass tufts (or pebbles on sand) below the road
  const r = rng(o.seed + 11);
  let tufts = '';
  const n = Math.round((H - L.roadBottom) / 16);
  for (let i = 0; i < n; i += 1) {
    const tx = r() * W;
    const ty = L.roadBottom + 40 + r() * (H - L.roadBottom - 50);
    const k = 1 + (ty - L.roadBottom) / 300;
    tufts += L.sandy
      ? ellipsePath(tx, ty, 12 * k, 6 * k)
      : `M${f(tx - 14 * k)},${f(ty)} l${f(6 * k)},${f(-22 * k)} l${f(6 * k)},${f(18 * k)} l${f(6 * k)},${f(-26 * k)} l${f(6 * k)},${f(22 * k)} l${f(6 * k)},${f(-18 * k)} l${f(2 * k)},${f(26 * k)} Z `;
  }
  s += `<path d="${tufts}" fill="${L.sandy ? '#f5b95c' : '#3fb83a'}" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>`;
  return s;
}

// Anime: dramatic sky, towering cel-shaded clouds, light rays, speed lines.
function landAnime(ctx: RenderContext, L: LandscapeLayout, o: LandscapeScene) {
  const { W, H, hz } = L;
  const dusk = o.time === 'dusk';
  const sky: GradientStop[] = dusk
    ? [
        [0, '#1b1a5e'],
        [0.4, '#5b3fa8'],
        [0.72, '#ff7a8a'],
        [1, '#ffd27a'],
      ]
    : [
        [0, '#0f4fd1'],
        [0.55, '#3f9bff'],
        [1, '#bfe6ff'],
      ];
  let s = `<rect width="${W}" height="${f(hz + 4)}" fill="${linear(ctx, sky)}"/>`;
  // god rays from the sun
  let rays = '';
  for (let i = 0; i < 14; i += 1) {
    const a = (i / 14) * Math.PI * 2;
    const a2 = a + 0.09;
    const R = W * 1.6;
    rays += `M${f(L.sun.x)},${f(L.sun.y)} L${f(L.sun.x + Math.cos(a) * R)},${f(L.sun.y + Math.sin(a) * R)} L${f(L.sun.x + Math.cos(a2) * R)},${f(L.sun.y + Math.sin(a2) * R)} Z `;
  }
  s += `<path d="${rays}" fill="#ffffff" opacity="${dusk ? 0.1 : 0.12}"/>`;
  s += `<circle cx="${f(L.sun.x)}" cy="${f(L.sun.y)}" r="${f(L.sun.r * 2.2)}" fill="${radial(ctx, [
    [0, '#ffffff', 1],
    [0.2, dusk ? '#ffe0a0' : '#ffffff', 0.85],
    [1, dusk ? '#ff9a7a' : '#bfe6ff', 0],
  ])}"/>`;
  const lit = dusk ? '#ffd6b0' : '#ffffff';
  const shade = dusk ? '#7a5aa8' : '#9fb8e8';
  const core = dusk ? '#b07ab0' : '#d6e4fa';
  for (const cl of L.clouds) {
    const d = circles(cl.c);
    const cid = ctx.id('cc');
    ctx.defs.push(`<clipPath id="${cid}"><path d="${d}"/></clipPath>`);
    const toSun = Math.sign(L.sun.x - cl.cx) || 1;
    s += `<path d="${d}" fill="${lit}"/>`;
    // hard-edged shadow side away from the sun, and a darker core at the base
    s += `<g clip-path="url(#${cid})"><path d="${circles(cl.c.map(([x, y, rr]) => [x - toSun * rr * 0.3, y + rr * 0.35, rr * 0.92]))}" fill="${core}"/>`;
    s += `<path d="${circles(cl.c.map(([x, y, rr]) => [x - toSun * rr * 0.5, y + rr * 0.7, rr * 0.85]))}" fill="${shade}"/></g>`;
  }
  if (o.land === 'coast') {
    s += `<path d="${ridge(L.far, hz + 10)}" fill="${dusk ? '#4a3a7a' : '#4f7ab8'}"/>`;
    s += `<rect y="${f(hz)}" width="${W}" height="${f(L.roadTop - hz)}" fill="${linear(
      ctx,
      dusk
        ? [
            [0, '#ff9a8a'],
            [0.3, '#6a4aa0'],
            [1, '#2a2a6a'],
          ]
        : [
            [0, '#7ac8ff'],
            [1, '#1f5fb0'],
          ],
    )}"/>`;
    let glint = '';
    const r = rng(o.seed + 4);
    for (let i = 0; i < 40; i += 1) {
      const y = hz + 6 + r() ** 1.5 * (L.roadTop - hz - 50 * L.s);
      glint += `M${f(L.sun.x + (r() - 0.5) * (60 + (y - hz) * 1.4))},${f(y)} h${f(10 + r() * 40)} `;
    }
    s += `<path d="${glint}" stroke="#fff3d0" stroke-width="3" stroke-linecap="round" opacity="0.85"/>`;
    s += `<rect y="${f(L.roadTop - 40 * L.s)}" width="${W}" height="${f(40 * L.s)}" fill="${dusk ? '#c9809a' : '#f0d9a0'}"/>`;
  } else {
    const far = o.land === 'mountains' ? polyline(L.far, hz + 20) : ridge(L.far, hz + 20);
    s += `<path d="${far}" fill="${dusk ? '#5a4a9a' : '#5a86c8'}"/>`;
    if (o.land === 'mountains') {
      const snow = L.far
        .filter((_, i) => i % 2 === 0)
        .map(([x, y]) => `M${f(x)},${f(y)} l-38,56 l16,-8 l12,14 l14,-16 l12,10 Z`)
        .join(' ');
      s += `<path d="${snow}" fill="#ffffff"/>`;
      const shadeSide = L.far
        .filter((_, i) => i % 2 === 0)
        .map(([x, y]) => `M${f(x)},${f(y)} l${f(120)},${f(220)} l-90,0 Z`)
        .join(' ');
      s += `<path d="${shadeSide}" fill="#2a3f80" opacity="0.35"/>`;
    }
    if (L.mid) {
      s += `<rect y="${f(hz + 14)}" width="${W}" height="${f(H - hz)}" fill="${dusk ? '#4a5a6a' : '#6aa8a0'}"/>`;
      s += `<path d="${ridge(L.mid, H)}" fill="${dusk ? '#2f5a4a' : '#3f9a5a'}"/>`;
      s += `<path d="${ridge(
        L.mid.map(([x, y]) => [x, y + 24]),
        H,
      )}" fill="${dusk ? '#24463c' : '#2f7a48'}"/>`;
    }
  }
  for (const [x, y, k] of L.pines) s += `<path d="${pine(x, y, k)}" fill="${dusk ? '#1f3a38' : '#1f5a3a'}"/>`;
  for (const t of L.trees) {
    s += `<path d="${t.trunk}" fill="#2a1f30"/>`;
    s += `<path d="${circles(t.crown)}" fill="${dusk ? '#234236' : '#2f7a3a'}"/>`;
    s += `<path d="${circles(t.crown.map(([x, y, rr]) => [x + rr * 0.2, y - rr * 0.25, rr * 0.7]))}" fill="${dusk ? '#3f6a4a' : '#58b050'}" clip-path="none"/>`;
  }
  // road
  const verge = L.sandy ? (dusk ? '#b8708a' : '#e8c888') : dusk ? '#2a4a3a' : '#3f8a4a';
  s += `<rect y="${f(L.roadTop - 10)}" width="${W}" height="${f(H - L.roadTop + 10)}" fill="${verge}"/>`;
  s += `<rect y="${f(L.roadBottom + (H - L.roadBottom) * 0.45)}" width="${W}" height="${f(H)}" fill="${mix(verge, '#1a1040', 0.25)}"/>`;
  s += `<path d="M0,${f(L.roadTop)} H${W} V${f(L.roadBottom)} H0 Z" fill="${linear(ctx, [
    [0, dusk ? '#5a4a6a' : '#6a7080'],
    [1, dusk ? '#2a2440' : '#3a3f50'],
  ])}"/>`;
  let dash = '';
  for (let x = -40; x < W; x += 150 * L.s) dash += `M${f(x)},${f(L.roadTop + 18 * L.s)} h${f(80 * L.s)} `;
  s += `<path d="${dash}" stroke="${dusk ? '#ffd6b0' : '#ffffff'}" stroke-width="${f(5 * L.s)}"/>`;
  s += `<path d="M0,${f(L.roadTop + 2)} H${W}" stroke="${dusk ? '#ffb08a' : '#ffffff'}" stroke-width="3" opacity="0.7"/>`;
  if (L.blades.length) {
    const d = bladePath(L);
    s += `<path d="${d}" fill="${mix(verge, '#1a1040', 0.45)}"/>`;
    s += `<path d="${d}" fill="${mix(verge, dusk ? '#ffc090' : '#d0ff90', 0.35)}" transform="translate(-2,-3) scale(1,1)" clip-path="none" opacity="0.8"/>`;
  }
  return s;
}

export function landscape(ctx: RenderContext, look: Look, frame: Frame, o: LandscapeScene): SceneLayers {
  const L = landscapeLayout(frame, o);
  if (look === 'photo') return { back: landPhoto(ctx, L, o, LAND.photo[o.time ?? 'day']), front: '' };
  if (look === 'retro') return { back: landRetro(ctx, L, o), front: '' };
  if (look === 'cartoon') return { back: landCartoon(ctx, L, o), front: '' };
  return { back: landAnime(ctx, L, o), front: '' };
}

// ---------------------------------------------------------------- garage --

export function garage(ctx: RenderContext, look: Look, frame: Frame, o: GarageScene): SceneLayers {
  const { W, H, g, s: k } = frame;
  const floorY = g - 250 * k;
  const R = RETRO;
  let s = '';
  if (look === 'photo') {
    s += `<rect width="${W}" height="${f(floorY + 4)}" fill="${linear(ctx, [
      [0, '#6f6a63'],
      [0.55, '#8d877e'],
      [1, '#7d776f'],
    ])}"/>`;
    let mortar = '';
    const rowH = 62 * k;
    for (let y = floorY - rowH, row = 0; y > -rowH; y -= rowH, row += 1) {
      mortar += `M0,${f(y)} H${W} `;
      for (let x = row % 2 ? -70 * k : 0; x < W; x += 140 * k) mortar += `M${f(x)},${f(y)} V${f(y + rowH)} `;
    }
    s += `<g ${blur(ctx, 1.6)}><path d="${mortar}" stroke="#4a453f" stroke-width="3" opacity="0.45"/></g>`;
    s += `<rect width="${W}" height="${f(floorY)}" filter="${noiseFilter(ctx, { freq: 0.012, oct: 4, seed: o.seed, gain: 0.9, bias: -0.25, color: '#2a2520' })}" opacity="0.5"/>`;
    // window light and a pegboard with tools, softened by depth of field
    s += `<path d="M${f(W * 0.08)},40 L${f(W * 0.34)},40 L${f(W * 0.4)},${f(floorY - 60)} L${f(W * 0.14)},${f(floorY - 60)} Z" fill="#fff3dc" opacity="0.3" ${blur(ctx, 30)}/>`;
    s += `<g ${blur(ctx, 3)}>${garageProps(W, floorY, k, { board: '#4a3a2c', tool: '#8a8f96', accent: '#b3261e', shelf: '#3b2f24', can: '#2f6a8a', light: '#fff1c9' })}</g>`;
    s += `<rect y="${f(floorY - 6)}" width="${W}" height="12" fill="#3b3631"/>`;
    s += `<rect y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" fill="${linear(ctx, [
      [0, '#8b857c'],
      [0.3, '#6d675f'],
      [1, '#3a3631'],
    ])}"/>`;
    s += `<rect y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" filter="${noiseFilter(ctx, { freq: '0.004 0.02', oct: 4, seed: o.seed + 1, gain: 1.1, bias: -0.35, color: '#1c1915' })}" opacity="0.7"/>`;
    s += `<rect y="${f(floorY - 40)}" width="${W}" height="40" fill="${linear(ctx, [
      [0, '#000', 0],
      [1, '#000', 0.35],
    ])}"/>`;
    s += `<ellipse cx="${f(W * 0.8)}" cy="${f(H - 60)}" rx="120" ry="20" fill="#1a1714" opacity="0.3" ${blur(ctx, 8)}/>`;
    return { back: s, front: '' };
  }
  // retro: flat wall with a big sunburst poster behind the bike
  s += `<rect width="${W}" height="${f(floorY + 4)}" fill="${R.paper}"/>`;
  const cx = W / 2;
  const cy = floorY - 40 * k;
  let burst = '';
  for (let i = 0; i < 24; i += 2) {
    const a0 = (i / 24) * Math.PI * 2;
    const a1 = ((i + 1) / 24) * Math.PI * 2;
    burst += `M${f(cx)},${f(cy)} L${f(cx + Math.cos(a0) * W * 1.5)},${f(cy + Math.sin(a0) * W * 1.5)} L${f(cx + Math.cos(a1) * W * 1.5)},${f(cy + Math.sin(a1) * W * 1.5)} Z `;
  }
  s += `<path d="${burst}" fill="${R.mustard}" opacity="0.45"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(330 * k)}" fill="${R.sun}" stroke="${R.ink}" stroke-width="5"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(250 * k)}" fill="${R.orange}"/>`;
  s += halftoneField(ctx, {
    x0: 0,
    y0: 0,
    x1: W,
    y1: floorY,
    step: 22,
    color: R.brown,
    size: (x, y) => Math.hypot(x - cx, y - cy) / (W * 0.75) - 0.25,
  });
  s += garageProps(W, floorY, k, {
    board: R.brown,
    tool: R.ink,
    accent: R.orange,
    shelf: R.ink,
    can: R.teal,
    light: R.cream,
    stroke: R.ink,
  });
  s += `<rect y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" fill="${R.teal}" stroke="${R.ink}" stroke-width="5"/>`;
  let tiles = '';
  for (let x = -200; x < W + 200; x += 120 * k) tiles += `M${f(W / 2 + (x - W / 2) * 0.5)},${f(floorY)} L${f(x)},${H} `;
  s += `<path d="${tiles}" stroke="${R.ink}" stroke-width="2.5" opacity="0.5"/>`;
  s += halftoneField(ctx, {
    x0: 0,
    y0: floorY,
    x1: W,
    y1: H,
    step: 20,
    color: R.ink,
    size: (x, y) => ((y - floorY) / (H - floorY)) * 0.6 - 0.1,
  });
  return { back: s, front: '' };
}

type GarageColours = { board: string; tool: string; accent: string; shelf: string; can: string; light: string; stroke?: string };

function garageProps(W: number, floorY: number, k: number, c: GarageColours) {
  const st = c.stroke ? ` stroke="${c.stroke}" stroke-width="4" stroke-linejoin="round"` : '';
  let s = '';
  // pegboard with spanners, left
  const bx = W * 0.05;
  const by = floorY - 520 * k;
  s += `<rect x="${f(bx)}" y="${f(by)}" width="${f(260 * k)}" height="${f(200 * k)}" fill="${c.board}"${st}/>`;
  for (let i = 0; i < 5; i += 1) {
    const x = bx + (30 + i * 44) * k;
    const len = (120 - i * 14) * k;
    s += `<path d="M${f(x - 5 * k)},${f(by + 30 * k)} h${f(10 * k)} v${f(len)} h${f(-10 * k)} Z" fill="${c.tool}"/><circle cx="${f(x)}" cy="${f(by + 30 * k)}" r="${f(12 * k)}" fill="${c.tool}"/>`;
  }
  // shelf with cans and a helmet, right
  const sx = W * 0.66;
  const sy = floorY - 430 * k;
  s += `<rect x="${f(sx)}" y="${f(sy)}" width="${f(330 * k)}" height="${f(14 * k)}" fill="${c.shelf}"${st}/>`;
  s += `<rect x="${f(sx + 16 * k)}" y="${f(sy - 70 * k)}" width="${f(50 * k)}" height="${f(70 * k)}" rx="5" fill="${c.accent}"${st}/>`;
  s += `<rect x="${f(sx + 80 * k)}" y="${f(sy - 48 * k)}" width="${f(36 * k)}" height="${f(48 * k)}" rx="4" fill="${c.can}"${st}/>`;
  s += `<path d="M${f(sx + 170 * k)},${f(sy)} c${f(-6 * k)},${f(-70 * k)} ${f(100 * k)},${f(-80 * k)} ${f(110 * k)},${f(-10 * k)} l${f(-6 * k)},${f(10 * k)} Z" fill="${c.light}"${st}/>`;
  // a tyre leaning on the wall
  s += `<circle cx="${f(W * 0.94)}" cy="${f(floorY - 90 * k)}" r="${f(90 * k)}" fill="none" stroke="${c.stroke ?? '#1c1a18'}" stroke-width="${f(34 * k)}"/>`;
  s += `<circle cx="${f(W * 0.94)}" cy="${f(floorY - 90 * k)}" r="${f(90 * k)}" fill="none" stroke="${c.stroke ? c.shelf : '#2c2926'}" stroke-width="${f(24 * k)}"/>`;
  return s;
}

// ---------------------------------------------------------------- street --

/** Daytime street: shop fronts behind a pavement, the bike on the road. */
export function street(ctx: RenderContext, look: Look, frame: Frame, o: StreetScene): SceneLayers {
  const { W, H, g, s: k } = frame;
  const r = rng(o.seed);
  const kerb = g - 70 * k;
  const base = kerb - 60 * k;
  const blocks = [];
  let x = -40;
  while (x < W + 40) {
    const w = (220 + r() * 160) * k;
    const h = (420 + r() * 380) * k;
    blocks.push({ x, w, h, hue: r(), awning: r() < 0.6, door: r() });
    x += w;
  }
  const cartoon = look === 'cartoon';
  const ink = '#000';
  const palette = cartoon
    ? ['#ff6b6b', '#ffd23f', '#4ecdc4', '#a78bfa', '#ff9f43', '#6ec3ff']
    : ['#b85a45', '#c9b08a', '#7d8a8f', '#a7784f', '#d8cfc0', '#6a7d6e'];
  let s = cartoon
    ? `<rect width="${W}" height="${H}" fill="#6ec3ff"/>`
    : `<rect width="${W}" height="${H}" fill="${linear(ctx, [
        [0, '#7aa7d9'],
        [1, '#d6e6f2'],
      ])}"/>`;
  if (cartoon) {
    const clouds: Circle[] = [
      [W * 0.2, base - 860 * k, 200 * k],
      [W * 0.75, base - 900 * k, 160 * k],
    ];
    for (const [cx0, cy0, w0] of clouds) {
      const c = cumulus(r, cx0, cy0, w0);
      s += inked(circles(c), '#fff', ink, 3.5);
    }
  }
  const stroke = cartoon ? ` stroke="${ink}" stroke-width="6" stroke-linejoin="round"` : '';
  for (const b of blocks) {
    const c = palette[Math.floor(b.hue * palette.length)] ?? first(palette);
    const top = base - b.h;
    s += `<rect x="${f(b.x)}" y="${f(top)}" width="${f(b.w)}" height="${f(b.h + 10)}" fill="${c}"${stroke}/>`;
    if (!cartoon)
      s += `<rect x="${f(b.x)}" y="${f(top)}" width="${f(b.w)}" height="${f(b.h)}" filter="${noiseFilter(ctx, { freq: 0.03, oct: 3, seed: o.seed + 3, gain: 0.8, bias: -0.3, color: '#000000' })}" opacity="0.4"/>`;
    // cornice
    s += `<rect x="${f(b.x - 6)}" y="${f(top)}" width="${f(b.w + 12)}" height="${f(16 * k)}" fill="${cartoon ? '#ffffff' : mix(c, '#000000', 0.3)}"${stroke}/>`;
    // windows
    let win = '';
    for (let wy = top + 50 * k; wy < base - 250 * k; wy += 120 * k) {
      for (let wx = b.x + 30 * k; wx < b.x + b.w - 70 * k; wx += 80 * k)
        win += `M${f(wx)},${f(wy)} h${f(44 * k)} v${f(70 * k)} h${f(-44 * k)} Z `;
    }
    s += `<path d="${win}" fill="${cartoon ? '#bfe9ff' : '#3a4652'}"${cartoon ? ` stroke="${ink}" stroke-width="4"` : ''}/>`;
    if (!cartoon)
      s += `<path d="${win}" fill="${linear(
        ctx,
        [
          [0, '#9fc4e0', 0.5],
          [1, '#9fc4e0', 0],
        ],
        0,
        0,
        1,
        1,
      )}"/>`;
    // shop front
    const sf = base - 200 * k;
    s += `<rect x="${f(b.x + 16 * k)}" y="${f(sf)}" width="${f(b.w - 32 * k)}" height="${f(200 * k)}" fill="${cartoon ? '#2b2d42' : '#20262c'}"${stroke}/>`;
    s += `<rect x="${f(b.x + 26 * k)}" y="${f(sf + 14 * k)}" width="${f(b.w * 0.55)}" height="${f(150 * k)}" fill="${
      cartoon
        ? '#8fd3ff'
        : linear(ctx, [
            [0, '#6f8a9c'],
            [1, '#2a343c'],
          ])
    }"${cartoon ? ` stroke="${ink}" stroke-width="4"` : ''}/>`;
    if (b.awning) {
      const aw = `M${f(b.x + 10 * k)},${f(sf - 10 * k)} h${f(b.w - 20 * k)} l${f(16 * k)},${f(60 * k)} h${f(-(b.w + 12 * k))} Z`;
      s += `<path d="${aw}" fill="${cartoon ? '#ff4d6d' : '#7a2b22'}"${stroke}/>`;
      let st = '';
      for (let ax = b.x + 10 * k; ax < b.x + b.w - 20 * k; ax += 40 * k)
        st += `M${f(ax)},${f(sf - 10 * k)} l${f(8 * k)},${f(60 * k)} h${f(20 * k)} l${f(-8 * k)},${f(-60 * k)} Z `;
      s += `<path d="${st}" fill="${cartoon ? '#ffffff' : '#e8dcc8'}" opacity="${cartoon ? 1 : 0.8}"/>`;
    }
  }
  if (!cartoon) s = `<g ${blur(ctx, 2.2)}>${s}</g>`;
  // pavement, kerb and road
  s += `<rect y="${f(base)}" width="${W}" height="${f(kerb - base)}" fill="${cartoon ? '#d9d9e0' : '#a8a39a'}"${stroke}/>`;
  if (!cartoon)
    s += `<rect y="${f(base)}" width="${W}" height="${f(kerb - base)}" filter="${noiseFilter(ctx, { freq: 0.6, oct: 2, seed: o.seed + 4, gain: 0.8, bias: -0.2 })}" opacity="0.35"/>`;
  s += `<rect y="${f(kerb)}" width="${W}" height="${f(14 * k)}" fill="${cartoon ? '#ffffff' : '#c9c4ba'}"${stroke}/>`;
  s += `<rect y="${f(kerb + 14 * k)}" width="${W}" height="${f(H - kerb)}" fill="${
    cartoon
      ? '#7d8090'
      : linear(ctx, [
          [0, '#55585e'],
          [1, '#2e3034'],
        ])
  }"${stroke}/>`;
  if (!cartoon)
    s += `<rect y="${f(kerb + 14 * k)}" width="${W}" height="${f(H - kerb)}" filter="${noiseFilter(ctx, { freq: 0.9, oct: 2, seed: o.seed + 5, gain: 0.9, bias: -0.25 })}" opacity="0.45"/>`;
  let lines = '';
  for (let xx = -40; xx < W; xx += 170 * k) lines += `M${f(xx)},${f(g + 110 * k)} h${f(90 * k)} `;
  s += `<path d="${lines}" stroke="${cartoon ? '#ffffff' : '#e8e2cf'}" stroke-width="${f(10 * k)}" opacity="${cartoon ? 1 : 0.7}"/>`;
  // a street lamp and a sign pole on the pavement
  const lx = W * (o.lampX ?? 0.12);
  const lamp = `M${f(lx - 6 * k)},${f(base + 10 * k)} V${f(base - 620 * k)} h${f(12 * k)} V${f(base + 10 * k)} Z M${f(lx)},${f(base - 620 * k)} h${f(80 * k)} v${f(12 * k)} h${f(-80 * k)} Z`;
  s += `<path d="${lamp}" fill="${cartoon ? '#3a3f55' : '#2c2f33'}"${stroke}/>`;
  s += `<path d="${ellipsePath(lx + 80 * k, base - 604 * k, 22 * k, 10 * k)}" fill="${cartoon ? '#ffd23f' : '#e8e4d8'}"${stroke}/>`;
  return { back: s, front: '' };
}

// ---------------------------------------------------------------- night city --

/** Night street: towers with lit windows, wet road reflecting signs; photo or cyberpunk. */
export function nightCity(ctx: RenderContext, look: Look, frame: Frame, o: NightScene): SceneLayers {
  const { W, H, g, s: k } = frame;
  const cyber = look === 'cyberpunk';
  const horizon = g - 210 * k;
  let s = '';
  const r = rng(o.seed);
  if (cyber) {
    s += `<rect width="${W}" height="${f(horizon + 4)}" fill="${linear(ctx, [
      [0, '#07031a'],
      [0.5, '#1f0a45'],
      [0.85, '#6a1a6e'],
      [1, '#c2307a'],
    ])}"/>`;
  } else {
    s += `<rect width="${W}" height="${f(horizon + 4)}" fill="${linear(ctx, [
      [0, '#0a0f1c'],
      [0.7, '#1c2436'],
      [1, '#3a3a48'],
    ])}"/>`;
  }
  // stars / haze
  let stars = '';
  for (let i = 0; i < 60; i += 1) stars += circlePath(r() * W, r() * horizon * 0.4, 0.8 + r());
  s += `<path d="${stars}" fill="#fff" opacity="${cyber ? 0.5 : 0.25}"/>`;
  if (cyber && o.moon !== false) {
    s += `<circle cx="${f(W * (o.moonX ?? 0.78))}" cy="${f(horizon * 0.22)}" r="${f(70 * k)}" fill="#ffe3f5" opacity="0.9" filter="url(#${neonGlow(ctx, 18, 1.2)})"/>`;
  }
  const far = cityLayer(r, {
    x0: -20,
    x1: W + 20,
    base: horizon,
    minH: 160 * k,
    maxH: horizon * 0.7,
    minW: 50 * k,
    maxW: 110 * k,
    fill: cyber ? '#2a1050' : '#1a2030',
    windowColors: cyber ? ['#ff8ad8', '#7df9ff', '#ffd27a'] : ['#ffd9a0', '#cfe2ff'],
    windowOp: cyber ? 0.45 : 0.35,
    lit: 0.1,
  });
  s += `<g opacity="0.9" ${cyber ? '' : blur(ctx, 1.5)}>${far}</g>`;
  s += `<rect y="${f(horizon - 200 * k)}" width="${W}" height="${f(200 * k)}" fill="${linear(ctx, [
    [0, cyber ? '#ff2e88' : '#ffb36b', 0],
    [1, cyber ? '#ff2e88' : '#ffb36b', cyber ? 0.3 : 0.12],
  ])}"/>`;
  const near = cityLayer(r, {
    x0: -30,
    x1: W + 30,
    base: horizon,
    minH: 240 * k,
    maxH: horizon * 0.95,
    minW: 90 * k,
    maxW: 190 * k,
    fill: cyber ? '#140828' : '#0e121c',
    windowColors: cyber ? ['#22e5ff', '#ff2e88', '#ffd166', '#b388ff'] : ['#ffcf8a', '#fff1d6', '#a8c8ff'],
    windowOp: cyber ? 0.8 : 0.7,
    lit: 0.14,
  });
  s += cyber ? near : `<g ${blur(ctx, 1)}>${near}</g>`;
  // signs on the near towers
  const signs = [];
  for (let i = 0; i < (o.signs ?? 5); i += 1) {
    const sx = W * (0.05 + 0.9 * r());
    const sy = horizon * (0.35 + 0.5 * r());
    const vertical = r() < 0.5;
    const w = vertical ? 26 * k : (90 + r() * 80) * k;
    const h = vertical ? (120 + r() * 120) * k : 40 * k;
    signs.push({
      x: sx,
      y: sy,
      w,
      h,
      c: ['#ff2e88', '#22e5ff', '#ffd166', '#b388ff'][i % 4],
      shop: ['#ff8a5c', '#ffd9a0', '#a8d8ff', '#ffb0b0'][i % 4],
    });
  }
  if (cyber) {
    let neon = '';
    for (const sg of signs) {
      neon += `<rect x="${f(sg.x)}" y="${f(sg.y)}" width="${f(sg.w)}" height="${f(sg.h)}" rx="${f(6 * k)}" fill="#0a0418" stroke="${sg.c}" stroke-width="${f(5 * k)}"/>`;
      const lines =
        sg.w > sg.h
          ? `M${f(sg.x + 14 * k)},${f(sg.y + sg.h / 2)} h${f(sg.w - 28 * k)}`
          : `M${f(sg.x + sg.w / 2)},${f(sg.y + 14 * k)} v${f(sg.h - 28 * k)}`;
      neon += `<path d="${lines}" stroke="${sg.c}" stroke-width="${f(6 * k)}" stroke-dasharray="${f(18 * k)} ${f(10 * k)}" stroke-linecap="round"/>`;
    }
    s += `<g filter="url(#${neonGlow(ctx, 8, 1.4)})">${neon}</g>`;
    // holographic billboard
    if (o.billboard) {
      const [x, y, w, h] = o.billboard;
      const [bx, by, bw, bh] = [x * W, y * horizon, w * W, h * horizon];
      s += `<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" fill="${linear(ctx, [
        [0, '#22e5ff', 0.55],
        [1, '#b388ff', 0.25],
      ])}" filter="url(#${neonGlow(ctx, 10, 1)})"/>`;
      let scan = '';
      for (let y = by + 6; y < by + bh; y += 8) scan += `M${f(bx)},${f(y)} h${f(bw)} `;
      s += `<path d="${scan}" stroke="#0a0418" stroke-width="2" opacity="0.5"/>`;
      s += `<path d="${circlePath(bx + bw * 0.3, by + bh * 0.5, bh * 0.28)}" fill="none" stroke="#e8fdff" stroke-width="${f(6 * k)}" opacity="0.9"/>`;
      s += `<path d="M${f(bx + bw * 0.5)},${f(by + bh * 0.35)} h${f(bw * 0.38)} M${f(bx + bw * 0.5)},${f(by + bh * 0.55)} h${f(bw * 0.28)} M${f(bx + bw * 0.5)},${f(by + bh * 0.72)} h${f(bw * 0.33)}" stroke="#e8fdff" stroke-width="${f(7 * k)}" stroke-linecap="round" opacity="0.85"/>`;
    }
  } else {
    let lit = '';
    for (const sg of signs)
      lit += `<rect x="${f(sg.x)}" y="${f(sg.y)}" width="${f(sg.w)}" height="${f(sg.h)}" rx="${f(4 * k)}" fill="${sg.shop}"/>`;
    s += `<g opacity="0.75" ${blur(ctx, 3)}>${lit}</g>`;
    s += `<g opacity="0.35" ${blur(ctx, 16)}>${lit}</g>`;
  }
  // street lamps: bokeh in the photo, glowing poles in cyberpunk
  const lamps = [0.16, 0.5, 0.84].map((t) => W * t + (r() - 0.5) * 60);
  for (const lx of lamps) {
    const top = horizon - 330 * k;
    s += `<path d="M${f(lx - 4 * k)},${f(horizon)} V${f(top)} h${f(8 * k)} V${f(horizon)} Z M${f(lx)},${f(top)} h${f(60 * k)} v${f(8 * k)} h${f(-60 * k)} Z" fill="${cyber ? '#1a0a30' : '#0b0d12'}"/>`;
    const lc = cyber ? '#ff9ad8' : '#ffcf8a';
    s += `<ellipse cx="${f(lx + 56 * k)}" cy="${f(top + 12 * k)}" rx="${f(18 * k)}" ry="${f(7 * k)}" fill="${lc}"/>`;
    s += `<circle cx="${f(lx + 56 * k)}" cy="${f(top + 14 * k)}" r="${f(70 * k)}" fill="${radial(ctx, [
      [0, lc, 0.6],
      [1, lc, 0],
    ])}"/>`;
  }
  // wet street
  s += `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${linear(
    ctx,
    cyber
      ? [
          [0, '#2a0b3d'],
          [0.35, '#12061f'],
          [1, '#07030d'],
        ]
      : [
          [0, '#2a2c34'],
          [0.4, '#17181d'],
          [1, '#0b0b0e'],
        ],
  )}"/>`;
  s += `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" filter="${noiseFilter(ctx, { freq: '0.01 0.08', oct: 3, seed: o.seed + 2, gain: 1, bias: -0.35, color: cyber ? '#3a1060' : '#3a3a44' })}" opacity="0.6"/>`;
  // reflections of the signs and lamps, stretched downwards
  let refl = '';
  for (const sg of signs)
    refl += `<rect x="${f(sg.x)}" y="${f(horizon + 4)}" width="${f(Math.max(sg.w, 20 * k))}" height="${f((H - horizon) * 0.8)}" fill="${cyber ? sg.c : sg.shop}"/>`;
  for (const lx of lamps)
    refl += `<rect x="${f(lx + 46 * k)}" y="${f(horizon + 4)}" width="${f(20 * k)}" height="${f((H - horizon) * 0.9)}" fill="${cyber ? '#ff9ad8' : '#ffcf8a'}"/>`;
  s += `<g opacity="${cyber ? 0.3 : 0.22}" ${blur(ctx, 7)}>${refl}</g>`;
  if (cyber) {
    // neon lane markings in perspective
    let grid = '';
    const vx = W / 2;
    for (let i = -10; i <= 10; i += 1) grid += `M${f(vx + i * 26)},${f(horizon)} L${f(vx + i * 260 * k)},${H} `;
    for (let i = 1; i < 10; i += 1) grid += `M0,${f(horizon + (i / 10) ** 2.2 * (H - horizon))} H${W} `;
    const gm = ctx.id('gm');
    ctx.defs.push(
      `<mask id="${gm}"><rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${linear(ctx, [
        [0, '#fff', 0.05],
        [0.5, '#fff', 0.45],
        [1, '#fff', 0.8],
      ])}"/></mask>`,
    );
    s += `<g mask="url(#${gm})"><path d="${grid}" stroke="#ff2e88" stroke-width="2" fill="none" filter="url(#${neonGlow(ctx, 4, 1.2)})"/></g>`;
  } else {
    let dash = '';
    for (let x = -40; x < W; x += 170 * k) dash += `M${f(x)},${f(g + 90 * k)} h${f(90 * k)} `;
    s += `<path d="${dash}" stroke="#d8d2c0" stroke-width="${f(9 * k)}" opacity="0.35"/>`;
  }
  // rain
  const rr = rng(o.seed + 8);
  let rain = '';
  for (let i = 0; i < (o.rain ?? 0); i += 1) {
    const x = rr() * W;
    const y = rr() * H;
    const l = (20 + rr() * 34) * k;
    rain += `M${f(x)},${f(y)} l${f(-l * 0.18)},${f(l)} `;
  }
  const front = rain
    ? `<path d="${rain}" stroke="${cyber ? '#bfefff' : '#d8e4f0'}" stroke-width="1.4" opacity="${cyber ? 0.3 : 0.22}"/>`
    : '';
  return { back: s, front };
}

/** Paint a scene in one look. */
export function drawScene(ctx: RenderContext, look: Look, frame: Frame, scene: SceneDescription): SceneLayers {
  if (scene.kind === 'garage') return garage(ctx, look, frame, scene);
  if (scene.kind === 'street') return street(ctx, look, frame, scene);
  if (scene.kind === 'night') return nightCity(ctx, look, frame, scene);
  return landscape(ctx, look, frame, scene);
}
