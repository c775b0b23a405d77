/** The about page's workshop picture. */
import { blurFilter, createCtx } from './bike-geometry.ts';
import { drawBike } from './bike.ts';
import { bikeLighting, bikeTransform, grain, linear, noiseFilter, rng, svgDoc, vignette, f } from './kit.ts';
import { BRAND, STYLES } from './site-palette.ts';

// ---------------------------------------------------------------- about --

function wrench(x: number, y: number, len: number, rot: number, fill: string) {
  return `<g transform="translate(${x},${y}) rotate(${rot})"><path d="M-5,${-len / 2} h10 v${len} h-10 Z" fill="${fill}"/><circle cx="0" cy="${-len / 2}" r="13" fill="${fill}"/><circle cx="0" cy="${len / 2}" r="10" fill="${fill}"/><path d="M-5,${-len / 2 - 16} h10 v12 h-10 Z" fill="#000" opacity="0.85"/></g>`;
}

export function aboutWorkshop() {
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
