/** The street scene: kerb, buildings and a street lamp. */
import { ellipsePath, mix, type RenderContext } from './bike-geometry.ts';
import { f, linear, noiseFilter, rng } from './kit.ts';
import type { Look, Frame, StreetScene, SceneLayers } from './scenes.ts';
import { type Circle, first, cumulus, circles, blur, inked } from './scene-shapes.ts';

// ---------------------------------------------------------------- street --

/** Daytime street: shop fronts behind a pavement, the bike on the road. */
export function street(ctx: RenderContext, look: Look, frame: Frame, o: StreetScene): SceneLayers {
  const { W, H, g, s: k } = frame;
  const r = rng(o.seed);
  const kerb = g - 70 * k;
  const base = kerb - 60 * k;
  const blocks = [];
  let x = -40;
  while (x < W + 40) {
    const w = (220 + r() * 160) * k;
    const h = (420 + r() * 380) * k;
    blocks.push({ x, w, h, hue: r(), awning: r() < 0.6, door: r() });
    x += w;
  }
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
  for (const b of blocks) {
    const c = palette[Math.floor(b.hue * palette.length)] ?? first(palette);
    const top = base - b.h;
    s += `<rect x="${f(b.x)}" y="${f(top)}" width="${f(b.w)}" height="${f(b.h + 10)}" fill="${c}"${stroke}/>`;
    if (!cartoon)
      s += `<rect x="${f(b.x)}" y="${f(top)}" width="${f(b.w)}" height="${f(b.h)}" filter="${noiseFilter(ctx, { freq: 0.03, oct: 3, seed: o.seed + 3, gain: 0.8, bias: -0.3, color: '#000000' })}" opacity="0.4"/>`;
    // cornice
    s += `<rect x="${f(b.x - 6)}" y="${f(top)}" width="${f(b.w + 12)}" height="${f(16 * k)}" fill="${cartoon ? '#ffffff' : mix(c, '#000000', 0.3)}"${stroke}/>`;
    // windows
    let win = '';
    for (let wy = top + 50 * k; wy < base - 250 * k; wy += 120 * k) {
      for (let wx = b.x + 30 * k; wx < b.x + b.w - 70 * k; wx += 80 * k)
        win += `M${f(wx)},${f(wy)} h${f(44 * k)} v${f(70 * k)} h${f(-44 * k)} Z `;
    }
    s += `<path d="${win}" fill="${cartoon ? '#bfe9ff' : '#3a4652'}"${cartoon ? ` stroke="${ink}" stroke-width="4"` : ''}/>`;
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
    // shop front
    const sf = base - 200 * k;
    s += `<rect x="${f(b.x + 16 * k)}" y="${f(sf)}" width="${f(b.w - 32 * k)}" height="${f(200 * k)}" fill="${cartoon ? '#2b2d42' : '#20262c'}"${stroke}/>`;
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
  }
  if (!cartoon) s = `<g ${blur(ctx, 2.2)}>${s}</g>`;
  // pavement, kerb and road
  s += `<rect y="${f(base)}" width="${W}" height="${f(kerb - base)}" fill="${cartoon ? '#d9d9e0' : '#a8a39a'}"${stroke}/>`;
  if (!cartoon)
    s += `<rect y="${f(base)}" width="${W}" height="${f(kerb - base)}" filter="${noiseFilter(ctx, { freq: 0.6, oct: 2, seed: o.seed + 4, gain: 0.8, bias: -0.2 })}" opacity="0.35"/>`;
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
    s += `<rect y="${f(kerb + 14 * k)}" width="${W}" height="${f(H - kerb)}" filter="${noiseFilter(ctx, { freq: 0.9, oct: 2, seed: o.seed + 5, gain: 0.9, bias: -0.25 })}" opacity="0.45"/>`;
  let lines = '';
  for (let xx = -40; xx < W; xx += 170 * k) lines += `M${f(xx)},${f(g + 110 * k)} h${f(90 * k)} `;
  s += `<path d="${lines}" stroke="${cartoon ? '#ffffff' : '#e8e2cf'}" stroke-width="${f(10 * k)}" opacity="${cartoon ? 1 : 0.7}"/>`;
  // a street lamp and a sign pole on the pavement
  const lx = W * (o.lampX ?? 0.12);
  const lamp = `M${f(lx - 6 * k)},${f(base + 10 * k)} V${f(base - 620 * k)} h${f(12 * k)} V${f(base + 10 * k)} Z M${f(lx)},${f(base - 620 * k)} h${f(80 * k)} v${f(12 * k)} h${f(-80 * k)} Z`;
  s += `<path d="${lamp}" fill="${cartoon ? '#3a3f55' : '#2c2f33'}"${stroke}/>`;
  s += `<path d="${ellipsePath(lx + 80 * k, base - 604 * k, 22 * k, 10 * k)}" fill="${cartoon ? '#ffd23f' : '#e8e4d8'}"${stroke}/>`;
  return { back: s, front: '' };
}
