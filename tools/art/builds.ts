// Other motorcycle builds on the café racer's geometry (bike.ts): the same
// wheelbase, engine position and steering head, with their own tank, seat,
// exhaust, bars, wheels and bodywork. Coordinates are bike-local (ground at
// y = 700, facing right), so any build drops into the same framing code.
//
// Builds need a few materials beyond the café racer's: paint2 (second paint
// colour), plate (number board), screen (tinted windscreen), cast (cast
// wheels), whitewall, shield (heat shield).

import {
  FW,
  RW,
  arcBand,
  blurFilter,
  circlePath,
  cylinders,
  drawBike,
  ellipsePath,
  engine,
  farSide,
  fork,
  frame,
  glint,
  headlight,
  mix,
  part,
  pegs,
  roundRect,
  swingarmAndShock,
  tube,
  wheel,
  material,
  type BikeColours,
  type BikeDrawing,
  type BikeStyle,
  type RenderContext,
  type WheelOptions,
} from './bike.ts';

const f = (n: number) => +n.toFixed(1);

/** A paint band across a body part: `d` clipped to `clip`, flat in both modes. */
function band(ctx: RenderContext, st: BikeStyle, clip: string, d: string, color: string) {
  const id = ctx.id('bc');
  ctx.defs.push(`<clipPath id="${id}"><path d="${clip}"/></clipPath>`);
  return `<g clip-path="url(#${id})"><path d="${d}" fill="${color}"/></g>`;
}

function outline(st: BikeStyle, d: string, w = st.ow) {
  return st.mode === 'toon' ? `<path d="${d}" fill="none" stroke="${st.ink}" stroke-width="${w}" stroke-linejoin="round"/>` : '';
}

/** Soft sheen along the top of a painted part (photo) or a crisp highlight stroke (toon). */
function sheen(ctx: RenderContext, st: BikeStyle, d: string, width = 7) {
  if (st.mode === 'photo')
    return `<path d="${d}" fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" opacity="0.8" filter="url(#${blurFilter(ctx, 3)})"/>`;
  return `<path d="${d}" fill="none" stroke="${st.shine}" stroke-width="${f(width * 0.85)}" stroke-linecap="round"/>`;
}

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

function drawScrambler(ctx: RenderContext, st: BikeStyle) {
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

function drawCruiser(ctx: RenderContext, st: BikeStyle) {
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

function drawSport(ctx: RenderContext, st: BikeStyle) {
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

// ---------------------------------------------------------------- entry --

export type BuildKind = 'cafe' | 'scrambler' | 'cruiser' | 'sport';

/** A bike to draw: which build, in which colours. */
export type BikeDescription = BikeColours & { kind: BuildKind };

const BUILDS: Record<BuildKind, BikeDrawing> = { cafe: drawBike, scrambler: drawScrambler, cruiser: drawCruiser, sport: drawSport };

/** Draw the named build ('cafe', 'scrambler', 'cruiser', 'sport') in bike-local coordinates. */
export function drawBuild(ctx: RenderContext, st: BikeStyle, kind: BuildKind) {
  return BUILDS[kind](ctx, st);
}
