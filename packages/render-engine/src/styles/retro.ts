import type { OpenCv } from '../vision/opencv.ts';
import { rgbToLab } from './paint/colour.ts';
import { gaussianBlur, smoothColours } from './paint/filters.ts';
import { halftoneDots } from './paint/halftone.ts';
import { combineInk, dropSpecks, outlineInk, xdogInk } from './paint/ink.ts';
import { absorbIslands } from './paint/islands.ts';
import { colourRegions } from './paint/regions.ts';
import { groundShadow, svgDocument } from './paint/svg.ts';
import { subjectTone } from './paint/tone.ts';
import type { Painting, Rgb, Stage, StyleRecipe, WorkImage } from './paint/types.ts';

const POSTER_COLOURS = 7;
const INK: Rgb = [36, 24, 34];
/** The screen-print's inks: paper, and four inks a 70s poster printer would mix. */
const PAPER: Rgb = [243, 227, 195];
const HUED_INKS: readonly Rgb[] = [
  [192, 57, 43],
  [233, 162, 59],
  [42, 127, 122],
  [46, 76, 130],
];
/** Below this chroma (Lab) a region is grey, black or chrome, printed in ink and paper alone. */
const GREY_CHROMA = 12;
/** Halftone cells per output long side. */
const HALFTONE_CELLS = 170;
/**
 * Tone steps (0-255 of the subject's stretched tone). Greys: solid ink below the first, paper above
 * the second, ink dots on paper between, denser towards the dark end. Painted parts keep their ink
 * down into deeper shade and go to paper only where they really shine.
 */
const GREY_STEPS = { ink: 62, paper: 172 } as const;
const HUED_STEPS = { ink: 40, paper: 228 } as const;
/** Hued parts take dots only in the darker part of their step: shading, not a grey veil over the colour. */
const HUED_DOTS_FROM = 120;
const SOLID = 0;
const TINT = 1;
const SHINE = 2;

/**
 * Retro screen print: the bike in a handful of inks on cream paper. Each part prints by its tone,
 * not its colour alone: its deepest shade solid dark ink, its shine bare paper, and its mid tones in
 * the ink nearest its hue (red, mustard, teal, blue) or, for black paint, rubber and chrome, in dark
 * ink dots on paper. Tones are stretched over the bike and sharpened locally first, so a black bike
 * stays ink-black with its shapes and chrome in paper, not one brown mass. Lines are printed in ink
 * and reversed out in paper where they cross solid ink; grain over all.
 */
export const retro: StyleRecipe = {
  grain: 9,

  paint(cv: OpenCv, work: WorkImage): Painting {
    const { width, height, mask } = work;
    const long = Math.max(width, height);
    const smooth = smoothColours(cv, work.rgb, width, height, 3, 40);
    const lab = rgbToLab(smooth);
    const found = colourRegions(cv, lab, mask, width, height, POSTER_COLOURS, [1, 1.2, 1.2], 5);
    const labels = absorbIslands(found.labels, width, Math.round((long / 110) ** 2));
    const inks = Array.from({ length: found.count }, (_, region) => hueInk(found.centres[region * 3 + 1]!, found.centres[region * 3 + 2]!));

    const lightness = Buffer.alloc(width * height);
    for (let pixel = 0; pixel < lightness.length; pixel += 1) lightness[pixel] = Math.round(lab[pixel * 3]! * 2.55);
    const tone = gaussianBlur(
      cv,
      subjectTone(cv, lightness, mask, width, height, { radius: long / 40, localContrast: 0.8 }),
      width,
      height,
      1,
      long / 600,
    );
    const steps = new Uint8Array(width * height);
    for (let pixel = 0; pixel < steps.length; pixel += 1) {
      const region = labels[pixel]!;
      const { ink, paper } = inks[region] ? HUED_STEPS : GREY_STEPS;
      const value = tone[pixel]!;
      steps[pixel] = region * 3 + (value < ink ? SOLID : value > paper ? SHINE : TINT);
    }
    const shapes = absorbIslands(steps, width, Math.round((long / 150) ** 2));

    const lines = dropSpecks(
      cv,
      xdogInk(cv, smooth, width, height, { sigma: long / 800, tau: 0.985, threshold: 2.5 }),
      width,
      height,
      Math.round(long / 25),
    );
    const colour = Buffer.alloc(width * height * 3);
    const ink = Buffer.alloc(width * height);
    const shade = Buffer.alloc(width * height);
    for (let pixel = 0; pixel < shapes.length; pixel += 1) {
      const step = shapes[pixel]! % 3;
      const hued = inks[Math.floor(shapes[pixel]! / 3)] ?? null;
      if (step === SOLID) {
        colour.set(lines[pixel] ? PAPER : INK, pixel * 3);
        continue;
      }
      colour.set(step === TINT && hued ? hued : PAPER, pixel * 3);
      if (lines[pixel]) ink[pixel] = 255;
      if (step === TINT) shade[pixel] = dotShade(tone[pixel]!, hued !== null);
    }
    const outline = work.hasSubject ? outlineInk(cv, mask, width, height, Math.max(2, Math.round(long / 450))) : Buffer.alloc(mask.length);
    return {
      colour: gaussianBlur(cv, colour, width, height, 3, 0.8),
      ink: combineInk(mask, ink, outline),
      inkColour: INK,
      finish: halftoneDots(gaussianBlur(cv, shade, width, height, 1, 1), width, height, INK, HALFTONE_CELLS),
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

/** The hued ink nearest a region's hue, or null for a grey region (black paint, rubber, chrome). */
function hueInk(a: number, b: number): Rgb | null {
  const chroma = Math.hypot(a, b);
  if (chroma < GREY_CHROMA) return null;
  let best = HUED_INKS[0]!;
  let bestScore = -Infinity;
  for (const candidate of HUED_INKS) {
    const [, inkA, inkB] = rgbToLab(Buffer.from(candidate));
    const score = (a * inkA! + b * inkB!) / (chroma * Math.hypot(inkA!, inkB!));
    if (score > bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best;
}

/** How large the ink dots are on a mid-tone pixel (0-255): larger the darker it is. */
function dotShade(tone: number, hued: boolean): number {
  const [from, to] = hued ? [HUED_STEPS.ink, HUED_DOTS_FROM] : [GREY_STEPS.ink, GREY_STEPS.paper];
  return Math.round(Math.min(1, Math.max(0, (to - tone) / (to - from))) * 0.8 * 255);
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
