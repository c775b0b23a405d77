/** The night city scene: skyline, neon and wet asphalt. */
import { circlePath, type RenderContext } from './bike-geometry.ts';
import { cityLayer, f, linear, neonGlow, noiseFilter, radial, rng, type Random } from './kit.ts';
import type { Look, Frame, NightScene, SceneLayers } from './scenes.ts';
import { blur } from './scene-shapes.ts';

// ---------------------------------------------------------------- night city --

/** What every part of a night street is drawn from: the look, the frame, the horizon and the scene's random numbers. */
type NightStreet = { ctx: RenderContext; frame: Frame; o: NightScene; cyber: boolean; horizon: number; k: number; r: Random };

type Sign = { x: number; y: number; w: number; h: number; c: string | undefined; shop: string | undefined };

/** The night sky with its stars or haze, and in cyberpunk a glowing moon. */
function nightSky({ ctx, frame, o, cyber, horizon, k, r }: NightStreet): string {
  const { W } = frame;
  let s = '';
  if (cyber) {
    s += `<rect width="${W}" height="${f(horizon + 4)}" fill="${linear(ctx, [
      [0, '#07031a'],
      [0.5, '#1f0a45'],
      [0.85, '#6a1a6e'],
      [1, '#c2307a'],
    ])}"/>`;
  } else {
    s += `<rect width="${W}" height="${f(horizon + 4)}" fill="${linear(ctx, [
      [0, '#0a0f1c'],
      [0.7, '#1c2436'],
      [1, '#3a3a48'],
    ])}"/>`;
  }
  let stars = '';
  for (let i = 0; i < 60; i += 1) stars += circlePath(r() * W, r() * horizon * 0.4, 0.8 + r());
  s += `<path d="${stars}" fill="#fff" opacity="${cyber ? 0.5 : 0.25}"/>`;
  if (cyber && o.moon !== false) {
    s += `<circle cx="${f(W * (o.moonX ?? 0.78))}" cy="${f(horizon * 0.22)}" r="${f(70 * k)}" fill="#ffe3f5" opacity="0.9" filter="url(#${neonGlow(ctx, 18, 1.2)})"/>`;
  }
  return s;
}

/** Far towers in the haze, the city's glow, and near towers, all with lit windows. */
function towers({ ctx, frame, cyber, horizon, k, r }: NightStreet): string {
  const { W } = frame;
  let s = '';
  const far = cityLayer(r, {
    x0: -20,
    x1: W + 20,
    base: horizon,
    minH: 160 * k,
    maxH: horizon * 0.7,
    minW: 50 * k,
    maxW: 110 * k,
    fill: cyber ? '#2a1050' : '#1a2030',
    windowColors: cyber ? ['#ff8ad8', '#7df9ff', '#ffd27a'] : ['#ffd9a0', '#cfe2ff'],
    windowOp: cyber ? 0.45 : 0.35,
    lit: 0.1,
  });
  s += `<g opacity="0.9" ${cyber ? '' : blur(ctx, 1.5)}>${far}</g>`;
  s += `<rect y="${f(horizon - 200 * k)}" width="${W}" height="${f(200 * k)}" fill="${linear(ctx, [
    [0, cyber ? '#ff2e88' : '#ffb36b', 0],
    [1, cyber ? '#ff2e88' : '#ffb36b', cyber ? 0.3 : 0.12],
  ])}"/>`;
  const near = cityLayer(r, {
    x0: -30,
    x1: W + 30,
    base: horizon,
    minH: 240 * k,
    maxH: horizon * 0.95,
    minW: 90 * k,
    maxW: 190 * k,
    fill: cyber ? '#140828' : '#0e121c',
    windowColors: cyber ? ['#22e5ff', '#ff2e88', '#ffd166', '#b388ff'] : ['#ffcf8a', '#fff1d6', '#a8c8ff'],
    windowOp: cyber ? 0.8 : 0.7,
    lit: 0.14,
  });
  s += cyber ? near : `<g ${blur(ctx, 1)}>${near}</g>`;
  return s;
}

/** Where the signs on the near towers hang, their size, and their neon and shop-window colours. */
function signsOf({ frame, o, horizon, k, r }: NightStreet): Sign[] {
  const { W } = frame;
  const signs = [];
  for (let i = 0; i < (o.signs ?? 5); i += 1) {
    const sx = W * (0.05 + 0.9 * r());
    const sy = horizon * (0.35 + 0.5 * r());
    const vertical = r() < 0.5;
    const w = vertical ? 26 * k : (90 + r() * 80) * k;
    const h = vertical ? (120 + r() * 120) * k : 40 * k;
    signs.push({
      x: sx,
      y: sy,
      w,
      h,
      c: ['#ff2e88', '#22e5ff', '#ffd166', '#b388ff'][i % 4],
      shop: ['#ff8a5c', '#ffd9a0', '#a8d8ff', '#ffb0b0'][i % 4],
    });
  }
  return signs;
}

/** The signs as dashed neon tubes (cyberpunk). */
function neonSigns({ ctx, k }: NightStreet, signs: Sign[]): string {
  let neon = '';
  for (const sg of signs) {
    neon += `<rect x="${f(sg.x)}" y="${f(sg.y)}" width="${f(sg.w)}" height="${f(sg.h)}" rx="${f(6 * k)}" fill="#0a0418" stroke="${sg.c}" stroke-width="${f(5 * k)}"/>`;
    const lines =
      sg.w > sg.h
        ? `M${f(sg.x + 14 * k)},${f(sg.y + sg.h / 2)} h${f(sg.w - 28 * k)}`
        : `M${f(sg.x + sg.w / 2)},${f(sg.y + 14 * k)} v${f(sg.h - 28 * k)}`;
    neon += `<path d="${lines}" stroke="${sg.c}" stroke-width="${f(6 * k)}" stroke-dasharray="${f(18 * k)} ${f(10 * k)}" stroke-linecap="round"/>`;
  }
  return `<g filter="url(#${neonGlow(ctx, 8, 1.4)})">${neon}</g>`;
}

/** A holographic billboard with scan lines, a ring and lines of text. */
function billboard({ ctx, frame, horizon, k }: NightStreet, [x, y, w, h]: [number, number, number, number]): string {
  const { W } = frame;
  const [bx, by, bw, bh] = [x * W, y * horizon, w * W, h * horizon];
  let s = `<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" fill="${linear(ctx, [
    [0, '#22e5ff', 0.55],
    [1, '#b388ff', 0.25],
  ])}" filter="url(#${neonGlow(ctx, 10, 1)})"/>`;
  let scan = '';
  for (let y = by + 6; y < by + bh; y += 8) scan += `M${f(bx)},${f(y)} h${f(bw)} `;
  s += `<path d="${scan}" stroke="#0a0418" stroke-width="2" opacity="0.5"/>`;
  s += `<path d="${circlePath(bx + bw * 0.3, by + bh * 0.5, bh * 0.28)}" fill="none" stroke="#e8fdff" stroke-width="${f(6 * k)}" opacity="0.9"/>`;
  s += `<path d="M${f(bx + bw * 0.5)},${f(by + bh * 0.35)} h${f(bw * 0.38)} M${f(bx + bw * 0.5)},${f(by + bh * 0.55)} h${f(bw * 0.28)} M${f(bx + bw * 0.5)},${f(by + bh * 0.72)} h${f(bw * 0.33)}" stroke="#e8fdff" stroke-width="${f(7 * k)}" stroke-linecap="round" opacity="0.85"/>`;
  return s;
}

/** The signs as lit shop windows softened by the lens (photo). */
function shopSigns({ ctx, k }: NightStreet, signs: Sign[]): string {
  let lit = '';
  for (const sg of signs)
    lit += `<rect x="${f(sg.x)}" y="${f(sg.y)}" width="${f(sg.w)}" height="${f(sg.h)}" rx="${f(4 * k)}" fill="${sg.shop}"/>`;
  return `<g opacity="0.75" ${blur(ctx, 3)}>${lit}</g>` + `<g opacity="0.35" ${blur(ctx, 16)}>${lit}</g>`;
}

/** Street lamps: bokeh in the photo, glowing poles in cyberpunk. */
function streetLamps({ ctx, cyber, horizon, k }: NightStreet, lamps: number[]): string {
  let s = '';
  for (const lx of lamps) {
    const top = horizon - 330 * k;
    s += `<path d="M${f(lx - 4 * k)},${f(horizon)} V${f(top)} h${f(8 * k)} V${f(horizon)} Z M${f(lx)},${f(top)} h${f(60 * k)} v${f(8 * k)} h${f(-60 * k)} Z" fill="${cyber ? '#1a0a30' : '#0b0d12'}"/>`;
    const lc = cyber ? '#ff9ad8' : '#ffcf8a';
    s += `<ellipse cx="${f(lx + 56 * k)}" cy="${f(top + 12 * k)}" rx="${f(18 * k)}" ry="${f(7 * k)}" fill="${lc}"/>`;
    s += `<circle cx="${f(lx + 56 * k)}" cy="${f(top + 14 * k)}" r="${f(70 * k)}" fill="${radial(ctx, [
      [0, lc, 0.6],
      [1, lc, 0],
    ])}"/>`;
  }
  return s;
}

/** The wet street, with the signs and lamps reflected in it, stretched downwards. */
function wetStreet({ ctx, frame, o, cyber, horizon, k }: NightStreet, signs: Sign[], lamps: number[]): string {
  const { W, H } = frame;
  let s = `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${linear(
    ctx,
    cyber
      ? [
          [0, '#2a0b3d'],
          [0.35, '#12061f'],
          [1, '#07030d'],
        ]
      : [
          [0, '#2a2c34'],
          [0.4, '#17181d'],
          [1, '#0b0b0e'],
        ],
  )}"/>`;
  s += `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" filter="${noiseFilter(ctx, { freq: '0.01 0.08', oct: 3, seed: o.seed + 2, gain: 1, bias: -0.35, color: cyber ? '#3a1060' : '#3a3a44' })}" opacity="0.6"/>`;
  let refl = '';
  for (const sg of signs)
    refl += `<rect x="${f(sg.x)}" y="${f(horizon + 4)}" width="${f(Math.max(sg.w, 20 * k))}" height="${f((H - horizon) * 0.8)}" fill="${cyber ? sg.c : sg.shop}"/>`;
  for (const lx of lamps)
    refl += `<rect x="${f(lx + 46 * k)}" y="${f(horizon + 4)}" width="${f(20 * k)}" height="${f((H - horizon) * 0.9)}" fill="${cyber ? '#ff9ad8' : '#ffcf8a'}"/>`;
  s += `<g opacity="${cyber ? 0.3 : 0.22}" ${blur(ctx, 7)}>${refl}</g>`;
  return s;
}

/** Neon lane markings in perspective (cyberpunk), or the road's faded dashes (photo). */
function laneMarkings({ ctx, frame, cyber, horizon, k }: NightStreet): string {
  const { W, H, g } = frame;
  if (!cyber) {
    let dash = '';
    for (let x = -40; x < W; x += 170 * k) dash += `M${f(x)},${f(g + 90 * k)} h${f(90 * k)} `;
    return `<path d="${dash}" stroke="#d8d2c0" stroke-width="${f(9 * k)}" opacity="0.35"/>`;
  }
  let grid = '';
  const vx = W / 2;
  for (let i = -10; i <= 10; i += 1) grid += `M${f(vx + i * 26)},${f(horizon)} L${f(vx + i * 260 * k)},${H} `;
  for (let i = 1; i < 10; i += 1) grid += `M0,${f(horizon + (i / 10) ** 2.2 * (H - horizon))} H${W} `;
  const gm = ctx.id('gm');
  ctx.defs.push(
    `<mask id="${gm}"><rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${linear(ctx, [
      [0, '#fff', 0.05],
      [0.5, '#fff', 0.45],
      [1, '#fff', 0.8],
    ])}"/></mask>`,
  );
  return `<g mask="url(#${gm})"><path d="${grid}" stroke="#ff2e88" stroke-width="2" fill="none" filter="url(#${neonGlow(ctx, 4, 1.2)})"/></g>`;
}

/** Rain streaks in front of the bike; none unless the scene asks for rain. */
function rain({ frame, o, cyber, k }: NightStreet): string {
  const { W, H } = frame;
  const rr = rng(o.seed + 8);
  let streaks = '';
  for (let i = 0; i < (o.rain ?? 0); i += 1) {
    const x = rr() * W;
    const y = rr() * H;
    const l = (20 + rr() * 34) * k;
    streaks += `M${f(x)},${f(y)} l${f(-l * 0.18)},${f(l)} `;
  }
  return streaks
    ? `<path d="${streaks}" stroke="${cyber ? '#bfefff' : '#d8e4f0'}" stroke-width="1.4" opacity="${cyber ? 0.3 : 0.22}"/>`
    : '';
}

/** Night street: towers with lit windows, wet road reflecting signs; photo or cyberpunk. */
export function nightCity(ctx: RenderContext, look: Look, frame: Frame, o: NightScene): SceneLayers {
  const { W, g, s: k } = frame;
  const cyber = look === 'cyberpunk';
  const night: NightStreet = { ctx, frame, o, cyber, horizon: g - 210 * k, k, r: rng(o.seed) };
  let s = nightSky(night) + towers(night);
  const signs = signsOf(night);
  if (cyber) {
    s += neonSigns(night, signs);
    if (o.billboard) s += billboard(night, o.billboard);
  } else s += shopSigns(night, signs);
  const lamps = [0.16, 0.5, 0.84].map((t) => W * t + (night.r() - 0.5) * 60);
  s += streetLamps(night, lamps);
  s += wetStreet(night, signs, lamps);
  s += laneMarkings(night);
  return { back: s, front: rain(night) };
}
