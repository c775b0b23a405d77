// Parametrised side-view motorcycle drawn as SVG.
//
// One geometry, many looks: `drawBike(ctx, style)` returns an SVG fragment in
// the bike's local coordinate space (ground line at y = 700, the bike spans
// roughly x 80..1030, y 185..700; it faces right). Place it with a transform.
//
// style.mode === 'photo' renders gradients with soft, blurred shading;
// style.mode === 'toon' renders flat cel-shaded fills with ink outlines.
import {
  RW,
  FW,
  f,
  type RenderContext,
  type BikeStyle,
  type BarsDrawing,
  blurFilter,
  circlePath,
  ellipsePath,
  arcBand,
  roundRect,
  mix,
  shadeMask,
} from './bike-geometry.ts';
import { part, tube, glint, wheel } from './bike-surfaces.ts';
import { engine } from './bike-engine.ts';

export function fork(ctx: RenderContext, st: BikeStyle, far: boolean) {
  // axis from top clamp (742,232) to the front axle (880,550)
  const len = 346.7;
  let s = '';
  if (!far) {
    // head tube + steering stem sit behind the fork leg
    s += part(ctx, st, roundRect(-42, -2, 24, 86, 8), 'frame', { sh: 0, gdir: 'h' });
  }
  s += part(ctx, st, roundRect(-8.5, 0, 17, 270, 8), 'chrome', { sh: 0, gdir: 'h', noLine: st.mode === 'photo' });
  s += glint(ctx, st, roundRect(-5, 10, 3, 250, 1.5), { op: 0.9, blur: 1, toonColor: st.shine });
  s += part(ctx, st, `M-14,182 L14,182 L15,${f(len - 14)} C15,${f(len + 6)} -15,${f(len + 6)} -15,${f(len - 14)} Z`, 'slider', {
    sh: 0,
    gdir: 'h',
  });
  s += part(ctx, st, roundRect(-16, 180, 32, 12, 5), 'rubber', { sh: 3 });
  if (!far) {
    // triple clamps
    s += part(ctx, st, roundRect(-48, -6, 62, 16, 6), 'alloy', { sh: 5, hl: 3 });
    s += part(ctx, st, roundRect(-46, 64, 62, 18, 6), 'alloy', { sh: 5, hl: 3 });
    s += part(ctx, st, circlePath(0, len, 9), 'chrome', { sh: 3, hl: 2 });
  }
  const inner = `<g transform="translate(742,232) rotate(-23.46)">${s}</g>`;
  return far ? `<g transform="translate(-11,-5)">${inner}</g>` : inner;
}

export function frontFender(ctx: RenderContext, st: BikeStyle) {
  const [cx, cy] = FW;
  const s = part(ctx, st, arcBand(cx, cy, 156, 165, -142, -30), 'paint', { sh: 3, hl: 2 });
  return s;
}

export function exhaust(ctx: RenderContext, st: BikeStyle) {
  const header = 'M694,386 C724,392 740,424 738,472 C736,540 724,600 692,630 C672,648 640,652 600,650 L478,646';
  let s = '';
  s += `<g transform="translate(-12,-9)">${tube(ctx, st, header, 17, 'pipeFar')}</g>`;
  s += tube(ctx, st, header, 17, 'pipe');
  // megaphone muffler angled up toward the tail
  const muff = 'M492,634 L492,658 L186,616 C176,614 172,606 172,598 C172,588 178,580 188,578 Z';
  s += part(ctx, st, muff, 'pipe', { sh: 9, hl: 5 });
  s += part(ctx, st, ellipsePath(182, 597, 10, 19), 'pipeEnd', { sh: 3 });
  s += part(ctx, st, ellipsePath(180, 597, 5, 11), 'rubber', { sh: 0, flat: true, noLine: true });
  s += glint(ctx, st, 'M470,640 L200,588 L202,584 L470,636 Z', { op: 0.8, blur: 1.6 });
  // clamp bands
  s += part(ctx, st, 'M486,632 L498,633 L498,660 L486,659 Z', 'alloy', { sh: 2 });
  return s;
}

export function tank(ctx: RenderContext, st: BikeStyle) {
  const d =
    'M472,322 C470,290 500,262 560,250 C620,240 690,238 730,252 C760,262 772,285 765,305 C760,318 745,322 728,322 L600,332 C545,336 500,338 472,322 Z';
  let s = part(ctx, st, d, 'paint', { sh: 22, hl: 10 });
  const cid = ctx.id('tc');
  ctx.defs.push(`<clipPath id="${cid}"><path d="${d}"/></clipPath>`);
  // racing stripes
  const stripe = 'M460,300 C540,272 640,262 780,268 L780,281 C640,275 540,286 460,314 Z';
  const stripe2 = 'M460,320 C540,292 640,283 780,288 L780,294 C640,290 540,299 460,326 Z';
  let inner = `<path d="${stripe}" fill="${st.stripe}"/><path d="${stripe2}" fill="${st.stripe}"/>`;
  if (st.mode === 'photo') {
    inner += `<path d="${d}" fill="#000" opacity="0.22" mask="url(#${shadeMask(ctx, d, -8, -22, 12)})"/>`;
    inner += `<path d="M520,262 C580,246 660,242 728,254" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.85" filter="url(#${blurFilter(
      ctx,
      3,
    )})"/>`;
    inner += `<path d="M500,300 C560,282 660,276 750,284" fill="none" stroke="#fff" stroke-width="14" opacity="0.12" filter="url(#${blurFilter(
      ctx,
      6,
    )})"/>`;
  } else {
    inner += `<path d="M530,262 C580,250 640,246 700,248" fill="none" stroke="${st.shine}" stroke-width="6" stroke-linecap="round"/>`;
    inner += `<path d="M716,252 L726,254" fill="none" stroke="${st.shine}" stroke-width="6" stroke-linecap="round"/>`;
  }
  s += `<g clip-path="url(#${cid})">${inner}</g>`;
  if (st.mode === 'toon') s += `<path d="${d}" fill="none" stroke="${st.ink}" stroke-width="${st.ow}" stroke-linejoin="round"/>`;
  // knee pad, badge, filler cap
  s += part(ctx, st, 'M484,300 C492,290 510,288 530,290 L532,324 C512,328 492,328 482,322 Z', 'rubber', { sh: 4, hl: 2 });
  s += part(ctx, st, ellipsePath(688, 298, 20, 10), 'chrome', { sh: 3, hl: 2 });
  s += part(ctx, st, 'M596,246 C598,236 628,234 632,244 L630,248 L598,250 Z', 'chrome', { sh: 2, hl: 2 });
  return s;
}

export function seatAndTail(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  // tail cowl
  const cowl = 'M314,338 L308,306 C300,288 284,272 258,268 C232,265 208,272 198,288 C192,300 193,320 200,338 Z';
  s += part(ctx, st, cowl, 'paint', { sh: 14, hl: 6 });
  s += glint(ctx, st, 'M214,282 C230,272 256,270 278,278 C258,276 236,278 216,288 Z', { op: 0.8, blur: 2 });
  // tail light
  s += part(ctx, st, ellipsePath(194, 306, 6, 13), 'tail', { sh: 3, hl: 2 });
  // seat pad
  const seat = 'M480,332 C476,314 460,303 432,301 L314,300 C302,300 296,306 298,316 L302,336 Z';
  s += part(ctx, st, seat, 'seat', { sh: 10, hl: 5 });
  const stitch = [330, 356, 382, 408, 434].map((x) => `M${x},${303} L${x + 2},${333}`).join(' ');
  if (st.mode === 'photo') {
    s += `<path d="${stitch}" stroke="#000" stroke-opacity="0.45" stroke-width="2"/>`;
    s += `<path d="${stitch}" stroke="#fff" stroke-opacity="0.08" stroke-width="1" transform="translate(2,0)"/>`;
    s += glint(ctx, st, 'M320,302 L440,303 C455,305 465,310 470,316 C450,308 420,307 320,306 Z', { op: 0.35, blur: 2 });
  } else {
    s += `<path d="${stitch}" stroke="${st.ink}" stroke-width="${f(st.ow * 0.5)}"/>`;
  }
  return s;
}

export function frame(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  // backbone and seat rail (mostly hidden by tank / seat)
  s += tube(ctx, st, 'M738,262 C650,274 530,300 470,326 L205,330', 12, 'frame');
  // rear subframe strut
  s += tube(ctx, st, 'M448,470 L316,336', 11, 'frame');
  // cradle: down tube, under the engine, up to the pivot
  s += tube(
    ctx,
    st,
    'M752,298 C736,378 712,470 698,556 C692,598 676,624 640,626 L486,626 C460,626 448,612 448,586 L448,500 L462,334',
    13,
    'frame',
  );
  return s;
}

export function swingarmAndShock(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  // chain & sprockets
  const m = st.mat;
  s += part(ctx, st, circlePath(RW[0], RW[1], 44), 'sprocket', { sh: 6 });
  s += `<circle cx="${RW[0]}" cy="${RW[1]}" r="44" fill="none" stroke="${m.chain.d}" stroke-width="5" stroke-dasharray="3 3"/>`;
  const chain = `M${RW[0]},506 L470,508 M${RW[0]},594 L470,548`;
  s += `<path d="${chain}" stroke="${st.mode === 'toon' ? st.ink : m.chain.d}" stroke-width="8"/>`;
  s += `<path d="${chain}" stroke="${m.chain.b}" stroke-width="4" stroke-dasharray="4 2.5"/>`;
  // swingarm
  s += part(ctx, st, 'M452,490 L452,520 L232,562 C224,562 220,556 222,548 L228,538 Z', 'frame', { sh: 9, hl: 4 });
  s += part(ctx, st, circlePath(448, 505, 12), 'alloy', { sh: 3, hl: 2 });
  s += part(ctx, st, circlePath(RW[0], RW[1], 9), 'chrome', { sh: 2, hl: 2 });
  // chain guard
  s += part(ctx, st, 'M262,496 C320,492 390,494 440,498 L438,506 C390,503 320,502 264,504 Z', 'frame', { sh: 3, hl: 2 });
  // rear shock, drawn upright then tilted
  let k = '';
  k += part(ctx, st, roundRect(-10, -150, 20, 150, 6), 'rubber', { sh: 4, hl: 2 });
  k += part(ctx, st, circlePath(0, 0, 9), 'alloy', { sh: 3 });
  k += part(ctx, st, roundRect(-16, -196, 32, 16, 5), 'alloy', { sh: 4, hl: 2 });
  let coil = '';
  for (let i = 0; i < 10; i += 1) {
    const y = -40 - i * 13;
    coil += `M-16,${f(y + 3)} L16,${f(y - 3)} `;
  }
  k += `<path d="${coil}" fill="none" stroke="${st.mode === 'toon' ? st.ink : mix(m.spring.d, '#000000', 0.4)}" stroke-width="${
    st.mode === 'toon' ? 8 + st.ow : 7.5
  }" stroke-linecap="round"/>`;
  k += `<path d="${coil}" fill="none" stroke="${m.spring.b}" stroke-width="6" stroke-linecap="round"/>`;
  k += `<path d="${coil}" fill="none" stroke="${m.spring.l}" stroke-width="2" stroke-linecap="round" transform="translate(0,-1.5)"/>`;
  k += part(ctx, st, roundRect(-14, -44, 28, 10, 4), 'alloy', { sh: 3 });
  k += part(ctx, st, circlePath(0, -192, 8), 'chrome', { sh: 2 });
  s += `<g transform="translate(262,532) rotate(15.1)">${k}</g>`;
  return s;
}

export function sidePanel(ctx: RenderContext, st: BikeStyle) {
  let s = part(ctx, st, 'M350,338 L464,338 L452,408 C432,420 400,422 378,416 Z', 'panel', { sh: 12, hl: 5 });
  s += part(ctx, st, ellipsePath(410, 368, 24, 14), 'badge', { sh: 3, hl: 2 });
  return s;
}

export function controls(ctx: RenderContext, st: BikeStyle, far: boolean) {
  let s = '';
  // handlebar, lever and grip
  s += tube(ctx, st, 'M724,230 L722,214 C718,206 708,204 692,205 L668,206', 9, 'chrome');
  s += tube(ctx, st, 'M716,209 C704,218 684,221 660,217', 4.5, 'chrome');
  s += tube(ctx, st, 'M684,206 L650,206', 15, 'rubber', { cap: 'round' });
  if (far) return `<g transform="translate(-7,-6)">${s}</g>`;
  return s;
}

export function headlight(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  // mounting ear
  s += part(ctx, st, 'M764,268 L790,262 L794,290 L770,298 Z', 'frame', { sh: 4 });
  // gauge
  s += `<g transform="translate(752,214) rotate(-22)">${part(ctx, st, roundRect(-14, -10, 28, 22, 7), 'frame', { sh: 5, hl: 3 })}${part(
    ctx,
    st,
    ellipsePath(0, -10, 14, 4.5),
    'chrome',
    { sh: 2 },
  )}</g>`;
  // bucket
  const bucket = 'M836,244 C806,240 780,252 776,282 C774,306 796,324 836,322 Z';
  s += part(ctx, st, bucket, 'chrome', { sh: 10, hl: 6 });
  s += glint(ctx, st, 'M792,258 C806,250 822,250 832,252 L832,258 C818,257 804,260 794,266 Z', { op: 0.9, blur: 1.5 });
  // rim + lens (slight three-quarter so the glass reads)
  s += part(ctx, st, ellipsePath(838, 283, 11, 40), 'chrome', { sh: 4, hl: 3 });
  if (st.mode === 'photo') {
    s += `<path d="${ellipsePath(842, 283, 7, 34)}" fill="${st.lamp}"/>`;
    s += `<path d="${ellipsePath(844, 270, 2.5, 12)}" fill="#fff" opacity="0.85" filter="url(#${blurFilter(ctx, 1)})"/>`;
  } else {
    s += `<path d="${ellipsePath(842, 283, 7, 34)}" fill="${st.lamp}" stroke="${st.ink}" stroke-width="${f(st.ow * 0.6)}"/>`;
    s += `<path d="${ellipsePath(843, 270, 2.5, 11)}" fill="#fff"/>`;
  }
  // indicator
  s += tube(ctx, st, 'M790,300 L808,312', 5, 'chrome');
  s += part(ctx, st, ellipsePath(812, 315, 9, 6), 'indicator', { sh: 3, hl: 2 });
  return s;
}

export function pegs(ctx: RenderContext, st: BikeStyle) {
  let s = '';
  // brake pedal + rider peg + passenger peg
  s += tube(ctx, st, 'M452,600 L500,612 L514,606', 6, 'chrome');
  s += part(ctx, st, roundRect(424, 592, 40, 12, 6), 'rubber', { sh: 3, hl: 2 });
  s += part(ctx, st, circlePath(448, 598, 5), 'alloy', { sh: 1 });
  return s;
}

/** Far-side parts are darkened and drawn first. */
export function farSide(ctx: RenderContext, st: BikeStyle, bars: BarsDrawing = controls) {
  const s = fork(ctx, st, true) + bars(ctx, st, true);
  const k = st.mode === 'photo' ? 0.45 : 0.62;
  const id = ctx.once(`farDim:${k}`, () => {
    const fid = ctx.id('dim');
    ctx.defs.push(
      `<filter id="${fid}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${k} 0 0 0 0  0 ${k} 0 0 0  0 0 ${k} 0 0  0 0 0 1 0"/></filter>`,
    );
    return fid;
  });
  return `<g filter="url(#${id})">${s}</g>`;
}

/** The full bike. Returns an SVG fragment in local bike coordinates. */
export function drawBike(ctx: RenderContext, st: BikeStyle) {
  return [
    farSide(ctx, st),
    wheel(ctx, st, RW, false),
    wheel(ctx, st, FW, true),
    swingarmAndShock(ctx, st),
    frame(ctx, st),
    sidePanel(ctx, st),
    engine(ctx, st),
    exhaust(ctx, st),
    tank(ctx, st),
    seatAndTail(ctx, st),
    frontFender(ctx, st),
    fork(ctx, st, false),
    controls(ctx, st, false),
    headlight(ctx, st),
    pegs(ctx, st),
  ].join('');
}
