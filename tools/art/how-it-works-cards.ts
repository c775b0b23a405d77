/** The how-it-works cards' backdrop and the upload and style cards (the print card is in print-card.ts). */
import { Buffer } from 'node:buffer';
import sharp from 'sharp';
import { BIKE_BOUNDS, blurFilter, createCtx, type RenderContext } from './bike-geometry.ts';
import { drawBike } from './bike.ts';
import { bikeTransform, clipRect, grain, halftone, linear, radial, rng, rr, softShadow, svgDoc, f } from './kit.ts';
import { BRAND, type StyleKind, STYLES } from './site-palette.ts';
import { heroBefore } from './hero-before.ts';
import { heroAfter } from './hero-after.ts';

// ---------------------------------------------------------------- cards --

/** The scenes the cards embed. */
const EMBEDDED_SCENES = { 'hero-before': heroBefore, 'hero-after': heroAfter };

/** Rasterise a scene to PNG and return it as a data: URI, to embed in others. */
const embedCache = new Map<string, string>();
export async function embed(name: keyof typeof EMBEDDED_SCENES, w: number, h: number): Promise<string> {
  const key = `${name}:${w}x${h}`;
  const cached = embedCache.get(key);
  if (cached !== undefined) return cached;
  const png = await sharp(Buffer.from(await EMBEDDED_SCENES[name]()))
    .resize(w, h)
    .png()
    .toBuffer();
  const uri = `data:image/png;base64,${png.toString('base64')}`;
  embedCache.set(key, uri);
  return uri;
}

/** Shared dark backdrop of the how-it-works cards. */
export function cardBackdrop(ctx: RenderContext, w: number, h: number, { glowX = 0.25, glowY = 0.2 } = {}) {
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

export async function stepUpload() {
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

/** Retro: a sun over stripes on cream, under a halftone. */
function retroBackdrop(ctx: RenderContext, x: number, y: number, w: number, h: number, ground: number) {
  let bg = '';
  bg += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f2e4c4"/>`;
  const cx = x + w * 0.62;
  const cy = y + h * 0.55;
  bg += `<circle cx="${cx}" cy="${cy}" r="${h * 0.42}" fill="#f0a04b"/>`;
  ['#e4572e', '#f0a04b', '#2f8f83', '#f2e4c4'].forEach((c, i) => {
    bg += `<rect x="${x}" y="${f(y + h * 0.5 + i * 14)}" width="${w}" height="8" fill="${c}" opacity="0.9"/>`;
  });
  bg += `<rect x="${x}" y="${f(ground - 4)}" width="${w}" height="${h}" fill="#d8c08f"/>`;
  bg += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${halftone(ctx, '#7a4a2a', 7, 1.5)}" opacity="0.18"/>`;
  return bg;
}

/** Cartoon: inked clouds in a blue sky over a green hill. */
function cartoonBackdrop(ctx: RenderContext, x: number, y: number, w: number, h: number, ground: number) {
  let bg = '';
  bg += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#79c7ff"/>`;
  const cloud = (cx: number, cy: number, k: number) =>
    `<path d="M${cx - 40 * k},${cy} a${18 * k},${18 * k} 0 0 1 ${26 * k},${-18 * k} a${22 * k},${22 * k} 0 0 1 ${40 * k},${-4 * k} a${16 * k},${16 * k} 0 0 1 ${20 * k},${22 * k} Z" fill="#fff" stroke="#000" stroke-width="4" stroke-linejoin="round"/>`;
  bg += cloud(x + 70, y + 62, 1.1) + cloud(x + w - 80, y + 48, 0.9);
  bg += `<path d="M${x},${f(ground - 10)} C${x + w * 0.3},${f(ground - 26)} ${x + w * 0.7},${f(ground - 2)} ${x + w},${f(ground - 18)} V${y + h} H${x} Z" fill="#7ed957" stroke="#000" stroke-width="4"/>`;
  bg += `<ellipse cx="${x + w / 2}" cy="${f(ground + 2)}" rx="${w * 0.4}" ry="7" fill="#000" opacity="0.25"/>`;
  return bg;
}

/** Anime: a bright sky with speed lines and sparkles. */
function animeBackdrop(ctx: RenderContext, x: number, y: number, w: number, h: number, ground: number) {
  let bg = '';
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
  return bg;
}

/** Cyberpunk: a skyline against a magenta dusk over a neon grid. */
function cyberpunkBackdrop(ctx: RenderContext, x: number, y: number, w: number, h: number) {
  let bg = '';
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
  for (let bx = x; bx < x + w; bx += 14 + r() * 22) city += `M${f(bx)},${f(hz)} v${f(-(18 + r() * 70))} h${f(12 + r() * 14)} V${f(hz)} Z `;
  bg += `<path d="${city}" fill="#24103f"/>`;
  let grid = '';
  for (let i = -8; i <= 8; i += 1) grid += `M${x + w / 2},${f(hz)} L${f(x + w / 2 + i * 60)},${y + h} `;
  for (let i = 1; i < 6; i += 1) grid += `M${x},${f(hz + (i / 6) ** 2 * (y + h - hz))} h${w} `;
  bg += `<path d="${grid}" stroke="#ff2e88" stroke-width="1.5" opacity="0.8"/>`;
  return bg;
}

const SWATCH_BACKDROPS = {
  retro: retroBackdrop,
  cartoon: cartoonBackdrop,
  anime: animeBackdrop,
  cyberpunk: cyberpunkBackdrop,
} satisfies Record<StyleKind, unknown>;

/** The bike of a swatch, with a cyan glow behind it in cyberpunk. */
function swatchBike(ctx: RenderContext, kind: StyleKind, bikeId: string) {
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
  return bike;
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
  const bg = SWATCH_BACKDROPS[kind](ctx, x, y, w, h, ground);
  const fx =
    kind === 'retro'
      ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${halftone(ctx, '#3b2418', 5, 1)}" opacity="0.12"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#c8a46a" opacity="0.12" style="mix-blend-mode:multiply"/>`
      : '';
  return `<g clip-path="${clip}">${bg}<g transform="${T}">${swatchBike(ctx, kind, bikeId)}</g>${fx}</g>`;
}

export function stepStyle() {
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
