/** The garage scene: pegboard, shelves and workshop light. */
import type { RenderContext } from './bike-geometry.ts';
import { f, linear, noiseFilter } from './kit.ts';
import type { Look, Frame, GarageScene, SceneLayers } from './scenes.ts';
import { halftoneField, blur } from './scene-shapes.ts';
import { RETRO } from './landscape-retro.ts';

// ---------------------------------------------------------------- garage --

export function garage(ctx: RenderContext, look: Look, frame: Frame, o: GarageScene): SceneLayers {
  const { W, H, g, s: k } = frame;
  const floorY = g - 250 * k;
  const R = RETRO;
  let s = '';
  if (look === 'photo') {
    s += `<rect width="${W}" height="${f(floorY + 4)}" fill="${linear(ctx, [
      [0, '#6f6a63'],
      [0.55, '#8d877e'],
      [1, '#7d776f'],
    ])}"/>`;
    let mortar = '';
    const rowH = 62 * k;
    for (let y = floorY - rowH, row = 0; y > -rowH; y -= rowH, row += 1) {
      mortar += `M0,${f(y)} H${W} `;
      for (let x = row % 2 ? -70 * k : 0; x < W; x += 140 * k) mortar += `M${f(x)},${f(y)} V${f(y + rowH)} `;
    }
    s += `<g ${blur(ctx, 1.6)}><path d="${mortar}" stroke="#4a453f" stroke-width="3" opacity="0.45"/></g>`;
    s += `<rect width="${W}" height="${f(floorY)}" filter="${noiseFilter(ctx, { freq: 0.012, oct: 4, seed: o.seed, gain: 0.9, bias: -0.25, color: '#2a2520' })}" opacity="0.5"/>`;
    // window light and a pegboard with tools, softened by depth of field
    s += `<path d="M${f(W * 0.08)},40 L${f(W * 0.34)},40 L${f(W * 0.4)},${f(floorY - 60)} L${f(W * 0.14)},${f(floorY - 60)} Z" fill="#fff3dc" opacity="0.3" ${blur(ctx, 30)}/>`;
    s += `<g ${blur(ctx, 3)}>${garageProps(W, floorY, k, { board: '#4a3a2c', tool: '#8a8f96', accent: '#b3261e', shelf: '#3b2f24', can: '#2f6a8a', light: '#fff1c9' })}</g>`;
    s += `<rect y="${f(floorY - 6)}" width="${W}" height="12" fill="#3b3631"/>`;
    s += `<rect y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" fill="${linear(ctx, [
      [0, '#8b857c'],
      [0.3, '#6d675f'],
      [1, '#3a3631'],
    ])}"/>`;
    s += `<rect y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" filter="${noiseFilter(ctx, { freq: '0.004 0.02', oct: 4, seed: o.seed + 1, gain: 1.1, bias: -0.35, color: '#1c1915' })}" opacity="0.7"/>`;
    s += `<rect y="${f(floorY - 40)}" width="${W}" height="40" fill="${linear(ctx, [
      [0, '#000', 0],
      [1, '#000', 0.35],
    ])}"/>`;
    s += `<ellipse cx="${f(W * 0.8)}" cy="${f(H - 60)}" rx="120" ry="20" fill="#1a1714" opacity="0.3" ${blur(ctx, 8)}/>`;
    return { back: s, front: '' };
  }
  // retro: flat wall with a big sunburst poster behind the bike
  s += `<rect width="${W}" height="${f(floorY + 4)}" fill="${R.paper}"/>`;
  const cx = W / 2;
  const cy = floorY - 40 * k;
  let burst = '';
  for (let i = 0; i < 24; i += 2) {
    const a0 = (i / 24) * Math.PI * 2;
    const a1 = ((i + 1) / 24) * Math.PI * 2;
    burst += `M${f(cx)},${f(cy)} L${f(cx + Math.cos(a0) * W * 1.5)},${f(cy + Math.sin(a0) * W * 1.5)} L${f(cx + Math.cos(a1) * W * 1.5)},${f(cy + Math.sin(a1) * W * 1.5)} Z `;
  }
  s += `<path d="${burst}" fill="${R.mustard}" opacity="0.45"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(330 * k)}" fill="${R.sun}" stroke="${R.ink}" stroke-width="5"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(250 * k)}" fill="${R.orange}"/>`;
  s += halftoneField(ctx, {
    x0: 0,
    y0: 0,
    x1: W,
    y1: floorY,
    step: 22,
    color: R.brown,
    size: (x, y) => Math.hypot(x - cx, y - cy) / (W * 0.75) - 0.25,
  });
  s += garageProps(W, floorY, k, {
    board: R.brown,
    tool: R.ink,
    accent: R.orange,
    shelf: R.ink,
    can: R.teal,
    light: R.cream,
    stroke: R.ink,
  });
  s += `<rect y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" fill="${R.teal}" stroke="${R.ink}" stroke-width="5"/>`;
  let tiles = '';
  for (let x = -200; x < W + 200; x += 120 * k) tiles += `M${f(W / 2 + (x - W / 2) * 0.5)},${f(floorY)} L${f(x)},${H} `;
  s += `<path d="${tiles}" stroke="${R.ink}" stroke-width="2.5" opacity="0.5"/>`;
  s += halftoneField(ctx, {
    x0: 0,
    y0: floorY,
    x1: W,
    y1: H,
    step: 20,
    color: R.ink,
    size: (x, y) => ((y - floorY) / (H - floorY)) * 0.6 - 0.1,
  });
  return { back: s, front: '' };
}

type GarageColours = { board: string; tool: string; accent: string; shelf: string; can: string; light: string; stroke?: string };

function garageProps(W: number, floorY: number, k: number, c: GarageColours) {
  const st = c.stroke ? ` stroke="${c.stroke}" stroke-width="4" stroke-linejoin="round"` : '';
  let s = '';
  // pegboard with spanners, left
  const bx = W * 0.05;
  const by = floorY - 520 * k;
  s += `<rect x="${f(bx)}" y="${f(by)}" width="${f(260 * k)}" height="${f(200 * k)}" fill="${c.board}"${st}/>`;
  for (let i = 0; i < 5; i += 1) {
    const x = bx + (30 + i * 44) * k;
    const len = (120 - i * 14) * k;
    s += `<path d="M${f(x - 5 * k)},${f(by + 30 * k)} h${f(10 * k)} v${f(len)} h${f(-10 * k)} Z" fill="${c.tool}"/><circle cx="${f(x)}" cy="${f(by + 30 * k)}" r="${f(12 * k)}" fill="${c.tool}"/>`;
  }
  // shelf with cans and a helmet, right
  const sx = W * 0.66;
  const sy = floorY - 430 * k;
  s += `<rect x="${f(sx)}" y="${f(sy)}" width="${f(330 * k)}" height="${f(14 * k)}" fill="${c.shelf}"${st}/>`;
  s += `<rect x="${f(sx + 16 * k)}" y="${f(sy - 70 * k)}" width="${f(50 * k)}" height="${f(70 * k)}" rx="5" fill="${c.accent}"${st}/>`;
  s += `<rect x="${f(sx + 80 * k)}" y="${f(sy - 48 * k)}" width="${f(36 * k)}" height="${f(48 * k)}" rx="4" fill="${c.can}"${st}/>`;
  s += `<path d="M${f(sx + 170 * k)},${f(sy)} c${f(-6 * k)},${f(-70 * k)} ${f(100 * k)},${f(-80 * k)} ${f(110 * k)},${f(-10 * k)} l${f(-6 * k)},${f(10 * k)} Z" fill="${c.light}"${st}/>`;
  // a tyre leaning on the wall
  s += `<circle cx="${f(W * 0.94)}" cy="${f(floorY - 90 * k)}" r="${f(90 * k)}" fill="none" stroke="${c.stroke ?? '#1c1a18'}" stroke-width="${f(34 * k)}"/>`;
  s += `<circle cx="${f(W * 0.94)}" cy="${f(floorY - 90 * k)}" r="${f(90 * k)}" fill="none" stroke="${c.stroke ? c.shelf : '#2c2926'}" stroke-width="${f(24 * k)}"/>`;
  return s;
}
