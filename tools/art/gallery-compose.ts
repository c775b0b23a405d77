/** One picture of a pair drawn whole: scene, lit bike, shadows and the style's finish. */
import { BIKE_BOUNDS, blurFilter, createCtx, type RenderContext } from './bike-geometry.ts';
import { drawBuild } from './builds.ts';
import { bikeShadow, f, grain, linear, noiseFilter, rng, svgDoc, vignette, type LightLayer } from './kit.ts';
import { RETRO } from './landscape-retro.ts';
import { drawScene, type Frame, type Look } from './scenes.ts';
import { type Pair, FRAMES, OUTPUT_WIDTH } from './gallery-pairs.ts';
import { bikeStyle } from './gallery-palettes.ts';

// ---------------------------------------------------------------- composing --

const BX = (BIKE_BOUNDS.x0 + BIKE_BOUNDS.x1) / 2;
const GROUND = BIKE_BOUNDS.ground;

/** Bike-local to canvas: centred on cx, wheels on g; portrait frames get a slight three-quarter turn. */
function bikeTransform(fr: Frame, flip = false) {
  const q = fr.quarter ? 'matrix(0.84,0.045,0,1,0,0) ' : '';
  return `translate(${fr.cx},${fr.g}) ${q}scale(${flip ? -fr.s : fr.s},${fr.s}) translate(${-BX},${-GROUND})`;
}

/** Light the bike as a whole: gradient overlays clipped to its silhouette (bounds wide enough for every build). */
function lightBike(ctx: RenderContext, layers: LightLayer[]) {
  const fid = ctx.id('white');
  ctx.defs.push(
    `<filter id="${fid}" x="-5%" y="-5%" width="110%" height="110%"><feFlood flood-color="#fff"/><feComposite in2="SourceAlpha" operator="in"/></filter>`,
  );
  const m = ctx.id('bmask');
  ctx.defs.push(
    `<mask id="${m}" maskUnits="userSpaceOnUse" x="-2000" y="-2000" width="6000" height="6000"><use href="#bike" filter="url(#${fid})"/></mask>`,
  );
  return `<g mask="url(#${m})">${layers
    .map(({ fill, op = 1 }) => `<rect x="20" y="100" width="1080" height="640" fill="${fill}" opacity="${op}"/>`)
    .join('')}</g>`;
}

/** Bright rim along the top edges of the bike (anime key light). */
function rimLight(ctx: RenderContext, color: string, dy = 5, op = 0.9) {
  const id = ctx.id('rim');
  ctx.defs.push(
    `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB"><feOffset in="SourceAlpha" dx="${-dy * 0.4}" dy="${dy}" result="o"/><feComposite in="SourceAlpha" in2="o" operator="out" result="edge"/><feFlood flood-color="${color}"/><feComposite in2="edge" operator="in"/></filter>`,
  );
  return `<use href="#bike" filter="url(#${id})" opacity="${op}"/>`;
}

function neonRim(ctx: RenderContext, a: string, b: string) {
  const rim = ctx.id('nrim');
  ctx.defs.push(
    `<filter id="${rim}" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB"><feMorphology in="SourceAlpha" operator="dilate" radius="3" result="d"/><feGaussianBlur in="d" stdDeviation="9" result="b"/><feFlood flood-color="${a}" result="c1"/><feComposite in="c1" in2="b" operator="in" result="g1"/><feOffset in="g1" dx="5" dy="-2" result="g1o"/><feFlood flood-color="${b}" result="c2"/><feComposite in="c2" in2="b" operator="in" result="g2"/><feOffset in="g2" dx="-6" dy="2" result="g2o"/><feMerge><feMergeNode in="g2o"/><feMergeNode in="g1o"/></feMerge></filter>`,
  );
  return `<use href="#bike" filter="url(#${rim})" opacity="0.85"/>`;
}

function contactShadows(ctx: RenderContext, op: number, color = '#000') {
  return (
    `<ellipse cx="555" cy="702" rx="520" ry="30" fill="${color}" opacity="${op * 0.6}" filter="url(#${blurFilter(ctx, 16)})"/>` +
    `<ellipse cx="230" cy="700" rx="120" ry="9" fill="${color}" opacity="${op}" filter="url(#${blurFilter(ctx, 5)})"/>` +
    `<ellipse cx="880" cy="700" rx="120" ry="9" fill="${color}" opacity="${op}" filter="url(#${blurFilter(ctx, 5)})"/>`
  );
}

/** Horizontal speed lines, thicker near the middle of the band. */
function speedLines(seed: number, x0: number, x1: number, y0: number, y1: number, n: number, color: string, op: number, width = 3) {
  const r = rng(seed);
  let d = '';
  for (let i = 0; i < n; i += 1) {
    const y = y0 + r() * (y1 - y0);
    const x = x0 + r() * (x1 - x0);
    const l = 80 + r() * 260;
    const w = width * (0.5 + r());
    d += `M${f(x)},${f(y - w / 2)} L${f(x + l)},${f(y)} L${f(x)},${f(y + w / 2)} Z `;
  }
  return `<path d="${d}" fill="${color}" opacity="${op}"/>`;
}

function sparkles(seed: number, W: number, H: number, n: number, color: string) {
  const r = rng(seed);
  let d = '';
  for (let i = 0; i < n; i += 1) {
    const x = r() * W;
    const y = r() * H * 0.55;
    const k = 6 + r() * 12;
    d += `M${f(x)},${f(y - k)} Q${f(x)},${f(y)} ${f(x + k)},${f(y)} Q${f(x)},${f(y)} ${f(x)},${f(y + k)} Q${f(x)},${f(y)} ${f(x - k)},${f(y)} Q${f(x)},${f(y)} ${f(x)},${f(y - k)} Z `;
  }
  return `<path d="${d}" fill="${color}"/>`;
}

/** The bike as a photo shows it: at night reflected on the wet road and lit by the street, by day in soft light with its shadow. */
function photoBike(ctx: RenderContext, night: boolean, dusk: boolean) {
  let b = '';
  if (night) {
    b += `<g opacity="0.22" filter="url(#${blurFilter(ctx, 3)})"><use href="#bike" transform="matrix(1,0,0,-1,0,${2 * GROUND})"/></g>`;
    b += contactShadows(ctx, 0.8);
    b += `<use href="#bike"/>`;
    b += lightBike(ctx, [
      {
        fill: linear(
          ctx,
          [
            [0, '#ffcf8a', 0.2],
            [0.5, '#000', 0.15],
            [1, '#8ab4ff', 0.22],
          ],
          0,
          0,
          1,
          0,
        ),
      },
      {
        fill: linear(ctx, [
          [0, '#fff1d6', 0.12],
          [0.4, '#000', 0],
          [1, '#000', 0.4],
        ]),
      },
    ]);
    b += `<circle cx="842" cy="283" r="26" fill="#fff6e0" opacity="0.55" filter="url(#${blurFilter(ctx, 9)})"/>`;
    return b;
  }
  b += contactShadows(ctx, 0.7);
  b += bikeShadow(ctx, 'bike', 0.16, dusk ? -1.2 : 0.7, 8, dusk ? 0.32 : 0.4);
  b += `<g filter="url(#${blurFilter(ctx, 0.4)})"><use href="#bike"/></g>`;
  const warm = dusk ? '#ff9a5a' : '#fff0d0';
  b += lightBike(ctx, [
    {
      fill: linear(
        ctx,
        [
          [0, warm, dusk ? 0.22 : 0.1],
          [0.5, warm, 0],
          [1, '#28354d', 0.2],
        ],
        0,
        0,
        1,
        0,
      ),
    },
    {
      fill: linear(ctx, [
        [0, '#000', 0],
        [0.55, '#000', 0],
        [1, '#000', 0.35],
      ]),
    },
  ]);
  return b;
}

/** The bike in a style: its ground shadow, the bike, and the style's own light (anime's rim, cyberpunk's neon). */
function styledBike(ctx: RenderContext, look: Exclude<Look, 'photo'>, dusk: boolean) {
  let b = '';
  if (look === 'retro') {
    b += `<ellipse cx="555" cy="704" rx="500" ry="22" fill="${RETRO.ink}" opacity="0.35"/>`;
    b += `<use href="#bike"/>`;
  } else if (look === 'cartoon') {
    b += `<ellipse cx="555" cy="704" rx="500" ry="24" fill="#000" opacity="0.28"/>`;
    b += `<use href="#bike"/>`;
  } else if (look === 'anime') {
    b += `<ellipse cx="555" cy="704" rx="510" ry="20" fill="#2a1f66" opacity="0.45"/>`;
    b += `<use href="#bike"/>`;
    b += rimLight(ctx, dusk ? '#ffe0b0' : '#ffffff', 5, 0.85);
  } else {
    b += `<g opacity="0.3" filter="url(#${blurFilter(ctx, 2.5)})"><use href="#bike" transform="matrix(1,0,0,-1,0,${2 * GROUND})"/></g>`;
    b += `<ellipse cx="555" cy="702" rx="520" ry="26" fill="#000" opacity="0.6" filter="url(#${blurFilter(ctx, 14)})"/>`;
    b += neonRim(ctx, '#22e5ff', '#ff2e88');
    b += `<use href="#bike"/>`;
    b += `<circle cx="842" cy="283" r="30" fill="#e8fdff" opacity="0.6" filter="url(#${blurFilter(ctx, 10)})"/>`;
  }
  return b;
}

/** The finishing pass per look: the photo's grade, the retro print, anime's speed lines and sparkles, cyberpunk's scan lines. */
function finish(ctx: RenderContext, pair: Pair, look: Look, fr: Frame, picture: string) {
  const { W, H } = fr;
  const night = pair.scene.kind === 'night';
  const dusk = pair.scene.time === 'dusk';
  let s = picture;
  if (look === 'photo') {
    if (dusk)
      s += `<rect width="${W}" height="${H}" fill="${linear(
        ctx,
        [
          [0, '#ff9a5a', 0.12],
          [1, '#3a2a6a', 0.12],
        ],
        0,
        0,
        1,
        0,
      )}"/>`;
    s += vignette(ctx, W, H, night ? 0.7 : 0.45);
    s += grain(ctx, W, H, 0.08, 7);
  } else if (look === 'retro') {
    s = retroPrint(ctx, W, H, s);
  } else if (look === 'anime') {
    s += speedLines(pair.id.length * 11 + 5, -200, W * 0.4, fr.g - 40, fr.g + 60 * fr.s, 8, '#ffffff', 0.7, 4);
    s += sparkles(pair.id.length * 13, W, H, 7, '#ffffff');
  } else if (look === 'cyberpunk') {
    let scan = '';
    for (let y = 0; y < H; y += 6) scan += `M0,${y} H${W} `;
    s += `<path d="${scan}" stroke="#000" stroke-width="1.5" opacity="0.12"/>`;
    s += vignette(ctx, W, H, 0.65, '#05020a');
  }
  return s;
}

/** One image of a pair: `look` is 'photo' for the original, else the style. */
export function compose(pair: Pair, look: Look) {
  const fr = FRAMES[pair.ratio];
  const { W, H } = fr;
  const ctx = createCtx(`${pair.id}-${look}`);
  const st = bikeStyle(pair.bike, look);
  ctx.defs.push(`<g id="bike">${drawBuild(ctx, st, pair.bike.kind)}</g>`);
  const scene = drawScene(ctx, look, fr, pair.scene);
  const T = bikeTransform(fr, pair.flip);
  const night = pair.scene.kind === 'night';
  const dusk = pair.scene.time === 'dusk';
  let s = scene.back;
  const b = look === 'photo' ? photoBike(ctx, night, dusk) : styledBike(ctx, look, dusk);
  if (look === 'anime') {
    // speed lines streaming past behind the bike
    s += speedLines(pair.id.length * 7 + 3, -100, W, fr.g - 520 * fr.s, fr.g + 10, 22, '#ffffff', 0.5, 5);
  }
  s += `<g transform="${T}">${b}</g>`;
  s += scene.front;
  return svgDoc(W, H, ctx, finish(ctx, pair, look, fr, s)).replace(
    `width="${W}" height="${H}"`,
    `width="${OUTPUT_WIDTH.large}" height="${Math.round((OUTPUT_WIDTH.large * H) / W)}"`,
  );
}

/** Vintage poster finish: faded inks, paper texture, dot screen and a cream border. */
function retroPrint(ctx: RenderContext, W: number, H: number, body: string) {
  const fade = ctx.id('fade');
  ctx.defs.push(
    `<filter id="${fade}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0.78 0.16 0.06 0 0.06  0.1 0.76 0.1 0 0.05  0.06 0.12 0.62 0 0.04  0 0 0 1 0"/></filter>`,
  );
  let s = `<g filter="url(#${fade})">${body}</g>`;
  // worn paper: blotchy, low-frequency, so it stays cheap to compress
  s += `<rect width="${W}" height="${H}" filter="${noiseFilter(ctx, { freq: 0.012, oct: 3, seed: 5, gain: 1.3, bias: -0.5, color: '#8a6a44' })}" opacity="0.35"/>`;
  s += vignette(ctx, W, H, 0.35, '#5a3a1a');
  const m = 34;
  s += `<path d="M0,0 H${W} V${H} H0 Z M${m},${m} V${H - m} H${W - m} V${m} Z" fill="${RETRO.cream}" fill-rule="evenodd"/>`;
  s += `<rect x="${m}" y="${m}" width="${W - 2 * m}" height="${H - 2 * m}" fill="none" stroke="${RETRO.ink}" stroke-width="5"/>`;
  s += `<rect x="${m - 14}" y="${m - 14}" width="${W - 2 * m + 28}" height="${H - 2 * m + 28}" fill="none" stroke="${RETRO.ink}" stroke-width="2" opacity="0.6"/>`;
  return s;
}
