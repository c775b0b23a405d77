/** The home page hero's "before": the customer's photo of their bike. */
import { BIKE_BOUNDS, blurFilter, createCtx, type RenderContext } from './bike-geometry.ts';
import { drawBike } from './bike.ts';
import { bikeLighting, bikeShadow, bikeTransform, grain, linear, noiseFilter, svgDoc, vignette } from './kit.ts';
import { STYLES, HERO } from './site-palette.ts';

/** The painted block wall, slightly out of focus, with window light falling on it from the left. */
function blockWall(ctx: RenderContext, w: number, floorY: number) {
  let s = '';
  s += `<rect width="${w}" height="${floorY + 4}" fill="${linear(ctx, [
    [0, '#6f6a63'],
    [0.55, '#8d877e'],
    [1, '#7d776f'],
  ])}"/>`;
  let mortar = '';
  const rowH = 62;
  for (let y = floorY - rowH, row = 0; y > -rowH; y -= rowH, row += 1) {
    mortar += `M0,${y} H${w} `;
    for (let x = row % 2 ? -70 : 0; x < w; x += 140) mortar += `M${x},${y} V${y + rowH} `;
  }
  s += `<g filter="url(#${blurFilter(ctx, 1.6)})"><path d="${mortar}" stroke="#4a453f" stroke-width="3" opacity="0.45"/><path d="${mortar}" stroke="#c9c2b6" stroke-width="1.5" opacity="0.25" transform="translate(0,3)"/></g>`;
  s += `<rect width="${w}" height="${floorY}" filter="${noiseFilter(ctx, { freq: 0.012, oct: 4, seed: 4, gain: 0.9, bias: -0.25, color: '#2a2520' })}" opacity="0.5"/>`;
  s += `<rect width="${w}" height="${floorY}" filter="${noiseFilter(ctx, { freq: 0.6, oct: 2, seed: 5, gain: 0.6, bias: -0.1, color: '#000000' })}" opacity="0.35"/>`;
  // window light falling on the wall from the left
  s += `<path d="M120,40 L520,40 L600,470 L200,470 Z M620,40 L760,40 L840,470 L700,470 Z" fill="#fff3dc" opacity="0.28" filter="url(#${blurFilter(
    ctx,
    28,
  )})"/>`;
  s += `<rect width="${w}" height="${floorY}" fill="${linear(
    ctx,
    [
      [0, '#1a140e', 0],
      [0.5, '#1a140e', 0.05],
      [1, '#1a140e', 0.5],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  return s;
}

/** A wall-mounted shelf and a cabinet, blurred by depth of field. */
function wallShelf(ctx: RenderContext) {
  let s = '';
  s += `<g filter="url(#${blurFilter(ctx, 3.2)})" opacity="0.9">
    <rect x="1180" y="212" width="300" height="12" fill="#3b2f24"/>
    <rect x="1196" y="150" width="46" height="62" rx="4" fill="#7a2b22"/>
    <rect x="1252" y="170" width="30" height="42" rx="3" fill="#5b6770"/>
    <rect x="1292" y="132" width="22" height="80" rx="3" fill="#caa45a"/>
    <rect x="1326" y="176" width="70" height="36" rx="6" fill="#3e4a3c"/>
    <circle cx="1440" cy="196" r="16" fill="#2d2d2d"/>
    <rect x="1180" y="224" width="300" height="14" fill="#000" opacity="0.25"/>
  </g>`;
  s += `<g filter="url(#${blurFilter(ctx, 3)})"><rect x="80" y="120" width="150" height="300" rx="6" fill="#4c463f" opacity="0.55"/><rect x="92" y="132" width="126" height="276" fill="#5a544c" opacity="0.6"/></g>`;
  return s;
}

/** The skirting and the concrete floor: joints in perspective, oil stains, shade where it meets the wall, the window's light. */
function concreteFloor(ctx: RenderContext, w: number, h: number, floorY: number) {
  let s = '';
  s += `<rect y="${floorY - 6}" width="${w}" height="12" fill="#3b3631"/>`;
  s += `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="${linear(ctx, [
    [0, '#8b857c'],
    [0.25, '#6d675f'],
    [1, '#3a3631'],
  ])}"/>`;
  s += `<rect y="${floorY}" width="${w}" height="${h - floorY}" filter="${noiseFilter(ctx, { freq: '0.004 0.02', oct: 4, seed: 9, gain: 1.1, bias: -0.35, color: '#1c1915' })}" opacity="0.7"/>`;
  s += `<rect y="${floorY}" width="${w}" height="${h - floorY}" filter="${noiseFilter(ctx, { freq: 0.9, oct: 2, seed: 3, gain: 0.7, bias: -0.2, color: '#000000' })}" opacity="0.35"/>`;
  // expansion joints in perspective
  s += `<path d="M0,760 L1600,742 M-200,1000 L700,${floorY} M1900,1000 L1020,${floorY}" stroke="#2a2622" stroke-width="2.5" opacity="0.45"/>`;
  s += `<path d="M0,762 L1600,744" stroke="#b3ab9f" stroke-width="1" opacity="0.2" transform="translate(0,2)"/>`;
  // oil stain
  s += `<ellipse cx="1040" cy="905" rx="120" ry="26" fill="#1a1714" opacity="0.3" filter="url(#${blurFilter(ctx, 8)})"/>`;
  s += `<ellipse cx="450" cy="960" rx="70" ry="14" fill="#1a1714" opacity="0.25" filter="url(#${blurFilter(ctx, 6)})"/>`;
  // ambient occlusion where wall meets floor
  s += `<rect y="${floorY - 40}" width="${w}" height="40" fill="${linear(ctx, [
    [0, '#000', 0],
    [1, '#000', 0.35],
  ])}"/>`;
  s += `<rect y="${floorY + 6}" width="${w}" height="40" fill="${linear(ctx, [
    [0, '#000', 0.4],
    [1, '#000', 0],
  ])}"/>`;
  // window light pool on the floor
  s += `<path d="M260,640 L760,640 L900,780 L300,780 Z" fill="#fff1d6" opacity="0.16" filter="url(#${blurFilter(ctx, 30)})"/>`;
  return s;
}

/** The bike on the floor: its reflection, its shadows, the bike, and the window's warm light on it. */
function bikeOnFloor(ctx: RenderContext, T: string) {
  let s = '';
  s += `<g transform="${T}">`;
  const fade = ctx.id('fade');
  ctx.defs.push(
    `<mask id="${fade}" maskUnits="userSpaceOnUse" x="0" y="690" width="1200" height="400"><rect x="0" y="690" width="1200" height="260" fill="${linear(
      ctx,
      [
        [0, '#fff', 0.9],
        [0.6, '#fff', 0],
      ],
    )}"/></mask>`,
  );
  s += `<g mask="url(#${fade})"><g opacity="0.14" filter="url(#${blurFilter(ctx, 4)})"><use href="#bike" transform="matrix(1,0,0,-1,0,${2 * BIKE_BOUNDS.ground})"/></g></g>`;
  s += `<ellipse cx="555" cy="702" rx="520" ry="34" fill="#000" opacity="0.45" filter="url(#${blurFilter(ctx, 18)})"/>`;
  s += bikeShadow(ctx, 'bike', 0.14, 0.8, 9, 0.4);
  s += `<ellipse cx="230" cy="700" rx="120" ry="9" fill="#000" opacity="0.7" filter="url(#${blurFilter(ctx, 5)})"/>`;
  s += `<ellipse cx="880" cy="700" rx="120" ry="9" fill="#000" opacity="0.7" filter="url(#${blurFilter(ctx, 5)})"/>`;
  s += `<g filter="url(#${blurFilter(ctx, 0.45)})"><use href="#bike"/></g>`;
  s += bikeLighting(ctx, 'bike', [
    // warm window light from the left, cooler fill on the right, darker toward the floor
    {
      fill: linear(
        ctx,
        [
          [0, '#ffcf8a', 0.12],
          [0.5, '#ffcf8a', 0],
          [1, '#28354d', 0.22],
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
        [1, '#000', 0.4],
      ]),
    },
  ]);
  s += `</g>`;
  return s;
}

/** The grade: warm light from the left, cool shadows, vignette, grain. */
function grade(ctx: RenderContext, w: number, h: number) {
  let s = '';
  s += `<rect width="${w}" height="${h}" fill="${linear(
    ctx,
    [
      [0, '#ffd9a0', 0.1],
      [0.6, '#ffd9a0', 0],
      [1, '#20304a', 0.12],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  s += vignette(ctx, w, h, 0.55);
  s += grain(ctx, w, h, 0.12);
  return s;
}

export function heroBefore() {
  const { w, h } = HERO;
  const ctx = createCtx('hb');
  const st = STYLES.photo();
  const bike = drawBike(ctx, st);
  ctx.defs.push(`<g id="bike">${bike}</g>`);
  const floorY = 600;
  const T = bikeTransform(HERO.cx, HERO.ground, HERO.scale);
  let s = '';
  s += blockWall(ctx, w, floorY);
  s += wallShelf(ctx);
  s += concreteFloor(ctx, w, h, floorY);
  s += bikeOnFloor(ctx, T);
  s += grade(ctx, w, h);
  return svgDoc(w, h, ctx, s);
}
