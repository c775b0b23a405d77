/** The scrambler build: high bars, a number board, a skid plate and a high fender. */
import {
  FW,
  RW,
  arcBand,
  blurFilter,
  circlePath,
  ellipsePath,
  mix,
  roundRect,
  material,
  type BikeStyle,
  type RenderContext,
} from './bike-geometry.ts';
import { engine } from './bike-engine.ts';
import { farSide, fork, frame, headlight, pegs, swingarmAndShock } from './bike.ts';
import { glint, part, tube, wheel, type WheelOptions } from './bike-surfaces.ts';
import { f, band, outline, sheen } from './build-strokes.ts';

// ---------------------------------------------------------------- scrambler --

function scramblerBars(ctx: RenderContext, st: BikeStyle, far: boolean) {
  let s = '';
  s += tube(ctx, st, 'M728,232 L722,196 C719,184 708,180 690,181 L652,184', 9, 'chrome');
  s += tube(ctx, st, 'M724,204 L694,197', 5, 'chrome');
  s += tube(ctx, st, 'M712,186 C700,196 682,199 656,195', 4.5, 'chrome');
  s += tube(ctx, st, 'M672,183 L632,186', 15, 'rubber');
  return far ? `<g transform="translate(-7,-6)">${s}</g>` : s;
}

function scramblerTank(ctx: RenderContext, st: BikeStyle) {
  const d =
    'M476,330 C470,292 498,262 558,252 C618,242 694,242 734,256 C762,266 772,290 764,308 C758,322 740,326 716,328 L600,336 C548,340 502,342 476,330 Z';
  let s = part(ctx, st, d, 'paint', { sh: 22, hl: 10 });
  // two-tone: the lower half in the second colour, split by a thin pinstripe
  const split = 'M440,306 C540,290 660,286 800,292 L800,360 L440,360 Z';
  s += band(ctx, st, d, split, material(st, 'paint2').b);
  if (st.mode === 'photo') {
    const cid = ctx.id('tc');
    ctx.defs.push(`<clipPath id="${cid}"><path d="${d}"/></clipPath>`);
    s += `<g clip-path="url(#${cid})"><path d="${split}" fill="#000" opacity="0.25" filter="url(#${blurFilter(ctx, 10)})" transform="translate(0,16)"/></g>`;
  }
  s += `<path d="M452,304 C540,289 660,285 790,291" fill="none" stroke="${st.stripe}" stroke-width="4"/>`;
  s += sheen(ctx, st, 'M520,262 C580,248 660,244 728,258');
  s += outline(st, d);
  // rubber knee pad and round badge
  s += part(ctx, st, 'M492,296 C500,288 514,286 530,288 L534,322 C516,326 500,326 490,320 Z', 'rubber', { sh: 4, hl: 2 });
  s += part(ctx, st, circlePath(690, 296, 15), 'chrome', { sh: 3, hl: 2 });
  s += part(ctx, st, circlePath(690, 296, 9), 'paint2', { sh: 2 });
  s += part(ctx, st, 'M600,248 C602,238 630,236 634,246 L632,250 L600,252 Z', 'chrome', { sh: 2, hl: 2 });
  return s;
}

function scramblerSeat(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  // rear loop under the bench
  s += tube(ctx, st, 'M462,342 L214,338 C200,338 192,346 194,358', 10, 'frame');
  // short rear fender and tail light
  s += part(ctx, st, arcBand(RW[0], RW[1], 158, 168, -160, -96), 'paint2', { sh: 3, hl: 2 });
  s += tube(ctx, st, 'M214,392 L212,346', 7, 'frame');
  s += part(ctx, st, roundRect(176, 342, 22, 14, 5), 'tail', { sh: 3, hl: 2 });
  // long flat bench
  const seat = 'M494,336 C490,318 474,306 448,304 L222,300 C206,300 196,308 198,320 L202,340 Z';
  s += part(ctx, st, seat, 'seat', { sh: 12, hl: 6 });
  const ribs = [250, 290, 330, 370, 410, 450].map((x) => `M${x},${304} L${x + 1},${338}`).join(' ');
  if (st.mode === 'photo') {
    s += `<path d="${ribs}" stroke="#000" stroke-opacity="0.4" stroke-width="2"/>`;
    s += glint(ctx, st, 'M230,303 L446,306 C460,308 470,312 476,318 C452,311 420,310 230,308 Z', { op: 0.3, blur: 2 });
  } else {
    s += `<path d="${ribs}" stroke="${st.ink}" stroke-width="${f(st.ow * 0.5)}"/>`;
  }
  return s;
}

function numberBoard(ctx: RenderContext, st: BikeStyle) {
  const d = 'M350,346 L466,346 L454,410 C430,424 390,424 368,414 Z';
  let s = part(ctx, st, d, 'plate', { sh: 10, hl: 4 });
  s += part(ctx, st, ellipsePath(410, 380, 30, 18), 'paint2', { sh: 3, hl: 0 });
  return s;
}

function scramblerExhaust(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  const header = 'M694,386 C730,396 744,440 726,468 C708,494 652,490 584,474 C540,464 506,454 478,446';
  s += `<g transform="translate(-10,-10)">${tube(ctx, st, header, 16, 'pipeFar')}</g>`;
  s += tube(ctx, st, header, 16, 'pipe');
  // silencer angled up under the seat, with a slotted heat shield
  let m = part(ctx, st, roundRect(0, -17, 236, 34, 16), 'pipe', { sh: 8, hl: 5 });
  m += part(ctx, st, ellipsePath(2, 0, 8, 15), 'pipeEnd', { sh: 3 });
  m += part(ctx, st, ellipsePath(0, 0, 4, 8), 'rubber', { sh: 0, flat: true, noLine: true });
  m += part(ctx, st, roundRect(52, -22, 140, 26, 9), 'shield', { sh: 5, hl: 3 });
  let slots = '';
  for (let x = 64; x < 180; x += 16) slots += roundRect(x, -16, 9, 14, 4);
  m += `<path d="${slots}" fill="${mix(material(st, 'shield').d, '#000000', 0.5)}"/>`;
  m += glint(ctx, st, 'M20,-13 L220,-13 L220,-9 L20,-9 Z', { op: 0.7, blur: 1.5 });
  s += `<g transform="translate(262,366) rotate(19.9)">${m}</g>`;
  return s;
}

function skidPlate(ctx: RenderContext, st: BikeStyle) {
  return part(
    ctx,
    st,
    'M466,618 L690,618 C704,616 712,606 716,594 L724,598 C722,618 706,636 686,638 L476,638 C466,638 462,630 466,618 Z',
    'alloy',
    {
      sh: 6,
      hl: 3,
    },
  );
}

function highFender(ctx: RenderContext, st: BikeStyle) {
  return part(ctx, st, arcBand(FW[0], FW[1], 157, 166, -148, -52), 'paint2', { sh: 3, hl: 2 });
}

export function drawScrambler(ctx: RenderContext, st: BikeStyle) {
  const knobby: WheelOptions = { tread: 'knobby', tyreInner: 112 };
  return [
    farSide(ctx, st, scramblerBars),
    wheel(ctx, st, RW, false, knobby),
    wheel(ctx, st, FW, true, knobby),
    swingarmAndShock(ctx, st),
    frame(ctx, st),
    numberBoard(ctx, st),
    engine(ctx, st),
    skidPlate(ctx, st),
    scramblerTank(ctx, st),
    scramblerSeat(ctx, st),
    scramblerExhaust(ctx, st),
    highFender(ctx, st),
    fork(ctx, st, false),
    scramblerBars(ctx, st, false),
    headlight(ctx, st),
    pegs(ctx, st),
  ].join('');
}
