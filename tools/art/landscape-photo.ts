/** The photographic landscape: its palettes by time of day, the sky, the land and the road. */
import { mix, type RenderContext } from './bike-geometry.ts';
import { f, linear, noiseFilter, radial, rng, type GradientStop } from './kit.ts';
import type { LandscapeScene } from './scenes.ts';
import { type Circle, last, ridge, polyline, circles, pine, cactus, blur } from './scene-shapes.ts';
import { type LandscapeLayout, bladePath } from './landscape-layout.ts';

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

export const LAND: { photo: Record<LandscapeScene['time'], LandPalette> } = {
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

export function landPhoto(ctx: RenderContext, L: LandscapeLayout, o: LandscapeScene, p: LandPalette) {
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
