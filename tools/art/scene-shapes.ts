/** The shapes the scenes are drawn from: skylines and ridges, clouds, trees, a striped sun, halftone dots, ink outlines. */
import { blurFilter, circlePath, type Point, type RenderContext } from './bike-geometry.ts';
import { f, type Random } from './kit.ts';

/** A circle: centre x, centre y, radius. */
export type Circle = [x: number, y: number, r: number];

export function first<T>(list: readonly T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error('Expected a non-empty list');
  return item;
}

export function last<T>(list: readonly T[]): T {
  const item = list.at(-1);
  if (item === undefined) throw new Error('Expected a non-empty list');
  return item;
}

// ---------------------------------------------------------------- shapes --

/** A smooth ridge line through points [x, y] (Catmull-Rom as cubic Béziers), closed down to `bottom`. */
export function ridge(points: Point[], bottom: number) {
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

export function polyline(points: Point[], bottom: number) {
  return `M${f(first(points)[0])},${bottom} ${points.map(([x, y]) => `L${f(x)},${f(y)}`).join(' ')} L${f(last(points)[0])},${bottom} Z`;
}

/** Rolling hills: `n` crests around `base`, `amp` high. */
export function hills(r: Random, W: number, base: number, amp: number, n: number) {
  const pts: Point[] = [];
  for (let i = 0; i <= n; i += 1) pts.push([-60 + ((W + 120) * i) / n, base - amp * (0.35 + 0.65 * r())]);
  return pts;
}

/** Jagged peaks with snow lines. */
export function peaks(r: Random, W: number, base: number, amp: number, n: number) {
  const pts: Point[] = [];
  for (let i = 0; i <= n * 2; i += 1) {
    const x = -60 + ((W + 120) * i) / (n * 2) + (r() - 0.5) * 30;
    const y = i % 2 ? base - amp * (0.2 + 0.3 * r()) : base - amp * (0.6 + 0.4 * r());
    pts.push([x, y]);
  }
  return pts;
}

/** Flat-topped desert mesas. */
export function mesas(r: Random, W: number, base: number, amp: number) {
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
export function cumulus(r: Random, cx: number, base: number, w: number) {
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

export const circles = (list: Circle[]) => list.map(([x, y, rad]) => circlePath(x, y, rad)).join(' ');

export type Tree = { trunk: string; crown: Circle[]; x: number; y: number; k: number };

export function tree(x: number, y: number, k: number): Tree {
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

export function pine(x: number, y: number, k: number) {
  return `M${f(x)},${f(y - 110 * k)} L${f(x + 22 * k)},${f(y - 50 * k)} L${f(x + 12 * k)},${f(y - 50 * k)} L${f(x + 32 * k)},${f(y)} L${f(
    x - 32 * k,
  )},${f(y)} L${f(x - 12 * k)},${f(y - 50 * k)} L${f(x - 22 * k)},${f(y - 50 * k)} Z`;
}

export function cactus(x: number, y: number, k: number) {
  const rr = (x0: number, y0: number, w: number, h: number) =>
    `M${f(x0)},${f(y0 + w / 2)} a${f(w / 2)},${f(w / 2)} 0 0 1 ${f(w)},0 V${f(y0 + h)} H${f(x0)} Z`;
  return `${rr(x - 9 * k, y - 120 * k, 18 * k, 120 * k)} ${rr(x - 34 * k, y - 86 * k, 14 * k, 46 * k)} M${f(x - 34 * k)},${f(y - 46 * k)} h${f(30 * k)} v${f(
    12 * k,
  )} h${f(-30 * k)} Z ${rr(x + 18 * k, y - 96 * k, 14 * k, 40 * k)} M${f(x + 4 * k)},${f(y - 62 * k)} h${f(28 * k)} v${f(12 * k)} h${f(-28 * k)} Z`;
}

/** Sun with stripes cut out of its lower half (the retro poster sun). */
export function stripedSun(ctx: RenderContext, x: number, y: number, rad: number, fill: string, bands = 7) {
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

export function halftoneField(ctx: RenderContext, { x0, y0, x1, y1, step = 14, color, size, clip, angle = 45 }: HalftoneField) {
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

export function blur(ctx: RenderContext, sd: number) {
  return `filter="url(#${blurFilter(ctx, sd)})"`;
}

/** Ink outline of a group of filled shapes: stroke all, then fill all (only the union's edge shows). */
export function inked(d: string, fill: string, ink: string, w: number, extra = '') {
  return `<path d="${d}" fill="${ink}" stroke="${ink}" stroke-width="${f(w * 2)}" stroke-linejoin="round"/><path d="${d}" fill="${fill}"${extra}/>`;
}
