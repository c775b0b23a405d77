/** Where a landscape's parts stand: horizon, ridges, clouds, road and grass blades, shared by every look. */
import { ellipsePath, type Point } from './bike-geometry.ts';
import { f, rng, type Random } from './kit.ts';
import type { Frame, LandscapeScene } from './scenes.ts';
import { type Circle, hills, peaks, mesas, cumulus, type Tree, tree } from './scene-shapes.ts';

// ---------------------------------------------------------------- landscape --

type Cloud = { base: number; c: Circle[]; w: number; cx: number };
type Blade = { x: number; y: number; h: number; lean: number; depth: number };

/** Where everything of an outdoor scene stands, shared by all five looks. */
export type LandscapeLayout = {
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

/** The far and middle ridges of the land, drawn from the scene's random sequence in the order the layout asks. */
function ridgesOf(r: Random, land: LandscapeScene['land'], W: number, hz: number, D: number): { far: Point[]; mid: Point[] | null } {
  if (land === 'mountains') return { far: peaks(r, W, hz + 10, Math.min(hz * 0.6, 520), 4), mid: hills(r, W, hz + D * 0.3, D * 0.35, 6) };
  if (land === 'desert')
    return { far: mesas(r, W, hz + 2, Math.min(hz * 0.4, 60 + D * 0.45)), mid: hills(r, W, hz + D * 0.12, D * 0.06, 8) };
  if (land === 'coast')
    return {
      far: hills(r, W, hz + 2, Math.min(hz * 0.25, 40 + D * 0.2), 5).map(([x, y]): Point => [x, x < W * 0.42 ? y : hz + 4]),
      mid: null,
    };
  return { far: hills(r, W, hz + 10, Math.min(hz * 0.3, 50 + D * 0.35), 5), mid: hills(r, W, hz + D * 0.35, D * 0.3, 4) };
}

export function landscapeLayout(frame: Frame, o: LandscapeScene): LandscapeLayout {
  const { W, H, g, s } = frame;
  const r = rng(o.seed);
  const hz = g - frame.horizonUp * s;
  const roadTop = g - 58 * s;
  const roadBottom = g + 66 * s;
  const D = roadTop - hz;
  const sun = { x: W * (o.sun?.[0] ?? 0.7), y: hz * (o.sun?.[1] ?? 0.55), r: (o.sunR ?? 120) * (W / 1200) };
  const { far, mid } = ridgesOf(r, o.land, W, hz, D);
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
export function bladePath(L: LandscapeLayout) {
  let d = '';
  for (const b of L.blades) {
    if (L.sandy) d += ellipsePath(b.x, b.y, b.h * 1.4, b.h * 0.6);
    else
      d += `M${f(b.x - 4)},${f(b.y)} Q${f(b.x + b.lean * 0.3)},${f(b.y - b.h * 0.6)} ${f(b.x + b.lean)},${f(b.y - b.h)} Q${f(b.x + 2 + b.lean * 0.2)},${f(b.y - b.h * 0.5)} ${f(b.x + 4)},${f(b.y)} Z `;
  }
  return d;
}
