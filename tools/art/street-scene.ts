/** The street scene: kerb, buildings and a street lamp. */
import { ellipsePath, mix, type RenderContext } from './bike-geometry.ts';
import { f, linear, noiseFilter, rng, type Random } from './kit.ts';
import type { Look, Frame, StreetScene, SceneLayers } from './scenes.ts';
import { type Circle, first, cumulus, circles, blur, inked } from './scene-shapes.ts';

// ---------------------------------------------------------------- street --

type Block = { x: number; w: number; h: number; hue: number; awning: boolean; door: number };

/** How a street is drawn in a look: flat and inked for the cartoon, textured and softened otherwise. */
type StreetLook = { ctx: RenderContext; cartoon: boolean; ink: string; stroke: string; seed: number; k: number };

/** Buildings side by side across the width, each of its own size and colour, some with an awning. */
function streetBlocks(r: Random, W: number, k: number): Block[] {
  const blocks = [];
  let x = -40;
  while (x < W + 40) {
    const w = (220 + r() * 160) * k;
    const h = (420 + r() * 380) * k;
    blocks.push({ x, w, h, hue: r(), awning: r() < 0.6, door: r() });
    x += w;
  }
  return blocks;
}

/** A building's rows of windows above its shop front. */
function buildingWindows(sl: StreetLook, b: Block, top: number, base: number): string {
  const { ctx, cartoon, ink, k } = sl;
  let win = '';
  for (let wy = top + 50 * k; wy < base - 250 * k; wy += 120 * k) {
    for (let wx = b.x + 30 * k; wx < b.x + b.w - 70 * k; wx += 80 * k)
      win += `M${f(wx)},${f(wy)} h${f(44 * k)} v${f(70 * k)} h${f(-44 * k)} Z `;
  }
  let s = `<path d="${win}" fill="${cartoon ? '#bfe9ff' : '#3a4652'}"${cartoon ? ` stroke="${ink}" stroke-width="4"` : ''}/>`;
  if (!cartoon)
    s += `<path d="${win}" fill="${linear(
      ctx,
      [
        [0, '#9fc4e0', 0.5],
        [1, '#9fc4e0', 0],
      ],
      0,
      0,
      1,
      1,
    )}"/>`;
  return s;
}

/** A building's shop front: its dark opening, its window and perhaps a striped awning. */
function shopFront(sl: StreetLook, b: Block, base: number): string {
  const { ctx, cartoon, ink, stroke, k } = sl;
  const sf = base - 200 * k;
  let s = `<rect x="${f(b.x + 16 * k)}" y="${f(sf)}" width="${f(b.w - 32 * k)}" height="${f(200 * k)}" fill="${cartoon ? '#2b2d42' : '#20262c'}"${stroke}/>`;
  s += `<rect x="${f(b.x + 26 * k)}" y="${f(sf + 14 * k)}" width="${f(b.w * 0.55)}" height="${f(150 * k)}" fill="${
    cartoon
      ? '#8fd3ff'
      : linear(ctx, [
          [0, '#6f8a9c'],
          [1, '#2a343c'],
        ])
  }"${cartoon ? ` stroke="${ink}" stroke-width="4"` : ''}/>`;
  if (b.awning) {
    const aw = `M${f(b.x + 10 * k)},${f(sf - 10 * k)} h${f(b.w - 20 * k)} l${f(16 * k)},${f(60 * k)} h${f(-(b.w + 12 * k))} Z`;
    s += `<path d="${aw}" fill="${cartoon ? '#ff4d6d' : '#7a2b22'}"${stroke}/>`;
    let st = '';
    for (let ax = b.x + 10 * k; ax < b.x + b.w - 20 * k; ax += 40 * k)
      st += `M${f(ax)},${f(sf - 10 * k)} l${f(8 * k)},${f(60 * k)} h${f(20 * k)} l${f(-8 * k)},${f(-60 * k)} Z `;
    s += `<path d="${st}" fill="${cartoon ? '#ffffff' : '#e8dcc8'}" opacity="${cartoon ? 1 : 0.8}"/>`;
  }
  return s;
}

/** One building: its wall, cornice, windows and shop front. */
function building(sl: StreetLook, b: Block, c: string, base: number): string {
  const { ctx, cartoon, stroke, seed, k } = sl;
  const top = base - b.h;
  let s = `<rect x="${f(b.x)}" y="${f(top)}" width="${f(b.w)}" height="${f(b.h + 10)}" fill="${c}"${stroke}/>`;
  if (!cartoon)
    s += `<rect x="${f(b.x)}" y="${f(top)}" width="${f(b.w)}" height="${f(b.h)}" filter="${noiseFilter(ctx, { freq: 0.03, oct: 3, seed: seed + 3, gain: 0.8, bias: -0.3, color: '#000000' })}" opacity="0.4"/>`;
  // cornice
  s += `<rect x="${f(b.x - 6)}" y="${f(top)}" width="${f(b.w + 12)}" height="${f(16 * k)}" fill="${cartoon ? '#ffffff' : mix(c, '#000000', 0.3)}"${stroke}/>`;
  return s + buildingWindows(sl, b, top, base) + shopFront(sl, b, base);
}

/** The pavement, the kerb and the road with its lane markings. */
function streetGround(sl: StreetLook, frame: Frame, base: number, kerb: number): string {
  const { ctx, cartoon, stroke, seed, k } = sl;
  const { W, H, g } = frame;
  let s = `<rect y="${f(base)}" width="${W}" height="${f(kerb - base)}" fill="${cartoon ? '#d9d9e0' : '#a8a39a'}"${stroke}/>`;
  if (!cartoon)
    s += `<rect y="${f(base)}" width="${W}" height="${f(kerb - base)}" filter="${noiseFilter(ctx, { freq: 0.6, oct: 2, seed: seed + 4, gain: 0.8, bias: -0.2 })}" opacity="0.35"/>`;
  s += `<rect y="${f(kerb)}" width="${W}" height="${f(14 * k)}" fill="${cartoon ? '#ffffff' : '#c9c4ba'}"${stroke}/>`;
  s += `<rect y="${f(kerb + 14 * k)}" width="${W}" height="${f(H - kerb)}" fill="${
    cartoon
      ? '#7d8090'
      : linear(ctx, [
          [0, '#55585e'],
          [1, '#2e3034'],
        ])
  }"${stroke}/>`;
  if (!cartoon)
    s += `<rect y="${f(kerb + 14 * k)}" width="${W}" height="${f(H - kerb)}" filter="${noiseFilter(ctx, { freq: 0.9, oct: 2, seed: seed + 5, gain: 0.9, bias: -0.25 })}" opacity="0.45"/>`;
  let lines = '';
  for (let xx = -40; xx < W; xx += 170 * k) lines += `M${f(xx)},${f(g + 110 * k)} h${f(90 * k)} `;
  s += `<path d="${lines}" stroke="${cartoon ? '#ffffff' : '#e8e2cf'}" stroke-width="${f(10 * k)}" opacity="${cartoon ? 1 : 0.7}"/>`;
  return s;
}

/** A street lamp on the pavement. */
function streetLamp(sl: StreetLook, lx: number, base: number): string {
  const { cartoon, stroke, k } = sl;
  const lamp = `M${f(lx - 6 * k)},${f(base + 10 * k)} V${f(base - 620 * k)} h${f(12 * k)} V${f(base + 10 * k)} Z M${f(lx)},${f(base - 620 * k)} h${f(80 * k)} v${f(12 * k)} h${f(-80 * k)} Z`;
  return (
    `<path d="${lamp}" fill="${cartoon ? '#3a3f55' : '#2c2f33'}"${stroke}/>` +
    `<path d="${ellipsePath(lx + 80 * k, base - 604 * k, 22 * k, 10 * k)}" fill="${cartoon ? '#ffd23f' : '#e8e4d8'}"${stroke}/>`
  );
}

/** Daytime street: shop fronts behind a pavement, the bike on the road. */
export function street(ctx: RenderContext, look: Look, frame: Frame, o: StreetScene): SceneLayers {
  const { W, H, g, s: k } = frame;
  const r = rng(o.seed);
  const kerb = g - 70 * k;
  const base = kerb - 60 * k;
  const blocks = streetBlocks(r, W, k);
  const cartoon = look === 'cartoon';
  const ink = '#000';
  const palette = cartoon
    ? ['#ff6b6b', '#ffd23f', '#4ecdc4', '#a78bfa', '#ff9f43', '#6ec3ff']
    : ['#b85a45', '#c9b08a', '#7d8a8f', '#a7784f', '#d8cfc0', '#6a7d6e'];
  let s = cartoon
    ? `<rect width="${W}" height="${H}" fill="#6ec3ff"/>`
    : `<rect width="${W}" height="${H}" fill="${linear(ctx, [
        [0, '#7aa7d9'],
        [1, '#d6e6f2'],
      ])}"/>`;
  if (cartoon) {
    const clouds: Circle[] = [
      [W * 0.2, base - 860 * k, 200 * k],
      [W * 0.75, base - 900 * k, 160 * k],
    ];
    for (const [cx0, cy0, w0] of clouds) {
      const c = cumulus(r, cx0, cy0, w0);
      s += inked(circles(c), '#fff', ink, 3.5);
    }
  }
  const stroke = cartoon ? ` stroke="${ink}" stroke-width="6" stroke-linejoin="round"` : '';
  const sl: StreetLook = { ctx, cartoon, ink, stroke, seed: o.seed, k };
  for (const b of blocks) s += building(sl, b, palette[Math.floor(b.hue * palette.length)] ?? first(palette), base);
  if (!cartoon) s = `<g ${blur(ctx, 2.2)}>${s}</g>`;
  s += streetGround(sl, frame, base, kerb);
  s += streetLamp(sl, W * (o.lampX ?? 0.12), base);
  return { back: s, front: '' };
}
