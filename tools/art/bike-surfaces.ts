/** How a part is painted in each mode: gradients and soft shading for photos, flat fills and ink for toons; tubes, glints and wheels. */
import {
  type Point,
  TYRE_R,
  f,
  type RenderContext,
  type BikeStyle,
  material,
  blurFilter,
  circlePath,
  ellipsePath,
  annulusPath,
  polar,
  pt,
  arcBand,
  mix,
  shadeMask,
} from './bike-geometry.ts';

function photoGrad(ctx: RenderContext, st: BikeStyle, matName: string, dir: 'h' | 'v' = 'v') {
  const m = material(st, matName);
  return ctx.once(`pg:${m.l}${m.b}${m.d}${m.chrome ? 'c' : ''}:${dir}`, () => {
    const id = ctx.id('g');
    const stops: [number, string][] = m.chrome
      ? [
          [0, m.l],
          [0.3, mix(m.l, m.b, 0.6)],
          [0.46, m.d],
          [0.53, mix(m.d, '#000000', 0.3)],
          [0.58, m.b],
          [0.82, m.l],
          [1, m.d],
        ]
      : [
          [0, m.l],
          [0.45, m.b],
          [1, m.d],
        ];
    ctx.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${dir === 'h' ? 1 : 0}" y2="${dir === 'h' ? 0 : 1}">${stops
        .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
        .join('')}</linearGradient>`,
    );
    return id;
  });
}

/**
 * A filled part. o.sh: depth of the shadow band (units), o.hl: depth of the
 * highlight band, o.flat: no shading, o.noLine: no outline.
 */
export type PartOptions = { sh?: number; hl?: number; flat?: boolean; noLine?: boolean; evenodd?: boolean; gdir?: 'h' | 'v'; ow?: number };

export function part(ctx: RenderContext, st: BikeStyle, d: string, matName: string, o: PartOptions = {}) {
  const m = material(st, matName);
  const sh = o.sh ?? 10;
  const hl = o.hl ?? 0;
  const rule = o.evenodd ? ' fill-rule="evenodd"' : '';
  let s = '';
  if (st.mode === 'photo') {
    s += `<path d="${d}" fill="url(#${photoGrad(ctx, st, matName, o.gdir)})"${rule}/>`;
    if (!o.flat) {
      if (sh > 0) {
        const mk = shadeMask(ctx, d, -sh * 0.3, -sh, sh * 0.55);
        s += `<path d="${d}" fill="${m.d}" mask="url(#${mk})" opacity="0.85"${rule}/>`;
      }
      if (hl > 0) {
        const mk = shadeMask(ctx, d, hl * 0.15, hl, hl * 0.5);
        s += `<path d="${d}" fill="${m.l}" mask="url(#${mk})" opacity="0.9"${rule}/>`;
      }
    }
    if (!o.noLine) s += `<path d="${d}" fill="none" stroke="${mix(m.d, '#000000', 0.5)}" stroke-opacity="0.55" stroke-width="0.8"/>`;
  } else {
    s += `<path d="${d}" fill="${m.b}"${rule}/>`;
    if (!o.flat) {
      if (sh > 0) {
        const mk = shadeMask(ctx, d, -sh * 0.35, -sh, 0);
        s += `<path d="${d}" fill="${m.d}" mask="url(#${mk})"${rule}/>`;
      }
      if (hl > 0) {
        const mk = shadeMask(ctx, d, hl * 0.2, hl, 0);
        s += `<path d="${d}" fill="${m.l}" mask="url(#${mk})"${rule}/>`;
      }
    }
    if (!o.noLine) s += `<path d="${d}" fill="none" stroke="${st.ink}" stroke-width="${o.ow ?? st.ow}" stroke-linejoin="round"/>`;
  }
  return s;
}

/** A tube drawn along a path (pipes, frame, bars). */
export function tube(ctx: RenderContext, st: BikeStyle, d: string, w: number, matName: string, o: { cap?: string; noLine?: boolean } = {}) {
  const m = material(st, matName);
  const cap = o.cap ?? 'round';
  const base = `d="${d}" fill="none" stroke-linecap="${cap}" stroke-linejoin="round"`;
  if (st.mode === 'photo') {
    return (
      `<path ${base} stroke="${mix(m.d, '#000000', 0.35)}" stroke-width="${w}"/>` +
      `<path ${base} stroke="${m.b}" stroke-width="${f(w * 0.72)}" transform="translate(0,${f(-w * 0.06)})"/>` +
      `<path ${base} stroke="${m.l}" stroke-width="${f(w * 0.26)}" transform="translate(0,${f(-w * 0.2)})" opacity="0.9" filter="url(#${blurFilter(
        ctx,
        f(Math.max(0.4, w * 0.05)),
      )})"/>`
    );
  }
  return (
    (o.noLine ? '' : `<path ${base} stroke="${st.ink}" stroke-width="${f(w + 2 * st.ow)}"/>`) +
    `<path ${base} stroke="${m.d}" stroke-width="${w}"/>` +
    `<path ${base} stroke="${m.b}" stroke-width="${f(w * 0.58)}" transform="translate(0,${f(-w * 0.18)})"/>` +
    `<path ${base} stroke="${m.l}" stroke-width="${f(w * 0.16)}" transform="translate(0,${f(-w * 0.3)})"/>`
  );
}

/** Soft specular glint (photo) or a crisp highlight shape (toon). */
type GlintOptions = { color?: string; op?: number; blur?: number; toon?: boolean; toonColor?: string; toonOp?: number };

export function glint(ctx: RenderContext, st: BikeStyle, d: string, o: GlintOptions = {}) {
  if (st.mode === 'photo') {
    return `<path d="${d}" fill="${o.color ?? '#ffffff'}" opacity="${o.op ?? 0.7}" filter="url(#${blurFilter(ctx, o.blur ?? 3)})"/>`;
  }
  if (o.toon === false) return '';
  return `<path d="${d}" fill="${o.toonColor ?? st.shine}" opacity="${o.toonOp ?? 1}"/>`;
}

// ---------------------------------------------------------------- parts --

/**
 * A wheel. Options (all optional; the defaults draw the café racer's wheel):
 * o.tyreInner: radius where the rim meets the tyre (smaller = taller sidewall),
 * o.tread: 'knobby' for off-road blocks, o.whitewall: a pale band on the sidewall,
 * o.cast: cast spokes of material o.cast instead of wire spokes, o.discR: brake disc radius,
 * o.rim: rim material.
 */
export type WheelOptions = { tyreInner?: number; tread?: 'knobby'; whitewall?: boolean; cast?: string; discR?: number; rim?: string };

/** Spokes laced tangentially from the hub to the rim. */
function lacedSpokes(st: BikeStyle, cx: number, cy: number, hubR: number, rimR: number) {
  const m = st.mat;
  const n = st.spokes;
  let sp = '';
  for (let i = 0; i < n; i += 1) {
    const a = (360 / n) * i + 7;
    const dir = i % 2 ? 1 : -1;
    const p0 = polar(cx, cy, hubR, a);
    const p1 = polar(cx, cy, rimR, a + dir * 28);
    sp += `M${pt(p0)} L${pt(p1)} `;
  }
  if (st.mode === 'photo')
    return (
      `<path d="${sp}" stroke="${m.chrome.d}" stroke-width="2.6" opacity="0.9"/>` +
      `<path d="${sp}" stroke="${m.chrome.l}" stroke-width="1.1" transform="translate(0,-0.6)"/>`
    );
  return (
    `<path d="${sp}" stroke="${st.ink}" stroke-width="${f(st.spokeW + 2)}" stroke-linecap="round"/>` +
    `<path d="${sp}" stroke="${m.chrome.b}" stroke-width="${st.spokeW}" stroke-linecap="round"/>`
  );
}

export function wheel(ctx: RenderContext, st: BikeStyle, [cx, cy]: Point, front: boolean, o: WheelOptions = {}) {
  const m = st.mat;
  const ti = o.tyreInner ?? 118;
  const k = ti - 118;
  const rimMat = o.rim ?? 'chrome';
  let s = '';
  // tyre
  if (st.mode === 'photo') {
    const gid = ctx.once(`tyre:${m.rubber.l}${m.rubber.d}`, () => {
      const id = ctx.id('tg');
      ctx.defs.push(
        `<radialGradient id="${id}" gradientUnits="objectBoundingBox" cx="0.5" cy="0.5" r="0.5"><stop offset="0.78" stop-color="${m.rubber.d}"/><stop offset="0.86" stop-color="${m.rubber.b}"/><stop offset="0.93" stop-color="${m.rubber.l}"/><stop offset="1" stop-color="${m.rubber.d}"/></radialGradient>`,
      );
      return id;
    });
    s += `<path d="${annulusPath(cx, cy, ti, TYRE_R)}" fill="url(#${gid})" fill-rule="evenodd"/>`;
    if (o.whitewall)
      s += `<path d="${annulusPath(cx, cy, ti + 6, ti + 20)}" fill="${material(st, 'whitewall').b}" fill-rule="evenodd" opacity="0.92"/>`;
    // tread blocks on the outer edge
    if (o.tread === 'knobby') s += knobs(cx, cy, m.rubber.b, mix(m.rubber.d, '#000000', 0.5), 0);
    else
      s += `<circle cx="${cx}" cy="${cy}" r="${TYRE_R - 3}" fill="none" stroke="${mix(m.rubber.d, '#000000', 0.5)}" stroke-width="5" stroke-dasharray="6 7" opacity="0.7"/>`;
    // top light catching the tyre
    s += `<path d="${arcBand(cx, cy, 128 + Math.min(k, 0) / 2, 146, -150, -40)}" fill="#ffffff" opacity="0.08" filter="url(#${blurFilter(ctx, 4)})"/>`;
  } else {
    if (o.tread === 'knobby') s += knobs(cx, cy, m.rubber.b, st.ink, st.ow);
    s += `<path d="${annulusPath(cx, cy, ti, TYRE_R)}" fill="${m.rubber.b}" fill-rule="evenodd" stroke="${st.ink}" stroke-width="${st.ow}"/>`;
    s += `<path d="${arcBand(cx, cy, 126 + Math.min(k, 0) / 2, 140, -160, -30)}" fill="${m.rubber.l}"/>`;
    s += `<path d="${arcBand(cx, cy, ti + 2, TYRE_R - 2, 20, 160)}" fill="${m.rubber.d}"/>`;
    if (o.whitewall)
      s += `<path d="${annulusPath(cx, cy, ti + 6, ti + 20)}" fill="${material(st, 'whitewall').b}" fill-rule="evenodd" stroke="${st.ink}" stroke-width="${f(st.ow * 0.5)}"/>`;
    s += `<circle cx="${cx}" cy="${cy}" r="${TYRE_R}" fill="none" stroke="${st.ink}" stroke-width="${st.ow}"/>`;
  }
  // rim
  s += part(ctx, st, annulusPath(cx, cy, 106 + k, 119 + k), rimMat, { evenodd: true, sh: 4, hl: 0, noLine: st.mode === 'photo' });
  if (st.mode === 'toon') s += `<path d="${arcBand(cx, cy, 110 + k, 115 + k, -150, -80)}" fill="${st.shine}"/>`;
  const hubR = front ? 22 : 30;
  if (o.cast) {
    s += castSpokes(ctx, st, cx, cy, 106 + k, o.cast);
  } else {
    s += lacedSpokes(st, cx, cy, hubR, 106 + k);
  }
  // hub / brake
  if (front) {
    const dr = o.discR ?? 74;
    s += part(ctx, st, circlePath(cx, cy, dr), 'disc', { sh: 0 });
    let holes = '';
    for (let i = 0; i < 16; i += 1) {
      const p = polar(cx, cy, dr - 14, i * 22.5);
      holes += circlePath(p[0], p[1], 3.2);
    }
    s += `<path d="${holes}" fill="${mix(m.disc.d, '#000000', 0.55)}"/>`;
    if (st.mode === 'photo')
      s += `<path d="${arcBand(cx, cy, dr - 24, dr - 2, -170, -60)}" fill="#ffffff" opacity="0.25" filter="url(#${blurFilter(ctx, 5)})"/>`;
    s += part(ctx, st, circlePath(cx, cy, 40), 'alloy', { sh: 8, hl: 4 });
    let bolts = '';
    for (let i = 0; i < 6; i += 1) {
      const p = polar(cx, cy, 31, i * 60 + 15);
      bolts += circlePath(p[0], p[1], 3);
    }
    s += `<path d="${bolts}" fill="${m.chrome.d}"/>`;
    s += part(ctx, st, circlePath(cx, cy, 14), 'chrome', { sh: 4, hl: 3 });
    // caliper behind the fork leg
    s += part(ctx, st, arcBand(cx, cy, dr - 22, dr + 6, 196, 238), 'caliper', { sh: 6, hl: 3 });
  } else {
    s += part(ctx, st, circlePath(cx, cy, 46), 'alloy', { sh: 10, hl: 6 });
    s += part(ctx, st, circlePath(cx, cy, 33), 'alloy', { sh: 5, hl: 0 });
    s += part(ctx, st, circlePath(cx, cy, 12), 'chrome', { sh: 3, hl: 3 });
    s += glint(ctx, st, ellipsePath(cx - 12, cy - 28, 14, 5), { op: 0.5 });
  }
  return s;
}

/** Off-road tread blocks standing proud of the tyre. */
function knobs(cx: number, cy: number, fill: string, stroke: string, ow: number) {
  let d = '';
  for (let i = 0; i < 36; i += 1) {
    const a = i * 10;
    d += `M${pt(polar(cx, cy, TYRE_R - 4, a - 3.4))} L${pt(polar(cx, cy, TYRE_R + 7, a - 2.8))} L${pt(polar(cx, cy, TYRE_R + 7, a + 2.8))} L${pt(
      polar(cx, cy, TYRE_R - 4, a + 3.4),
    )} Z `;
  }
  return `<path d="${d}" fill="${fill}"${ow ? ` stroke="${stroke}" stroke-width="${f(ow * 0.7)}" stroke-linejoin="round"` : ` stroke="${stroke}" stroke-width="1"`}/>`;
}

/** Five split spokes of a cast wheel. */
function castSpokes(ctx: RenderContext, st: BikeStyle, cx: number, cy: number, rimR: number, mat: string) {
  let d = '';
  for (let i = 0; i < 5; i += 1) {
    for (const side of [-1, 1]) {
      const a = i * 72 - 90 + side * 9;
      const h0 = polar(cx, cy, 36, a - 7);
      const h1 = polar(cx, cy, 36, a + 7);
      const r0 = polar(cx, cy, rimR + 2, a + side * 8 - 3.2);
      const r1 = polar(cx, cy, rimR + 2, a + side * 8 + 3.2);
      d += `M${pt(h0)} L${pt(r0)} L${pt(r1)} L${pt(h1)} Z `;
    }
  }
  return part(ctx, st, d, mat, { sh: 4, hl: 2, ow: st.ow * 0.7 });
}
