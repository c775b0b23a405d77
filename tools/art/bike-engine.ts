// The bike's engine: the cylinders and the crankcase around them, in the bike's local coordinates (bike.ts).
import { f, type RenderContext, type BikeStyle, circlePath, ellipsePath, polar, roundRect } from './bike-geometry.ts';
import { part, tube, glint } from './bike-surfaces.ts';

export function cylinders(ctx: RenderContext, st: BikeStyle, x = 622, y = 468, rot = 14) {
  // drawn upright around the base centre, then tilted forward
  let s = part(ctx, st, 'M-46,2 L-46,-84 L46,-84 L46,2 Z', 'engineDark', { sh: 0, flat: true });
  for (let i = 0; i < 6; i += 1) {
    const y = -10 - i * 12.6;
    s += part(ctx, st, roundRect(-58, y - 3.5, 116, 7.5, 3.5), 'engine', { sh: 2.6, hl: 1.6, ow: st.ow * 0.6 });
  }
  s += part(ctx, st, 'M-52,-82 L52,-82 L52,-114 L-52,-114 Z', 'engineDark', { sh: 0, flat: true });
  for (let i = 0; i < 3; i += 1) {
    const y = -88 - i * 10;
    s += part(ctx, st, roundRect(-64, y - 3.5, 128, 7.5, 3.5), 'engine', { sh: 2.6, hl: 1.6, ow: st.ow * 0.6 });
  }
  s += part(ctx, st, roundRect(-50, -132, 100, 22, 9), 'alloy', { sh: 6, hl: 4 });
  let bolts = '';
  for (const x of [-36, -12, 12, 36]) bolts += circlePath(x, -121, 2.6);
  s += `<path d="${bolts}" fill="${st.mat.chrome.d}"/>`;
  // spark plug cap
  s += tube(ctx, st, 'M-30,-112 C-40,-126 -52,-128 -66,-124', 6, 'rubber');
  return `<g transform="translate(${x},${y}) rotate(${rot})">${s}</g>`;
}

export function engine(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  s += cylinders(ctx, st);
  // carburettor + pod filter
  s += part(ctx, st, roundRect(548, 352, 50, 34, 8), 'alloy', { sh: 8, hl: 4 });
  s += part(ctx, st, 'M550,356 L505,344 C494,342 488,350 488,369 C488,388 494,396 505,394 L550,382 Z', 'filter', { sh: 10, hl: 4 });
  if (st.mode === 'photo') {
    s += `<path d="M500,352 L500,388 M510,350 L510,390 M520,350 L520,387 M530,352 L530,385 M540,354 L540,384" stroke="#000" stroke-opacity="0.25" stroke-width="1.5"/>`;
  } else {
    s += `<path d="M505,352 L505,386 M520,351 L520,387 M535,354 L535,384" stroke="${st.ink}" stroke-width="${f(st.ow * 0.5)}"/>`;
  }
  // crankcase
  const cc =
    'M456,500 C458,482 472,470 496,468 L560,466 C590,460 640,456 668,470 C686,482 690,506 686,530 L680,584 C676,608 658,620 630,620 L500,620 C470,620 456,604 454,580 Z';
  s += part(ctx, st, cc, 'engine', { sh: 18, hl: 6 });
  // gearbox seam
  s += `<path d="M470,498 C520,488 600,486 676,494" fill="none" stroke="${st.mode === 'photo' ? '#000' : st.ink}" stroke-opacity="${st.mode === 'photo' ? 0.3 : 1}" stroke-width="${st.mode === 'photo' ? 1.4 : st.ow * 0.5}"/>`;
  // clutch cover + points cover
  s += part(ctx, st, ellipsePath(532, 545, 56, 50), 'alloy', { sh: 14, hl: 8 });
  s += part(ctx, st, ellipsePath(532, 545, 34, 30), 'alloy', { sh: 0, hl: 6 });
  let bolts = '';
  for (let i = 0; i < 8; i += 1) {
    const p = polar(532, 545, 45, i * 45 + 10);
    bolts += circlePath(p[0], p[1], 2.8);
  }
  s += `<path d="${bolts}" fill="${st.mat.chrome.d}"/>`;
  s += glint(ctx, st, ellipsePath(515, 516, 26, 7), { op: 0.55, blur: 4 });
  s += part(ctx, st, circlePath(646, 560, 26), 'alloy', { sh: 8, hl: 5 });
  s += glint(ctx, st, ellipsePath(640, 545, 10, 4), { op: 0.6, blur: 2 });
  return s;
}
