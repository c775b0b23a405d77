/** The cartoon and anime looks' landscapes. */
import { ellipsePath, mix, type RenderContext } from './bike-geometry.ts';
import { f, linear, radial, rng, type GradientStop } from './kit.ts';
import type { LandscapeScene } from './scenes.ts';
import { ridge, polyline, circles, pine, inked } from './scene-shapes.ts';
import { type LandscapeLayout, bladePath } from './landscape-layout.ts';

// Cartoon: flat bright colours, thick ink lines, simple shapes.
export function landCartoon(ctx: RenderContext, L: LandscapeLayout, o: LandscapeScene) {
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
/** The anime sky: god rays from the sun, its glow, and clouds lit from the sun's side with hard-edged shade. */
function animeSky(ctx: RenderContext, L: LandscapeLayout, dusk: boolean) {
  const { W, hz } = L;
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
  return s;
}

/** The coast: the far headland, the sea with the sun's glints on it, and the beach. */
function animeSea(ctx: RenderContext, L: LandscapeLayout, o: LandscapeScene, dusk: boolean) {
  const { W, hz } = L;
  let s = '';
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
  return s;
}

/** Inland: the far ridge (snow-capped mountains), and rolling middle hills when there are any. */
function animeHills(L: LandscapeLayout, o: LandscapeScene, dusk: boolean) {
  const { W, H, hz } = L;
  let s = '';
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
  return s;
}

/** Pines and round trees, their crowns lit from above. */
function animeTrees(L: LandscapeLayout, dusk: boolean) {
  let s = '';
  for (const [x, y, k] of L.pines) s += `<path d="${pine(x, y, k)}" fill="${dusk ? '#1f3a38' : '#1f5a3a'}"/>`;
  for (const t of L.trees) {
    s += `<path d="${t.trunk}" fill="#2a1f30"/>`;
    s += `<path d="${circles(t.crown)}" fill="${dusk ? '#234236' : '#2f7a3a'}"/>`;
    s += `<path d="${circles(t.crown.map(([x, y, rr]) => [x + rr * 0.2, y - rr * 0.25, rr * 0.7]))}" fill="${dusk ? '#3f6a4a' : '#58b050'}" clip-path="none"/>`;
  }
  return s;
}

/** The verge, the road with its dashes, and the grass blades in front. */
function animeRoad(ctx: RenderContext, L: LandscapeLayout, dusk: boolean) {
  const { W, H } = L;
  let s = '';
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

export function landAnime(ctx: RenderContext, L: LandscapeLayout, o: LandscapeScene) {
  const dusk = o.time === 'dusk';
  let s = animeSky(ctx, L, dusk);
  s += o.land === 'coast' ? animeSea(ctx, L, o, dusk) : animeHills(L, o, dusk);
  s += animeTrees(L, dusk);
  s += animeRoad(ctx, L, dusk);
  return s;
}
