/** The how-it-works card of the print on a wall. */
import { blurFilter, createCtx } from './bike-geometry.ts';
import { clipRect, grain, linear, noiseFilter, rr, softShadow, svgDoc } from './kit.ts';
import { BRAND } from './site-palette.ts';
import { embed, cardBackdrop } from './how-it-works-cards.ts';

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

export async function stepPrint() {
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
