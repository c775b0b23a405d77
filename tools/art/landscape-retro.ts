/** The retro look's landscape, and the retro palette the gallery's posters share. */
import { mix, type RenderContext } from './bike-geometry.ts';
import { f } from './kit.ts';
import type { LandscapeScene } from './scenes.ts';
import { ridge, polyline, circles, cactus, stripedSun, halftoneField, inked } from './scene-shapes.ts';
import type { LandscapeLayout } from './landscape-layout.ts';

// Retro: a vintage travel poster. Few flat inks, halftone shading, paper.
export const RETRO = {
  paper: '#f2e4c4',
  cream: '#f6ead0',
  orange: '#e4572e',
  sun: '#f0a04b',
  mustard: '#e0a43a',
  teal: '#2f8f83',
  olive: '#7f8f4a',
  brown: '#7a4a2a',
  ink: '#2a211b',
  sky: '#9ec9c0',
  rose: '#d9826a',
};

export function landRetro(ctx: RenderContext, L: LandscapeLayout, o: LandscapeScene) {
  const { W, H, hz } = L;
  const R = RETRO;
  const dusk = o.time === 'dusk';
  let s = `<rect width="${W}" height="${f(hz + 4)}" fill="${dusk ? '#f3c98b' : R.paper}"/>`;
  // sky shading in halftone towards the top
  s += halftoneField(ctx, { x0: 0, y0: 0, x1: W, y1: hz, step: 20, color: dusk ? R.rose : R.sky, size: (x, y) => 1.05 - y / (hz * 0.7) });
  s += stripedSun(ctx, L.sun.x, L.sun.y, L.sun.r * 1.5, R.sun);
  for (const cl of L.clouds) s += inked(circles(cl.c), R.cream, R.ink, 2.5);
  if (o.land === 'mountains') {
    s += `<path d="${polyline(L.far, hz + 20)}" fill="${R.teal}" stroke="${R.ink}" stroke-width="4" stroke-linejoin="round"/>`;
  } else if (o.land === 'desert') {
    s += `<path d="${polyline(L.far, hz + 20)}" fill="${R.orange}" stroke="${R.ink}" stroke-width="4" stroke-linejoin="round"/>`;
    s += halftoneField(ctx, {
      x0: 0,
      y0: hz - 200,
      x1: W,
      y1: hz + 20,
      step: 16,
      color: R.brown,
      size: (x, y) => (y - (hz - 180)) / 220,
      clip: polyline(L.far, hz + 20),
    });
  } else {
    s += `<path d="${ridge(L.far, hz + 20)}" fill="${R.teal}" stroke="${R.ink}" stroke-width="4"/>`;
  }
  if (L.mid) {
    const midFill = o.land === 'desert' ? R.mustard : R.olive;
    s += `<rect y="${f(hz + 12)}" width="${W}" height="${f(H - hz)}" fill="${mix(midFill, R.paper, 0.35)}"/>`;
    s += `<path d="${ridge(L.mid, H)}" fill="${midFill}" stroke="${R.ink}" stroke-width="4"/>`;
    s += halftoneField(ctx, {
      x0: 0,
      y0: hz,
      x1: W,
      y1: L.roadTop,
      step: 18,
      color: R.ink,
      size: (x, y) => ((y - hz) / (L.roadTop - hz)) * 0.45,
      clip: ridge(L.mid, H),
    });
  }
  for (const t of L.trees) {
    s += `<path d="${t.trunk}" fill="${R.brown}" stroke="${R.ink}" stroke-width="2.5"/>`;
    s += inked(circles(t.crown), R.teal, R.ink, 2.5);
  }
  for (const [x, y, k] of L.cacti) s += `<path d="${cactus(x, y, k)}" fill="${R.teal}" stroke="${R.ink}" stroke-width="3"/>`;
  // road and verge
  s += `<rect y="${f(L.roadTop - 10)}" width="${W}" height="${f(H - L.roadTop + 10)}" fill="${o.land === 'desert' ? R.sun : R.olive}"/>`;
  if (L.posts.length) {
    let posts = '';
    for (const x of L.posts) posts += `M${f(x)},${f(L.roadTop - 4)} v${f(-70 * L.s)} h${f(8 * L.s)} v${f(70 * L.s)} Z `;
    s += `<path d="M-10,${f(L.roadTop - 60 * L.s)} H${W + 10} M-10,${f(L.roadTop - 36 * L.s)} H${W + 10}" stroke="${R.ink}" stroke-width="${f(8 * L.s)}"/>`;
    s += `<path d="M-10,${f(L.roadTop - 60 * L.s)} H${W + 10} M-10,${f(L.roadTop - 36 * L.s)} H${W + 10}" stroke="${R.brown}" stroke-width="${f(4 * L.s)}"/>`;
    s += `<path d="${posts}" fill="${R.brown}" stroke="${R.ink}" stroke-width="2.5"/>`;
  }
  s += `<path d="M0,${f(L.roadTop)} H${W} V${f(L.roadBottom)} H0 Z" fill="${o.road === 'dirt' ? '#c79a63' : '#5b4a3d'}" stroke="${R.ink}" stroke-width="4"/>`;
  if (o.road !== 'dirt') {
    let dash = '';
    for (let x = -40; x < W; x += 150 * L.s) dash += `M${f(x)},${f(L.roadTop + 18 * L.s)} h${f(80 * L.s)} `;
    s += `<path d="${dash}" stroke="${R.cream}" stroke-width="${f(6 * L.s)}"/>`;
  }
  s += halftoneField(ctx, {
    x0: 0,
    y0: L.roadBottom,
    x1: W,
    y1: H,
    step: 20,
    color: R.ink,
    size: (x, y) => ((y - L.roadBottom) / (H - L.roadBottom)) * 0.6,
  });
  return s;
}
