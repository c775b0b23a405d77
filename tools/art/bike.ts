// Parametrised side-view motorcycle drawn as SVG.
//
// One geometry, many looks: `drawBike(ctx, style)` returns an SVG fragment in
// the bike's local coordinate space (ground line at y = 700, the bike spans
// roughly x 80..1030, y 185..700; it faces right). Place it with a transform.
//
// style.mode === 'photo' renders gradients with soft, blurred shading;
// style.mode === 'toon' renders flat cel-shaded fills with ink outlines.

export const BIKE_BOUNDS = { x0: 78, x1: 1032, y0: 185, y1: 700, ground: 700 };

export type Point = [x: number, y: number];

export const RW: Point = [230, 550]; // rear wheel centre
export const FW: Point = [880, 550]; // front wheel centre
export const TYRE_R = 150;

const f = (n: number) => +n.toFixed(1);

/** Collects the <defs> of one SVG document and hands out ids unique within it. */
export type RenderContext = {
  defs: string[];
  id(name: string): string;
  once(key: string, make: () => string): string;
  defsSvg(): string;
};

/** Light, base and dark tone of a material. */
export type Material = { l: string; b: string; d: string; chrome?: boolean };

/** Three tones of one colour: light, base, dark. */
export type Tone = [light: string, base: string, dark: string];

type CoreMaterialName =
  | 'paint'
  | 'panel'
  | 'frame'
  | 'chrome'
  | 'pipe'
  | 'pipeFar'
  | 'pipeEnd'
  | 'alloy'
  | 'engine'
  | 'engineDark'
  | 'filter'
  | 'rubber'
  | 'seat'
  | 'slider'
  | 'disc'
  | 'caliper'
  | 'sprocket'
  | 'chain'
  | 'spring'
  | 'tail'
  | 'indicator'
  | 'badge';

/** Every style has the café racer's materials; builds add their own (paint2, plate, screen, ...). */
export type Materials = Record<CoreMaterialName, Material> & Partial<Record<string, Material>>;

/** How a bike is painted: 'photo' shades with soft gradients, 'toon' with flat cels and ink outlines. */
export type BikeStyle = {
  mode: 'photo' | 'toon';
  ink: string;
  /** Outline width. */
  ow: number;
  spokes: number;
  spokeW: number;
  stripe: string;
  lamp: string;
  shine: string;
  mat: Materials;
};

/** A material by name; the builds name materials that only some styles define. */
export function material(st: BikeStyle, name: string): Material {
  const m = st.mat[name];
  if (!m) throw new Error(`The style has no material "${name}"`);
  return m;
}

/** Draws one part of a bike (or a whole build) as an SVG fragment in bike-local coordinates. */
export type BikeDrawing = (ctx: RenderContext, st: BikeStyle) => string;

/** Handlebars and levers, drawn for the near side or, shifted and dimmed, the far side. */
export type BarsDrawing = (ctx: RenderContext, st: BikeStyle, far: boolean) => string;

// ---------------------------------------------------------------- context --

/** A render context collects <defs> and hands out unique ids. */
export function createCtx(prefix: string): RenderContext {
  let n = 0;
  const defs: string[] = [];
  const cache = new Map<string, string>();
  return {
    defs,
    id(name) {
      n += 1;
      return `${prefix}-${name}${n}`;
    },
    once(key, make) {
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const made = make();
      cache.set(key, made);
      return made;
    },
    defsSvg() {
      return `<defs>${defs.join('')}</defs>`;
    },
  };
}

export function blurFilter(ctx: RenderContext, sd: number): string {
  return ctx.once(`blur:${sd}`, () => {
    const id = ctx.id('blur');
    ctx.defs.push(
      `<filter id="${id}" x="-100%" y="-100%" width="300%" height="300%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return id;
  });
}

// ---------------------------------------------------------------- geometry --

export const circlePath = (cx: number, cy: number, r: number) =>
  `M${f(cx - r)},${f(cy)} a${f(r)},${f(r)} 0 1,0 ${f(2 * r)},0 a${f(r)},${f(r)} 0 1,0 ${f(-2 * r)},0 Z`;

export const ellipsePath = (cx: number, cy: number, rx: number, ry: number) =>
  `M${f(cx - rx)},${f(cy)} a${f(rx)},${f(ry)} 0 1,0 ${f(2 * rx)},0 a${f(rx)},${f(ry)} 0 1,0 ${f(-2 * rx)},0 Z`;

export const annulusPath = (cx: number, cy: number, r1: number, r2: number) => `${circlePath(cx, cy, r2)} ${circlePath(cx, cy, r1)}`;

export const polar = (cx: number, cy: number, r: number, deg: number): Point => {
  const a = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
};
export const pt = (p: Point) => `${f(p[0])},${f(p[1])}`;

export function arcBand(cx: number, cy: number, r1: number, r2: number, a0: number, a1: number) {
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  return `M${pt(polar(cx, cy, r2, a0))} A${r2},${r2} 0 ${large} 1 ${pt(polar(cx, cy, r2, a1))} L${pt(
    polar(cx, cy, r1, a1),
  )} A${r1},${r1} 0 ${large} 0 ${pt(polar(cx, cy, r1, a0))} Z`;
}

export const roundRect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${f(x + r)},${f(y)} h${f(w - 2 * r)} a${r},${r} 0 0 1 ${r},${r} v${f(h - 2 * r)} a${r},${r} 0 0 1 ${-r},${r} h${f(
    -(w - 2 * r),
  )} a${r},${r} 0 0 1 ${-r},${-r} v${f(-(h - 2 * r))} a${r},${r} 0 0 1 ${r},${-r} Z`;

// ---------------------------------------------------------------- colour --

function hex(c: string): [number, number, number] {
  const m = c.replace('#', '');
  return [parseInt(m.slice(0, 2), 16), parseInt(m.slice(2, 4), 16), parseInt(m.slice(4, 6), 16)];
}
/** The colour `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number) {
  const A = hex(a);
  const B = hex(b);
  return `#${A.map((v, i) =>
    Math.round(v + ((B[i] ?? v) - v) * t)
      .toString(16)
      .padStart(2, '0'),
  ).join('')}`;
}

// ---------------------------------------------------------------- shading --

export function shadeMask(ctx: RenderContext, d: string, dx: number, dy: number, sd: number) {
  const id = ctx.id('m');
  const blur = sd ? ` filter="url(#${blurFilter(ctx, sd)})"` : '';
  ctx.defs.push(
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="-3000" y="-3000" width="8000" height="8000"><path d="${d}" fill="#fff"/><path d="${d}" fill="#000" transform="translate(${f(dx)},${f(dy)})"${blur}/></mask>`,
  );
  return id;
}

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
    // spokes, tangentially laced
    const n = st.spokes;
    let sp = '';
    for (let i = 0; i < n; i += 1) {
      const a = (360 / n) * i + 7;
      const dir = i % 2 ? 1 : -1;
      const p0 = polar(cx, cy, hubR, a);
      const p1 = polar(cx, cy, 106 + k, a + dir * 28);
      sp += `M${pt(p0)} L${pt(p1)} `;
    }
    if (st.mode === 'photo') {
      s += `<path d="${sp}" stroke="${m.chrome.d}" stroke-width="2.6" opacity="0.9"/>`;
      s += `<path d="${sp}" stroke="${m.chrome.l}" stroke-width="1.1" transform="translate(0,-0.6)"/>`;
    } else {
      s += `<path d="${sp}" stroke="${st.ink}" stroke-width="${f(st.spokeW + 2)}" stroke-linecap="round"/>`;
      s += `<path d="${sp}" stroke="${m.chrome.b}" stroke-width="${st.spokeW}" stroke-linecap="round"/>`;
    }
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

// ---------------------------------------------------------------- styles --

const M = (l: string, b: string, d: string, extra: { chrome?: boolean } = {}): Material => ({ l, b, d, ...extra });

/** Materials shared by the realistic renders; override paint via options, add more via `extra` (name -> [light, base, dark]). */
type PhotoStyleOptions = { paint?: Tone; stripe?: string; seat?: Tone; spring?: Tone | null; extra?: Record<string, Tone> };

export function photoStyle({
  paint = ['#e0564a', '#b3261e', '#5c0f0b'],
  stripe = '#f3efe6',
  seat = ['#5a4a3e', '#2d241d', '#120e0b'],
  spring = null,
  extra = {},
}: PhotoStyleOptions = {}): BikeStyle {
  return {
    mode: 'photo',
    ink: '#000',
    ow: 0,
    spokes: 36,
    spokeW: 0,
    stripe,
    lamp: '#d9dde0',
    shine: '#fff',
    mat: {
      paint: M(...paint),
      panel: M(...paint),
      frame: M('#4a4a4d', '#1e1e20', '#060607'),
      chrome: M('#fffdf8', '#b9b8b4', '#3d3832', { chrome: true }),
      pipe: M('#fffcf6', '#b5b3ae', '#35302a', { chrome: true }),
      pipeFar: M('#b0b4ba', '#6e7278', '#1d1f22', { chrome: true }),
      pipeEnd: M('#d4d7db', '#8c9096', '#2f3236'),
      alloy: M('#e9eaec', '#a7aaaf', '#4b4e53'),
      engine: M('#b6b8bb', '#7a7d82', '#2e3034'),
      engineDark: M('#3a3b3e', '#232426', '#0d0d0e'),
      filter: M('#4a4a4a', '#262626', '#0c0c0c'),
      rubber: M('#3a3a3b', '#1c1c1d', '#0a0a0a'),
      seat: M(...seat),
      slider: M('#d9dbde', '#9a9ea3', '#45484c'),
      disc: M('#c9ccd0', '#9a9ea4', '#50545a'),
      caliper: M('#6a6d72', '#34363a', '#101112'),
      sprocket: M('#8a8d92', '#5b5e63', '#232428'),
      chain: M('#7a7c80', '#4a4c50', '#161718'),
      spring: spring ? M(...spring) : M('#f4f4f4', '#b5b9be', '#44484d'),
      tail: M('#ff6a5e', '#c0150c', '#4d0603'),
      indicator: M('#ffd08a', '#f59e0b', '#7a4a04'),
      badge: M('#fffbe8', '#d8c48a', '#6b5a2a'),
      ...Object.fromEntries(Object.entries(extra).map(([name, tone]) => [name, M(...tone)])),
    },
  };
}

/**
 * Flat cel-shaded renders. `p` holds the palette: paint, stripe, frame,
 * chrome, engine, rubber, seat, accent, ink, shine, lamp; `extra` adds more
 * materials (name -> base colour).
 */
export type ToonPalette = {
  paint: string;
  stripe: string;
  frame: string;
  chrome: string;
  engine: string;
  rubber: string;
  seat: string;
  accent: string;
  pipe?: string;
  alloy?: string;
  panel?: string;
  disc?: string;
  spring?: string;
  tail?: string;
  indicator?: string;
  badge?: string;
  ink?: string;
  shine?: string;
  lamp?: string;
  shadowTint?: string;
  shadowAmt?: number;
  ow?: number;
  spokes?: number;
  spokeW?: number;
  extra?: Record<string, string>;
};

export function toonStyle(p: ToonPalette): BikeStyle {
  const sh = (c: string, t: number) => mix(c, p.shadowTint ?? '#000000', t);
  const li = (c: string, t: number) => mix(c, '#ffffff', t);
  const tri = (c: string) => M(li(c, 0.35), c, sh(c, p.shadowAmt ?? 0.38));
  return {
    mode: 'toon',
    ink: p.ink ?? '#111111',
    ow: p.ow ?? 4,
    spokes: p.spokes ?? 20,
    spokeW: p.spokeW ?? 3,
    stripe: p.stripe,
    lamp: p.lamp ?? '#fff7d6',
    shine: p.shine ?? '#ffffff',
    mat: {
      paint: tri(p.paint),
      panel: tri(p.panel ?? p.paint),
      frame: tri(p.frame),
      chrome: tri(p.chrome),
      pipe: tri(p.pipe ?? p.chrome),
      pipeFar: M(sh(p.pipe ?? p.chrome, 0.3), sh(p.pipe ?? p.chrome, 0.45), sh(p.pipe ?? p.chrome, 0.65)),
      pipeEnd: tri(sh(p.pipe ?? p.chrome, 0.3)),
      alloy: tri(p.alloy ?? p.chrome),
      engine: tri(p.engine),
      engineDark: tri(sh(p.engine, 0.55)),
      filter: tri(p.rubber),
      rubber: tri(p.rubber),
      seat: tri(p.seat),
      slider: tri(p.alloy ?? p.chrome),
      disc: tri(p.disc ?? sh(p.chrome, 0.15)),
      caliper: tri(p.accent),
      sprocket: tri(sh(p.chrome, 0.3)),
      chain: M(sh(p.chrome, 0.2), sh(p.chrome, 0.35), sh(p.chrome, 0.6)),
      spring: tri(p.spring ?? p.accent),
      tail: tri(p.tail ?? '#ff3b30'),
      indicator: tri(p.indicator ?? '#ffb020'),
      badge: tri(p.badge ?? p.stripe),
      ...Object.fromEntries(Object.entries(p.extra ?? {}).map(([name, c]) => [name, tri(c)])),
    },
  };
}

export const tone = (c: string, light = 0.4, dark = 0.62): Tone => [mix(c, '#ffffff', light), c, mix(c, '#000000', dark)];

// ---------------------------------------------------------------- bike styles --

/** The photo-like look of a bike from its base colours: the gallery's originals and the engine's fixtures. */
/** A bike's own colours; the styles derive their palettes from them. */
export type BikeColours = {
  paint: string;
  stripe: string;
  seat: string;
  paint2?: string;
  plate?: string;
  cast?: string;
  frame?: string;
  whitewall?: boolean;
};

export function photoBikeStyle(b: BikeColours): BikeStyle {
  const st = photoStyle({
    paint: tone(b.paint),
    stripe: b.stripe,
    seat: tone(b.seat, 0.25, 0.7),
    extra: {
      paint2: tone(b.paint2 ?? b.stripe),
      plate: tone(b.plate ?? '#ece6d8', 0.3, 0.5),
      screen: ['#8a9aa8', '#2a3440', '#0a0e12'],
      cast: tone(b.cast ?? '#26262a', 0.35, 0.7),
      whitewall: ['#ffffff', '#efece4', '#9a978f'],
      shield: ['#4a4a4d', '#1e1e20', '#060607'],
      lens: ['#ffffff', '#d9dde0', '#707478'],
    },
  });
  if (b.frame) {
    const [l, base, d] = tone(b.frame);
    st.mat.frame = { l, b: base, d };
  }
  return st;
}
