/** The home page hero's "after": the same bike as a styled render. */
import { BIKE_BOUNDS, blurFilter, createCtx, type RenderContext } from './bike-geometry.ts';
import { drawBike } from './bike.ts';
import { bikeTransform, cityLayer, linear, neonGlow, rng, svgDoc, synthSky, vignette, f } from './kit.ts';
import { STYLES, HERO } from './site-palette.ts';

/** The skyline: a far haze layer and a mid layer of towers, their windows lit. */
function skyline(ctx: RenderContext, w: number, horizon: number) {
  let s = '';
  const r = rng(7);
  s += `<g opacity="0.85">${cityLayer(r, {
    x0: -20,
    x1: w + 20,
    base: horizon,
    minH: 70,
    maxH: 210,
    minW: 40,
    maxW: 90,
    fill: '#4a1f6b',
    windowColors: ['#ffb8e0', '#ffd27a'],
    windowOp: 0.35,
    lit: 0.12,
  })}</g>`;
  s += `<rect y="${horizon - 120}" width="${w}" height="120" fill="${linear(ctx, [
    [0, '#ff5fa2', 0],
    [1, '#ff7a59', 0.35],
  ])}"/>`;
  s += cityLayer(r, {
    x0: -30,
    x1: w + 30,
    base: horizon,
    minH: 90,
    maxH: 300,
    minW: 60,
    maxW: 140,
    fill: '#1f0f3a',
    windowColors: ['#22e5ff', '#ff2e88', '#ffd166', '#b388ff'],
    windowOp: 0.75,
    lit: 0.16,
  });
  return s;
}

/** The near towers framing the edges, with neon signs and lit windows. */
function nearTowers(ctx: RenderContext, horizon: number) {
  let s = '';
  let near = '';
  near += `<path d="M0,${horizon} V150 H150 V110 H190 V${horizon} Z M1420,${horizon} V90 H1470 V60 H1530 V120 H1600 V${horizon} Z" fill="#120826"/>`;
  near += `<path d="M210,${horizon} V300 H290 V${horizon} Z M1300,${horizon} V260 H1390 V${horizon} Z" fill="#170b30"/>`;
  const signs = `
    <rect x="40" y="190" width="16" height="150" rx="8" fill="none" stroke="#22e5ff" stroke-width="5"/>
    <rect x="78" y="200" width="70" height="34" rx="6" fill="none" stroke="#ff2e88" stroke-width="5"/>
    <path d="M88,260 h50 M88,280 h36 M88,300 h50" stroke="#ffd166" stroke-width="5" stroke-linecap="round"/>
    <circle cx="250" cy="350" r="22" fill="none" stroke="#ff2e88" stroke-width="5"/>
    <path d="M1450,150 h60 M1450,175 h40" stroke="#22e5ff" stroke-width="6" stroke-linecap="round"/>
    <rect x="1540" y="170" width="40" height="120" rx="8" fill="none" stroke="#ff2e88" stroke-width="5"/>
    <path d="M1320,300 h50 v40 h-50 Z" fill="none" stroke="#ffd166" stroke-width="4"/>
    <path d="M1330,320 h30" stroke="#22e5ff" stroke-width="4"/>`;
  near += `<g filter="url(#${neonGlow(ctx, 7, 1.4)})">${signs}</g>`;
  let nearWins = '';
  const r2 = rng(99);
  const nearTowers: [number, number, number][] = [
    [10, 140, 360],
    [1430, 1590, 320],
  ];
  for (const [x0, x1, y0] of nearTowers) {
    for (let y = y0; y < horizon - 14; y += 18) {
      for (let x = x0; x < x1; x += 14) {
        if (r2() < 0.3)
          nearWins += `<rect x="${x}" y="${y}" width="6" height="9" fill="${r2() < 0.5 ? '#ffb347' : '#7df9ff'}" opacity="0.7"/>`;
      }
    }
  }
  s += near + nearWins;
  return s;
}

/** The glow on the horizon and the wet street below it, with a perspective neon grid and the signs' reflections. */
function wetStreet(ctx: RenderContext, w: number, h: number, horizon: number) {
  let s = '';
  // horizon glow
  s += `<rect y="${horizon - 30}" width="${w}" height="60" fill="${linear(ctx, [
    [0, '#ff2e88', 0],
    [0.5, '#ff2e88', 0.55],
    [1, '#ff2e88', 0],
  ])}" filter="url(#${blurFilter(ctx, 6)})"/>`;

  // wet street with a perspective neon grid
  s += `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${linear(ctx, [
    [0, '#2a0b3d'],
    [0.35, '#12061f'],
    [1, '#07030d'],
  ])}"/>`;
  let grid = '';
  const vx = 800;
  for (let i = -16; i <= 16; i += 1) grid += `M${vx},${horizon} L${f(vx + i * 160)},${h} `;
  for (let i = 1; i < 14; i += 1) {
    const t = (i / 14) ** 2.2;
    const y = horizon + t * (h - horizon);
    grid += `M0,${f(y)} H${w} `;
  }
  const gridMask = ctx.id('gm');
  ctx.defs.push(
    `<mask id="${gridMask}"><rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${linear(ctx, [
      [0, '#fff', 0.15],
      [0.5, '#fff', 0.7],
      [1, '#fff', 1],
    ])}"/></mask>`,
  );
  s += `<g mask="url(#${gridMask})"><path d="${grid}" stroke="#ff2e88" stroke-width="2.2" fill="none" filter="url(#${neonGlow(ctx, 4, 1.2)})"/></g>`;
  // neon reflections on the wet ground
  s += `<g opacity="0.35" filter="url(#${blurFilter(ctx, 6)})"><rect x="40" y="${horizon + 10}" width="16" height="200" fill="#22e5ff"/><rect x="1540" y="${horizon + 10}" width="40" height="180" fill="#ff2e88"/><rect x="700" y="${horizon + 4}" width="200" height="60" fill="#ff9f43" opacity="0.6"/></g>`;
  return s;
}

/** The bike: its reflection, its headlight beam, a neon rim glow, the bike and its lamps' flare. */
function neonBike(ctx: RenderContext, T: string) {
  let s = '';
  s += `<g transform="${T}">`;
  s += `<g opacity="0.28" filter="url(#${blurFilter(ctx, 2.5)})"><use href="#bike" transform="matrix(1,0,0,-1,0,${2 * BIKE_BOUNDS.ground})"/></g>`;
  s += `<ellipse cx="555" cy="702" rx="520" ry="26" fill="#000" opacity="0.6" filter="url(#${blurFilter(ctx, 14)})"/>`;
  // headlight beam
  s += `<path d="M846,262 L1140,150 L1140,420 L846,304 Z" fill="${linear(
    ctx,
    [
      [0, '#e8fdff', 0.55],
      [1, '#22e5ff', 0],
    ],
    0,
    0,
    1,
    0,
  )}" filter="url(#${blurFilter(ctx, 6)})"/>`;
  // rim glow: cyan from the right, magenta from the left
  const rim = ctx.id('rim');
  ctx.defs.push(
    `<filter id="${rim}" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB">
      <feMorphology in="SourceAlpha" operator="dilate" radius="3" result="d"/>
      <feGaussianBlur in="d" stdDeviation="9" result="b"/>
      <feFlood flood-color="#22e5ff" result="c1"/><feComposite in="c1" in2="b" operator="in" result="g1"/>
      <feOffset in="g1" dx="5" dy="-2" result="g1o"/>
      <feFlood flood-color="#ff2e88" result="c2"/><feComposite in="c2" in2="b" operator="in" result="g2"/>
      <feOffset in="g2" dx="-6" dy="2" result="g2o"/>
      <feMerge><feMergeNode in="g2o"/><feMergeNode in="g1o"/></feMerge>
    </filter>`,
  );
  s += `<use href="#bike" filter="url(#${rim})" opacity="0.85"/>`;
  s += `<use href="#bike"/>`;
  // lamp flare
  s += `<circle cx="842" cy="283" r="30" fill="#e8fdff" opacity="0.55" filter="url(#${blurFilter(ctx, 10)})"/>`;
  s += `<circle cx="194" cy="306" r="16" fill="#ff2e4a" opacity="0.6" filter="url(#${blurFilter(ctx, 7)})"/>`;
  s += `</g>`;
  return s;
}

/** Drifting rain streaks and the vignette. */
function rainAndVignette(ctx: RenderContext, w: number, h: number) {
  let s = '';
  const rr = rng(3);
  let rain = '';
  for (let i = 0; i < 110; i += 1) {
    const x = rr() * w;
    const y = rr() * h;
    const l = 18 + rr() * 30;
    rain += `M${f(x)},${f(y)} l${f(-l * 0.18)},${f(l)} `;
  }
  s += `<path d="${rain}" stroke="#bfefff" stroke-width="1.3" opacity="0.22"/>`;
  s += vignette(ctx, w, h, 0.6, '#05020a');
  return s;
}

export function heroAfter() {
  const { w, h } = HERO;
  const ctx = createCtx('ha');
  const st = STYLES.cyberpunk();
  const bike = drawBike(ctx, st);
  ctx.defs.push(`<g id="bike">${bike}</g>`);
  const T = bikeTransform(HERO.cx, HERO.ground, HERO.scale);
  const horizon = 640;
  let s = synthSky(ctx, w, horizon, { sunX: 760, sunY: 440, sunR: 250 });
  s += skyline(ctx, w, horizon);
  s += nearTowers(ctx, horizon);
  s += wetStreet(ctx, w, h, horizon);
  s += neonBike(ctx, T);
  s += rainAndVignette(ctx, w, h);
  return svgDoc(w, h, ctx, s);
}
