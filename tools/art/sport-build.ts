/** The sport build: a fairing, clip-ons, a spar frame and a tail. */
import { FW, RW, arcBand, blurFilter, circlePath, ellipsePath, material, type BikeStyle, type RenderContext } from './bike-geometry.ts';
import { engine } from './bike-engine.ts';
import { farSide, fork, pegs } from './bike.ts';
import { glint, part, tube, wheel, type WheelOptions } from './bike-surfaces.ts';
import { band, outline, sheen } from './build-strokes.ts';

// ---------------------------------------------------------------- sport --

function sportTail(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  // subframe under the tail
  s += tube(ctx, st, 'M486,470 L340,330 M490,380 L300,318', 10, 'frame');
  const tail = 'M506,334 L484,326 L404,314 L350,298 L262,268 L178,234 C168,232 162,242 170,248 L300,322 L384,362 L470,382 L506,384 Z';
  s += part(ctx, st, tail, 'paint', { sh: 14, hl: 6 });
  s += band(ctx, st, tail, 'M150,262 L300,338 L392,374 L520,394 L520,420 L150,420 Z', material(st, 'paint2').b);
  s += band(ctx, st, tail, 'M160,250 L320,322 L440,356 L520,364 L520,370 L440,362 L316,328 L156,256 Z', st.stripe);
  if (st.mode === 'photo') s += sheen(ctx, st, 'M190,240 L340,296 L400,312', 5);
  s += outline(st, tail);
  s += part(ctx, st, 'M176,238 L196,244 L190,254 L170,246 Z', 'tail', { sh: 2, hl: 1 });
  // rider seat and pillion pad
  s += part(ctx, st, 'M512,336 C496,318 456,310 420,310 L380,306 L392,322 L506,342 Z', 'seat', { sh: 8, hl: 4 });
  s += part(ctx, st, 'M350,296 L266,266 C258,264 254,272 262,276 L346,306 Z', 'seat', { sh: 4, hl: 2 });
  // number plate hanger
  s += tube(ctx, st, 'M262,300 L206,360', 6, 'frame');
  s += part(ctx, st, 'M180,354 L226,354 L226,384 L180,384 Z', 'plate', { sh: 3 });
  return s;
}

function sportTank(ctx: RenderContext, st: BikeStyle) {
  const d = 'M500,338 C506,296 560,260 644,248 C704,240 746,250 768,270 L772,304 C712,322 584,340 500,338 Z';
  let s = part(ctx, st, d, 'paint', { sh: 18, hl: 10 });
  s += sheen(ctx, st, 'M560,268 C610,254 680,248 744,258');
  s += outline(st, d);
  return s;
}

function sportSwingarm(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  const m = st.mat;
  s += part(ctx, st, circlePath(RW[0], RW[1], 40), 'sprocket', { sh: 6 });
  const chain = `M${RW[0]},510 L470,520 M${RW[0]},590 L470,556`;
  s += `<path d="${chain}" stroke="${st.mode === 'toon' ? st.ink : m.chain.d}" stroke-width="8"/>`;
  s += `<path d="${chain}" stroke="${m.chain.b}" stroke-width="4" stroke-dasharray="4 2.5"/>`;
  // monoshock peeking out ahead of the swingarm pivot
  s += tube(ctx, st, 'M430,506 L470,420', 14, 'spring');
  s += part(ctx, st, 'M484,498 L486,560 L250,566 C232,566 222,556 224,544 L230,530 C300,520 400,506 484,498 Z', 'alloy', { sh: 10, hl: 5 });
  s += part(ctx, st, 'M300,532 L440,518 L442,538 L300,548 Z', 'engineDark', { sh: 0, flat: true });
  s += part(ctx, st, circlePath(476, 528, 13), 'alloy', { sh: 3, hl: 2 });
  s += part(ctx, st, circlePath(RW[0], RW[1], 10), 'chrome', { sh: 2, hl: 2 });
  return s;
}

/** Twin-spar beam frame from the steering head to the swingarm pivot. */
function sportSpar(ctx: RenderContext, st: BikeStyle) {
  return part(ctx, st, 'M770,236 L720,236 L530,400 L468,470 L470,540 L506,540 L520,470 L566,420 L752,296 Z', 'alloy', { sh: 10, hl: 5 });
}

function sportExhaust(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  s += tube(ctx, st, 'M708,610 C660,640 560,640 500,612 L440,584', 16, 'pipe');
  // short angled silencer
  const can = 'M452,606 L300,534 C288,528 288,506 302,502 L320,498 L470,568 Z';
  s += part(ctx, st, can, 'pipe', { sh: 10, hl: 6 });
  s += part(ctx, st, 'M306,500 L320,497 L322,538 L300,534 C288,528 290,508 306,500 Z', 'cast', { sh: 4 });
  s += glint(ctx, st, 'M330,508 L456,568 L452,572 L328,514 Z', { op: 0.7, blur: 1.5 });
  return s;
}

function fairing(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  const d =
    'M906,292 C896,262 862,236 812,228 L760,230 L700,300 L604,356 L566,470 L540,604 C580,632 660,636 704,628 C718,616 724,596 724,576 C724,520 740,460 784,414 C812,384 846,352 884,326 C900,316 910,304 906,292 Z';
  s += part(ctx, st, d, 'paint', { sh: 26, hl: 10 });
  // graphics in the second colour, a pinstripe and dark vents
  s += band(
    ctx,
    st,
    d,
    'M900,320 C820,370 760,440 744,520 L730,640 L520,640 L540,560 C640,540 700,470 740,400 C780,340 840,310 900,300 Z',
    material(st, 'paint2').b,
  );
  s += band(ctx, st, d, 'M904,296 C840,300 780,320 720,360 L600,420 L600,428 L724,368 C784,328 842,308 904,304 Z', st.stripe);
  const vent = 'M700,404 L626,440 L620,470 L690,440 Z';
  s += part(ctx, st, vent, 'engineDark', { sh: 0, flat: true });
  if (st.mode === 'photo') {
    const cid = ctx.id('fc');
    ctx.defs.push(`<clipPath id="${cid}"><path d="${d}"/></clipPath>`);
    s += `<g clip-path="url(#${cid})"><path d="M870,262 C820,250 760,270 700,320" fill="none" stroke="#fff" stroke-width="10" opacity="0.55" filter="url(#${blurFilter(ctx, 5)})"/></g>`;
  } else {
    s += `<path d="M864,258 C830,248 790,256 752,282" fill="none" stroke="${st.shine}" stroke-width="6" stroke-linecap="round"/>`;
  }
  s += outline(st, d);
  // headlight, windscreen and mirror
  s += part(ctx, st, 'M904,296 C892,284 864,276 834,278 L846,298 C868,302 886,306 902,310 Z', 'lens', { sh: 3, hl: 2 });
  s += part(ctx, st, 'M818,230 C806,200 780,182 744,178 L736,188 L764,232 Z', 'screen', { sh: 0, hl: 4 });
  s += tube(ctx, st, 'M812,232 L820,212', 5, 'engineDark');
  s += part(ctx, st, ellipsePath(826, 206, 18, 10), 'paint', { sh: 3, hl: 2 });
  return s;
}

function clipOns(ctx: RenderContext, st: BikeStyle, far: boolean) {
  let s = '';
  s += tube(ctx, st, 'M744,262 L712,266', 9, 'alloy');
  s += tube(ctx, st, 'M724,266 L690,268', 15, 'rubber');
  return far ? `<g transform="translate(-7,-6)">${s}</g>` : s;
}

function sportFrontFender(ctx: RenderContext, st: BikeStyle) {
  return part(ctx, st, arcBand(FW[0], FW[1], 154, 163, -128, -40), 'paint', { sh: 3, hl: 2 });
}

export function drawSport(ctx: RenderContext, st: BikeStyle) {
  const cast: WheelOptions = { cast: 'cast', rim: 'cast', tyreInner: 114 };
  return [
    farSide(ctx, st, clipOns),
    wheel(ctx, st, RW, false, cast),
    wheel(ctx, st, FW, true, { ...cast, discR: 94 }),
    sportSwingarm(ctx, st),
    engine(ctx, st),
    sportSpar(ctx, st),
    sportExhaust(ctx, st),
    sportTail(ctx, st),
    sportTank(ctx, st),
    sportFrontFender(ctx, st),
    fork(ctx, st, false),
    fairing(ctx, st),
    clipOns(ctx, st, false),
    pegs(ctx, st),
  ].join('');
}
