/** The cruiser build: a V-twin, drag pipes, a solo seat and forward controls. */
import { FW, RW, arcBand, circlePath, ellipsePath, roundRect, material, type BikeStyle, type RenderContext } from './bike-geometry.ts';
import { cylinders } from './bike-engine.ts';
import { farSide, fork, headlight } from './bike.ts';
import { glint, part, tube, wheel, type WheelOptions } from './bike-surfaces.ts';
import { outline, sheen } from './build-strokes.ts';

// ---------------------------------------------------------------- cruiser --

function cruiserBars(ctx: RenderContext, st: BikeStyle, far: boolean) {
  let s = '';
  s += tube(ctx, st, 'M730,232 L728,168 C727,152 716,146 700,148 L664,154', 9, 'chrome');
  s += tube(ctx, st, 'M722,160 C708,168 690,170 668,166', 4.5, 'chrome');
  s += tube(ctx, st, 'M684,151 L646,158', 15, 'rubber');
  return far ? `<g transform="translate(-7,-6)">${s}</g>` : s;
}

function cruiserRear(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  // belt drive pulley and belt
  s += part(ctx, st, circlePath(RW[0], RW[1], 54), 'sprocket', { sh: 6 });
  s += part(ctx, st, circlePath(RW[0], RW[1], 38), 'alloy', { sh: 4 });
  s += tube(ctx, st, `M${RW[0]},498 L480,512 M${RW[0]},602 L480,556`, 9, 'rubber');
  // hardtail: seat stays and chain stays run straight to the axle plate
  s += tube(ctx, st, 'M448,378 L240,540', 12, 'frame');
  s += tube(ctx, st, 'M452,568 L236,556', 14, 'frame');
  s += part(ctx, st, 'M212,532 L262,528 L266,574 L214,576 Z', 'frame', { sh: 5, hl: 3 });
  s += part(ctx, st, circlePath(RW[0], RW[1], 9), 'chrome', { sh: 2, hl: 2 });
  return s;
}

function cruiserFrame(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  s += tube(ctx, st, 'M738,262 C660,282 540,318 470,344 L440,350', 13, 'frame');
  s += tube(ctx, st, 'M462,344 L452,592', 14, 'frame');
  s += tube(ctx, st, 'M752,298 C736,378 712,470 698,556 C692,598 676,626 640,628 L486,628 C460,628 448,612 448,590', 14, 'frame');
  return s;
}

function oilTank(ctx: RenderContext, st: BikeStyle) {
  let s = part(ctx, st, roundRect(370, 360, 84, 92, 22), 'chrome', { sh: 12, hl: 6 });
  s += part(ctx, st, roundRect(386, 350, 22, 14, 4), 'alloy', { sh: 3 });
  s += glint(ctx, st, roundRect(380, 372, 10, 60, 5), { op: 0.7, blur: 2 });
  return s;
}

function vTwin(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  s += cylinders(ctx, st, 540, 478, -30);
  s += cylinders(ctx, st, 636, 476, 30);
  // crankcase and primary
  const cc =
    'M456,504 C458,484 476,470 500,468 L560,466 C600,460 650,456 676,472 C694,484 698,508 694,532 L688,584 C684,608 666,622 636,622 L500,622 C470,622 456,606 454,582 Z';
  s += part(ctx, st, cc, 'engine', { sh: 18, hl: 6 });
  s += part(ctx, st, ellipsePath(530, 552, 52, 46), 'alloy', { sh: 14, hl: 8 });
  s += part(ctx, st, ellipsePath(530, 552, 30, 27), 'alloy', { sh: 0, hl: 6 });
  s += part(ctx, st, circlePath(648, 566, 26), 'alloy', { sh: 8, hl: 5 });
  s += glint(ctx, st, ellipsePath(514, 524, 24, 6), { op: 0.55, blur: 4 });
  // round air cleaner between the cylinders
  s += part(ctx, st, circlePath(590, 404, 40), 'chrome', { sh: 10, hl: 6 });
  s += part(ctx, st, circlePath(590, 404, 26), 'paint', { sh: 5, hl: 3 });
  s += glint(ctx, st, ellipsePath(578, 384, 14, 5), { op: 0.8, blur: 2 });
  return s;
}

function dragPipes(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  const a = 'M712,402 C744,424 746,500 730,556 C718,594 696,604 648,606 L172,596';
  const b = 'M510,432 C470,464 472,532 500,574 C516,600 530,630 490,632 L176,626';
  s += tube(ctx, st, b, 18, 'pipe');
  s += tube(ctx, st, a, 18, 'pipe');
  s += part(ctx, st, ellipsePath(170, 596, 6, 11), 'pipeEnd', { sh: 2 });
  s += part(ctx, st, ellipsePath(174, 626, 6, 11), 'pipeEnd', { sh: 2 });
  // heat shield on the upper pipe
  s += part(ctx, st, 'M300,586 L520,590 C530,590 534,604 524,606 L300,606 C292,606 292,586 300,586 Z', 'pipe', { sh: 6, hl: 4 });
  return s;
}

function cruiserTank(ctx: RenderContext, st: BikeStyle) {
  const d = 'M486,342 C480,304 514,270 584,260 C656,250 726,258 750,280 C768,298 760,322 738,330 C680,344 548,354 486,342 Z';
  let s = part(ctx, st, d, 'paint', { sh: 24, hl: 12 });
  // scallop in the second colour, edged with a pinstripe
  const scallop = 'M520,300 C560,282 640,270 730,276 C700,290 660,292 640,300 C610,312 560,314 520,300 Z';
  s += `<path d="${scallop}" fill="${material(st, 'paint2').b}" stroke="${st.stripe}" stroke-width="3"/>`;
  s += sheen(ctx, st, 'M540,272 C600,260 680,258 736,270');
  s += outline(st, d);
  s += part(ctx, st, ellipsePath(640, 318, 26, 10), 'chrome', { sh: 3, hl: 2 });
  return s;
}

function soloSeat(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  // springs under the seat
  let coil = '';
  for (let i = 0; i < 5; i += 1) coil += `M${336 - 4},${356 + i * 9} L${336 + 10},${360 + i * 9} `;
  s += `<path d="${coil}" stroke="${st.mode === 'toon' ? st.ink : st.mat.chrome.d}" stroke-width="${st.mode === 'toon' ? 6 + st.ow : 6}" stroke-linecap="round"/>`;
  s += `<path d="${coil}" stroke="${st.mat.chrome.b}" stroke-width="4" stroke-linecap="round"/>`;
  const seat = 'M480,352 C476,330 452,318 420,318 L352,320 C330,322 318,336 326,354 L352,360 Z';
  s += part(ctx, st, seat, 'seat', { sh: 12, hl: 6 });
  if (st.mode === 'photo')
    s += glint(ctx, st, 'M352,322 L420,321 C448,322 464,330 470,338 C446,328 420,326 352,327 Z', { op: 0.3, blur: 2 });
  return s;
}

function bobberFenders(ctx: RenderContext, st: BikeStyle) {
  let s = part(ctx, st, arcBand(RW[0], RW[1], 156, 168, -176, -64), 'paint', { sh: 4, hl: 3 });
  s += part(ctx, st, roundRect(60, 500, 22, 14, 5), 'tail', { sh: 3, hl: 2 });
  return s;
}

function cruiserFrontFender(ctx: RenderContext, st: BikeStyle) {
  return part(ctx, st, arcBand(FW[0], FW[1], 154, 167, -160, -22), 'paint', { sh: 4, hl: 3 });
}

function forwardControls(ctx: RenderContext, st: BikeStyle) {
  let s = tube(ctx, st, 'M690,596 L752,604', 8, 'chrome');
  s += part(ctx, st, roundRect(736, 594, 36, 14, 7), 'rubber', { sh: 3, hl: 2 });
  return s;
}

export function drawCruiser(ctx: RenderContext, st: BikeStyle) {
  const fat: WheelOptions = { tyreInner: 98, whitewall: Boolean(st.mat.whitewall) };
  return [
    farSide(ctx, st, cruiserBars),
    wheel(ctx, st, RW, false, fat),
    wheel(ctx, st, FW, true, fat),
    cruiserRear(ctx, st),
    cruiserFrame(ctx, st),
    oilTank(ctx, st),
    vTwin(ctx, st),
    dragPipes(ctx, st),
    bobberFenders(ctx, st),
    soloSeat(ctx, st),
    cruiserTank(ctx, st),
    cruiserFrontFender(ctx, st),
    fork(ctx, st, false),
    cruiserBars(ctx, st, false),
    headlight(ctx, st),
    forwardControls(ctx, st),
  ].join('');
}
