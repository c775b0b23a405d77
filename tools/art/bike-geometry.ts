/** The bike's frame of reference and the SVG primitives every drawing uses: its wheels' places, materials, paths and colour mixing. */
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

export const f = (n: number) => +n.toFixed(1);

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
