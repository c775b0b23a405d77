/** The about page's workshop picture. */
import { blurFilter, createCtx, type RenderContext } from './bike-geometry.ts';
import { drawBike } from './bike.ts';
import { bikeLighting, bikeTransform, grain, linear, noiseFilter, rng, svgDoc, vignette, f } from './kit.ts';
import { BRAND, STYLES } from './site-palette.ts';

// ---------------------------------------------------------------- about --

function wrench(x: number, y: number, len: number, rot: number, fill: string) {
  return `<g transform="translate(${x},${y}) rotate(${rot})"><path d="M-5,${-len / 2} h10 v${len} h-10 Z" fill="${fill}"/><circle cx="0" cy="${-len / 2}" r="13" fill="${fill}"/><circle cx="0" cy="${len / 2}" r="10" fill="${fill}"/><path d="M-5,${-len / 2 - 16} h10 v12 h-10 Z" fill="#000" opacity="0.85"/></g>`;
}

const W = 1200;
const H = 800;
const FLOOR_Y = 560;
const LAMP_X = 560;

/** Dark timber planks and the cold light of a window, top left. */
function backWall(ctx: RenderContext) {
  let s = '';
  s += `<rect width="${W}" height="${FLOOR_Y}" fill="#1b1612"/>`;
  let planks = '';
  for (let x = 0; x < W; x += 64) planks += `M${x},0 V${FLOOR_Y} `;
  s += `<path d="${planks}" stroke="#0b0907" stroke-width="3"/>`;
  s += `<rect width="${W}" height="${FLOOR_Y}" filter="${noiseFilter(ctx, { freq: '0.004 0.08', oct: 3, seed: 12, gain: 1, bias: -0.3, color: '#4a3a2a' })}" opacity="0.6"/>`;
  s += `<g><rect x="70" y="70" width="210" height="170" fill="#5b7a99" opacity="0.45"/><path d="M175,70 V240 M70,155 H280" stroke="#14110e" stroke-width="10"/><rect x="70" y="70" width="210" height="170" fill="none" stroke="#14110e" stroke-width="12"/></g>`;
  s += `<rect x="40" y="40" width="270" height="230" fill="#7fa6cc" opacity="0.18" filter="url(#${blurFilter(ctx, 30)})"/>`;
  return s;
}

/** A pegboard hung with wrenches, a hammer, screwdrivers and a coil. */
function pegboard(ctx: RenderContext) {
  let s = '';
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
  return s;
}

/** The workbench on the right, with a toolbox, a vice and cans. */
function workbench(ctx: RenderContext) {
  let s = '';
  s += `<rect x="820" y="420" width="380" height="20" fill="${linear(ctx, [
    [0, '#5c4330'],
    [1, '#2e2117'],
  ])}"/>`;
  s += `<rect x="840" y="440" width="16" height="${FLOOR_Y - 440 + 40}" fill="#17120e"/><rect x="1160" y="440" width="16" height="${FLOOR_Y - 440 + 40}" fill="#17120e"/>`;
  s += `<path d="M960,420 v-38 h80 v38 Z" fill="#7f1d1d"/><path d="M960,382 h80 v-8 h-80 Z" fill="#991b1b"/><path d="M990,394 h20" stroke="#d6d3d1" stroke-width="4"/>`;
  s += `<path d="M870,420 v-24 h44 v-12 h-34 v-10 h50 v46 Z" fill="#44403c"/>`;
  s += `<rect x="1070" y="380" width="22" height="40" rx="4" fill="#365314"/><rect x="1100" y="392" width="30" height="28" rx="4" fill="#57534e"/>`;
  return s;
}

/** The concrete floor, darker where it meets the wall, and a tyre leaning on the wall, left. */
function floor(ctx: RenderContext) {
  let s = '';
  s += `<rect y="${FLOOR_Y}" width="${W}" height="${H - FLOOR_Y}" fill="${linear(ctx, [
    [0, '#2a241e'],
    [1, '#0f0c0a'],
  ])}"/>`;
  s += `<rect y="${FLOOR_Y}" width="${W}" height="${H - FLOOR_Y}" filter="${noiseFilter(ctx, { freq: '0.006 0.03', oct: 4, seed: 19, gain: 1.2, bias: -0.4, color: '#000000' })}" opacity="0.6"/>`;
  s += `<rect y="${FLOOR_Y - 30}" width="${W}" height="30" fill="${linear(ctx, [
    [0, '#000', 0],
    [1, '#000', 0.5],
  ])}"/>`;
  s += `<g opacity="0.9"><circle cx="150" cy="480" r="84" fill="#141210"/><circle cx="150" cy="480" r="52" fill="#1b1612"/><circle cx="150" cy="480" r="84" fill="none" stroke="#2b2622" stroke-width="6" stroke-dasharray="8 8"/></g>`;
  return s;
}

/** The lamp's cone of light and the pool it makes on the floor. */
function lampLight(ctx: RenderContext) {
  let s = '';
  s += `<path d="M${LAMP_X - 50},130 L${LAMP_X + 50},130 L${LAMP_X + 420},${FLOOR_Y + 140} L${LAMP_X - 420},${FLOOR_Y + 140} Z" fill="${linear(
    ctx,
    [
      [0, '#ffcc80', 0.35],
      [0.7, '#f59e0b', 0.06],
      [1, '#f59e0b', 0],
    ],
  )}" filter="url(#${blurFilter(ctx, 26)})"/>`;
  s += `<ellipse cx="${LAMP_X}" cy="${FLOOR_Y + 120}" rx="430" ry="70" fill="#f59e0b" opacity="0.22" filter="url(#${blurFilter(ctx, 30)})"/>`;
  return s;
}

/** The bike in the pool of light, on its shadows, lit warm from above. */
function litBike(ctx: RenderContext) {
  const T = bikeTransform(LAMP_X, FLOOR_Y + 122, 0.84);
  let s = '';
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
  return s;
}

/** The hanging lamp: its cord, its shade and its glowing bulb. */
function lamp(ctx: RenderContext) {
  let s = '';
  s += `<path d="M${LAMP_X},0 V70" stroke="#0a0806" stroke-width="4"/>`;
  s += `<path d="M${LAMP_X - 16},70 h32 v14 h-32 Z" fill="#292524"/>`;
  s += `<path d="M${LAMP_X - 14},84 h28 L${LAMP_X + 70},130 H${LAMP_X - 70} Z" fill="${linear(ctx, [
    [0, '#3f3a35'],
    [1, '#1c1917'],
  ])}"/>`;
  s += `<ellipse cx="${LAMP_X}" cy="131" rx="66" ry="8" fill="#fff2cc"/>`;
  s += `<ellipse cx="${LAMP_X}" cy="131" rx="90" ry="22" fill="#ffcc80" opacity="0.6" filter="url(#${blurFilter(ctx, 12)})"/>`;
  return s;
}

/** Dust motes in the beam, more of them spread wider further down. */
function dustMotes(ctx: RenderContext) {
  const r = rng(77);
  let motes = '';
  for (let i = 0; i < 55; i += 1) {
    const t = r();
    const y = 150 + t * 420;
    const spread = 60 + t * 320;
    const x = LAMP_X + (r() * 2 - 1) * spread;
    motes += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.8 + r() * 1.8)}" fill="#ffe0a8" opacity="${f(0.15 + r() * 0.45)}"/>`;
  }
  return `<g filter="url(#${blurFilter(ctx, 0.6)})">${motes}</g>`;
}

export function aboutWorkshop() {
  const ctx = createCtx('aw');
  const st = STYLES.photoDark();
  ctx.defs.push(`<g id="bike">${drawBike(ctx, st)}</g>`);
  let s = '';
  s += backWall(ctx);
  s += pegboard(ctx);
  s += workbench(ctx);
  s += floor(ctx);
  s += lampLight(ctx);
  s += litBike(ctx);
  s += lamp(ctx);
  s += dustMotes(ctx);
  s += vignette(ctx, W, H, 0.8);
  s += grain(ctx, W, H, 0.1, 31);
  return svgDoc(W, H, ctx, s);
}
