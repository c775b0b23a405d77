import type { OpenCv } from '../vision/opencv.ts';
import { rgbToLab } from './paint/colour.ts';
import { gaussianBlur, smoothColours } from './paint/filters.ts';
import { combineInk, dropSpecks, outlineInk, xdogInk } from './paint/ink.ts';
import { absorbIslands } from './paint/islands.ts';
import { colourRegions } from './paint/regions.ts';
import { groundShadow, svgDocument } from './paint/svg.ts';
import type { Painting, Rgb, Stage, StyleRecipe, WorkImage } from './paint/types.ts';

const POSTER_COLOURS = 7;
const INK: Rgb = [43, 29, 42];
/** The screen-print's inks: paper, and five inks a 70s poster printer would mix. */
const PAPER: Rgb = [243, 227, 195];
const GREY_INK: Rgb = [196, 180, 158];
const HUED_INKS: readonly Rgb[] = [
  [192, 57, 43],
  [233, 162, 59],
  [42, 127, 122],
  [46, 76, 130],
];
/** Halftone cells per output long side. */
const HALFTONE_CELLS = 170;
const HALFTONE_DARKEN = 0.62;
/** Regions darker than this print in the dark ink, with the engine's lines cut out of it in paper. */
const DARK_LIGHTNESS = 30;

/**
 * Retro screen print: the bike in a handful of inks on cream paper (dark, red, mustard, teal, blue,
 * and paper itself), each region in the ink nearest its hue; greys as halftone dots; dark parts in
 * the dark ink with their lines reversed out in paper so the engine stays readable; grain over all.
 */
export const retro: StyleRecipe = {
  grain: 9,

  paint(cv: OpenCv, work: WorkImage): Painting {
    const { width, height, mask } = work;
    const long = Math.max(width, height);
    const smooth = smoothColours(cv, work.rgb, width, height, 3, 40);
    const found = colourRegions(cv, rgbToLab(smooth), mask, width, height, POSTER_COLOURS, [1, 1.2, 1.2], 5);
    const labels = absorbIslands(found.labels, width, Math.round((long / 110) ** 2));
    const inks = Array.from({ length: found.count }, (_, region) =>
      posterInk(found.centres[region * 3]!, found.centres[region * 3 + 1]!, found.centres[region * 3 + 2]!),
    );
    const lines = dropSpecks(
      cv,
      xdogInk(cv, smooth, width, height, { sigma: long / 800, tau: 0.985, threshold: 2.5 }),
      width,
      height,
      Math.round(long / 25),
    );
    const colour = Buffer.alloc(width * height * 3);
    const ink = Buffer.alloc(width * height);
    for (let pixel = 0; pixel < labels.length; pixel += 1) {
      const { colour: regionInk, dark } = inks[labels[pixel]!]!;
      colour.set(dark && lines[pixel] ? PAPER : regionInk, pixel * 3);
      if (!dark && lines[pixel]) ink[pixel] = 255;
    }
    const outline = work.hasSubject ? outlineInk(cv, mask, width, height, Math.max(2, Math.round(long / 450))) : Buffer.alloc(mask.length);
    return {
      colour: gaussianBlur(cv, colour, width, height, 3, 0.8),
      ink: combineInk(mask, ink, outline),
      inkColour: INK,
      finish: halftone,
    };
  },

  scenes: {
    sunset(stage: Stage): string {
      const { width, height, ground } = stage;
      const horizon = Math.min(height * 0.78, Math.max(height * 0.35, ground.y - (ground.y - ground.top) * 0.35));
      const sunRadius = Math.min(width, height) * 0.36;
      const sunX = ground.x;
      const sunY = horizon - sunRadius * 0.45;
      const bands = Array.from({ length: 7 }, (_, index) => {
        const y = sunY + index * sunRadius * 0.16;
        const thickness = sunRadius * (0.02 + index * 0.016);
        return `<rect x="0" y="${y.toFixed(1)}" width="${width}" height="${thickness.toFixed(1)}"/>`;
      }).join('');
      const stripeColours = ['#e9a23b', '#d9622b', '#a8322d', '#5b2333'];
      const stripeHeight = (height - horizon) / (stripeColours.length + 1);
      const ground70s = stripeColours
        .map(
          (colour, index) =>
            `<rect y="${(horizon + index * stripeHeight).toFixed(1)}" width="${width}" height="${(stripeHeight + 1).toFixed(1)}" fill="${colour}"/>`,
        )
        .join('');
      const dot = Math.max(6, Math.round(Math.max(width, height) / HALFTONE_CELLS));
      return svgDocument(
        stage,
        `<defs>` +
          `<linearGradient id="retro-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6e6c4"/><stop offset="1" stop-color="#f2c98a"/></linearGradient>` +
          `<linearGradient id="retro-sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd75e"/><stop offset="0.55" stop-color="#f7902f"/><stop offset="1" stop-color="#d8432a"/></linearGradient>` +
          // Staggered dots read as a 45-degree screen; a rotated pattern would cost librsvg seconds at print size.
          `<pattern id="retro-dots" width="${dot}" height="${dot}" patternUnits="userSpaceOnUse"><g fill="#8a4b22" fill-opacity="0.22"><circle cx="0" cy="0" r="${dot * 0.16}"/><circle cx="${dot}" cy="0" r="${dot * 0.16}"/><circle cx="0" cy="${dot}" r="${dot * 0.16}"/><circle cx="${dot}" cy="${dot}" r="${dot * 0.16}"/><circle cx="${dot / 2}" cy="${dot / 2}" r="${dot * 0.16}"/></g></pattern>` +
          `<clipPath id="sun-clip"><rect width="${width}" height="${horizon}"/></clipPath>` +
          `</defs>` +
          `<rect width="100%" height="100%" fill="url(#retro-sky)"/>` +
          `<rect width="100%" height="${horizon}" fill="url(#retro-dots)"/>` +
          `<g clip-path="url(#sun-clip)"><circle cx="${sunX}" cy="${sunY}" r="${sunRadius}" fill="url(#retro-sun)"/><g fill="#f2c98a">${bands}</g></g>` +
          ground70s +
          `<rect y="${(horizon + stripeColours.length * stripeHeight).toFixed(1)}" width="${width}" height="${height}" fill="#3b1c2a"/>` +
          groundShadow(stage, '#1e0a10', 0.6),
      );
    },
    stripes: racingStripes,
  },
};

/** The ink a region prints in: dark ink for darks, paper for pale greys, a grey tint (shaded by halftone) for mid greys, else the nearest hued ink. */
function posterInk(lightness: number, a: number, b: number): { colour: Rgb; dark: boolean } {
  if (lightness < DARK_LIGHTNESS) return { colour: INK, dark: true };
  const chroma = Math.hypot(a, b);
  if (chroma < 12) return { colour: lightness > 72 ? PAPER : GREY_INK, dark: false };
  const [, hueA, hueB] = [0, a / chroma, b / chroma];
  let best = HUED_INKS[0]!;
  let bestScore = -Infinity;
  for (const candidate of HUED_INKS) {
    const [, inkA, inkB] = rgbToLab(Buffer.from(candidate));
    const inkChroma = Math.hypot(inkA!, inkB!);
    const score = (hueA * inkA! + hueB * inkB!) / inkChroma;
    if (score > bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return { colour: best, dark: false };
}

/** Rotated halftone dots that darken the colour beneath, larger where it is darker: printed-poster shading at full resolution. */
function halftone(rgb: Buffer, width: number, height: number): void {
  const cell = Math.max(5, Math.round(Math.max(width, height) / HALFTONE_CELLS));
  const cos = Math.SQRT1_2;
  for (let row = 0, pixel = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1, pixel += 1) {
      const index = pixel * 3;
      const light = (rgb[index]! * 77 + rgb[index + 1]! * 150 + rgb[index + 2]! * 29) / 65280;
      const darkness = 1 - light;
      if (darkness < 0.25) continue;
      const u = ((column + row) * cos) / cell;
      const v = ((row - column) * cos) / cell;
      const du = u - Math.round(u);
      const dv = v - Math.round(v);
      const distance = Math.sqrt(du * du + dv * dv) * cell;
      const radius = cell * 0.62 * Math.sqrt(darkness - 0.25);
      const cover = Math.min(1, Math.max(0, radius - distance + 0.5));
      if (cover === 0) continue;
      const factor = 1 - (1 - HALFTONE_DARKEN) * cover;
      rgb[index] = rgb[index]! * factor;
      rgb[index + 1] = rgb[index + 1]! * factor;
      rgb[index + 2] = rgb[index + 2]! * factor;
    }
  }
}

/** A 70s racing poster: cream paper, three broad stripes sweeping up behind the bike, a halftone screen and a dark base. */
function racingStripes(stage: Stage): string {
  const { width, height, ground } = stage;
  const rise = (ground.y - ground.top) * 1.1;
  const colours = ['#e9a23b', '#d9622b', '#a8322d'];
  const thickness = Math.max(height * 0.07, (ground.y - ground.top) * 0.16);
  const stripes = colours
    .map((colour, index) => {
      const offset = ground.y - thickness * (index * 1.25 + 0.6);
      return `<polygon points="0,${(offset + rise * 0.2).toFixed(1)} ${width},${(offset - rise).toFixed(1)} ${width},${(offset - rise + thickness).toFixed(1)} 0,${(offset + rise * 0.2 + thickness).toFixed(1)}" fill="${colour}"/>`;
    })
    .join('');
  const dot = Math.max(6, Math.round(Math.max(width, height) / HALFTONE_CELLS));
  return svgDocument(
    stage,
    `<defs><pattern id="stripe-dots" width="${dot}" height="${dot}" patternUnits="userSpaceOnUse"><g fill="#8a4b22" fill-opacity="0.2"><circle cx="0" cy="0" r="${dot * 0.18}"/><circle cx="${dot}" cy="0" r="${dot * 0.18}"/><circle cx="0" cy="${dot}" r="${dot * 0.18}"/><circle cx="${dot}" cy="${dot}" r="${dot * 0.18}"/><circle cx="${dot / 2}" cy="${dot / 2}" r="${dot * 0.18}"/></g></pattern></defs>` +
      `<rect width="100%" height="100%" fill="#f3e3c3"/>` +
      stripes +
      `<rect width="100%" height="100%" fill="url(#stripe-dots)"/>` +
      `<rect y="${(ground.y + (height - ground.y) * 0.25).toFixed(1)}" width="${width}" height="${height}" fill="#3b1c2a"/>` +
      groundShadow(stage, '#1e0a10', 0.55),
  );
}
