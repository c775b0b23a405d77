import type { OpenCv } from '../vision/opencv.ts';
import { labToRgb, rgbToLab } from './paint/colour.ts';
import { gaussianBlur, medianBlur, smoothColours } from './paint/filters.ts';
import { combineInk, dropSpecks, oddSize, outlineInk, xdogInk } from './paint/ink.ts';
import { absorbIslands } from './paint/islands.ts';
import { colourRegions, regionBorders } from './paint/regions.ts';
import { seededRandom } from './paint/random.ts';
import { groundShadow, svgDocument } from './paint/svg.ts';
import { subjectTone } from './paint/tone.ts';
import type { Painting, Rgb, Stage, StyleRecipe, WorkImage } from './paint/types.ts';

/** Colour regions of the bike: enough for its paint, frame, chrome, rubber and seat, few enough to read as cel art. */
const REGION_COUNT = 10;
/** Lightness counts as much as hue here, so a black bike's parts separate; greys are made neutral first so they don't split by noise. */
const REGION_WEIGHTS = [1, 1.3, 1.3] as const;
/** Below this chroma a colour is grey, whatever hue its noise suggests. */
const GREY_CHROMA = 9;
const LINE: Rgb = [34, 24, 46];
/** Cloud placements: share of the width across, share of the sky down, size as a share of the width. */
const CLOUDS = [
  [0.12, 0.25, 0.05],
  [0.4, 0.12, 0.035],
  [0.7, 0.3, 0.06],
  [0.92, 0.15, 0.04],
  [0.25, 0.62, 0.03],
  [0.58, 0.55, 0.025],
] as const;
const SHADOW = 0;
const BASE = 1;
const HIGHLIGHT = 2;
const SPECULAR = 3;
/** The metal's palest step; its other steps share the cel tones' numbers. */
const METAL_GLINT = 4;
const SPECULAR_COLOUR: Rgb = [250, 252, 255];
/**
 * Black paint, rubber and chrome as cel painters draw them: not a region's own grey but one cool
 * material in four steps of the bike's stretched tone (deep navy, slate, a blue reflection and a
 * pale sky-blue glint), so a black bike is dark with blue light on its curves and chrome is a stack
 * of blue bands, not a posterised photo.
 */
const METAL_TONES: readonly Rgb[] = [
  [24, 27, 46],
  [56, 68, 104],
  [114, 142, 192],
  [210, 226, 247],
];
/** Upper tone bounds (0-255 of the stretched tone) of the first three metal steps. */
const METAL_STEPS = [46, 116, 186] as const;

/**
 * Anime cel art: the bike in a few flat colour regions with no specks left (small patches merge
 * into their neighbours). Painted parts take two or three designed tones of one saturated hue
 * (shadow, base, highlight) split along smooth curves of the blurred light; grey parts (black
 * paint, rubber, chrome) become one cool metal in steps of the bike's own stretched tone; white
 * specular shapes where paint and chrome shine; a heavy outline round the silhouette and thin
 * lines only where two regions really differ.
 */
export const anime: StyleRecipe = {
  paint(cv: OpenCv, work: WorkImage): Painting {
    const { width, height, mask } = work;
    const long = Math.max(width, height);
    const smooth = medianBlur(cv, smoothColours(cv, work.rgb, width, height, 5, 45), width, height, 3, oddSize(long / 260));
    const lab = neutralGreys(rgbToLab(smooth));
    const found = colourRegions(cv, lab, mask, width, height, REGION_COUNT, REGION_WEIGHTS, 7);
    const regions = { ...found, labels: absorbIslands(found.labels, width, Math.round((long / 90) ** 2)) };
    const metal = Array.from(
      { length: regions.count },
      (_, region) => Math.hypot(regions.centres[region * 3 + 1]!, regions.centres[region * 3 + 2]!) < GREY_CHROMA,
    );

    const lightness = Buffer.alloc(width * height);
    for (let pixel = 0; pixel < lightness.length; pixel += 1) lightness[pixel] = Math.round(lab[pixel * 3]! * 2.55);
    const tone = subjectTone(cv, lightness, mask, width, height, { radius: long / 30, localContrast: 0.45 });
    const toneField = gaussianBlur(cv, tone, width, height, 1, long / 220);
    const stats = regionLightness(regions.labels, toneField, mask, regions.count);
    const shine = specularOf(cv, tone, mask, width, height, long);

    // Every metal region shares one label, so a black bike's parts are one material shaded by light, not patches by grey level.
    const metalLabel = regions.count;
    const shapes = new Uint8Array(width * height);
    for (let pixel = 0; pixel < shapes.length; pixel += 1) {
      const region = regions.labels[pixel]!;
      const value = toneField[pixel]!;
      if (metal[region]) {
        const step = METAL_STEPS.findIndex((bound) => value < bound);
        shapes[pixel] = metalLabel * 5 + (shine[pixel] ? SPECULAR : step === -1 ? METAL_GLINT : step);
        continue;
      }
      const { mean, spread } = stats[region]!;
      const step = shine[pixel] ? SPECULAR : value < mean - spread * 0.45 ? SHADOW : value > mean + spread * 1.1 ? HIGHLIGHT : BASE;
      shapes[pixel] = region * 5 + step;
    }
    const cel = absorbIslands(shapes, width, Math.round((long / 80) ** 2));

    const palettes = stats.map(({ mean }, region) =>
      celTones(mean / 2.55, regions.centres[region * 3 + 1]!, regions.centres[region * 3 + 2]!),
    );
    const colour = Buffer.alloc(width * height * 3);
    for (let pixel = 0; pixel < cel.length; pixel += 1) {
      const label = Math.floor(cel[pixel]! / 5);
      const step = cel[pixel]! % 5;
      if (step === SPECULAR) colour.set(SPECULAR_COLOUR, pixel * 3);
      else colour.set(label === metalLabel ? METAL_TONES[step === METAL_GLINT ? 3 : step]! : palettes[label]![step]!, pixel * 3);
    }
    const softened = gaussianBlur(cv, colour, width, height, 3, 0.7);

    const lines = xdogInk(cv, smooth, width, height, { sigma: long / 900, tau: 0.985, threshold: 2.5 });
    const inner = dropSpecks(cv, combineInk(mask, lines, regionBorders(regions, width, height, 34)), width, height, Math.round(long / 25));
    const outline = work.hasSubject ? outlineInk(cv, mask, width, height, Math.max(2, Math.round(long / 260))) : Buffer.alloc(mask.length);
    return { colour: softened, ink: combineInk(mask, inner, outline), inkColour: LINE };
  },

  scenes: {
    sky(stage: Stage): string {
      const { width, height, ground } = stage;
      const horizon = Math.min(height * 0.7, Math.max(height * 0.3, ground.y - (ground.y - ground.top) * 0.55));
      const roadSlope = (ground.halfWidth * 1.7) / Math.max(1, ground.y - horizon);
      const roadAt = (y: number) => [ground.x - roadSlope * (y - horizon), ground.x + roadSlope * (y - horizon)] as const;
      const [bottomLeft, bottomRight] = roadAt(height);
      const dashes = Array.from({ length: 9 }, (_, index) => {
        const near = horizon + (height - horizon) * ((index + 1) / 9) ** 2;
        const far = horizon + (height - horizon) * ((index + 0.55) / 9) ** 2;
        const halfNear = roadSlope * (near - horizon) * 0.03;
        const halfFar = roadSlope * (far - horizon) * 0.03;
        return `<polygon points="${ground.x - halfFar},${far} ${ground.x + halfFar},${far} ${ground.x + halfNear},${near} ${ground.x - halfNear},${near}"/>`;
      }).join('');
      return svgDocument(
        stage,
        `<defs>` +
          `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f7fe0"/><stop offset="0.6" stop-color="#7fbff5"/><stop offset="1" stop-color="#d9f0ff"/></linearGradient>` +
          `<radialGradient id="cloud"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0.8"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
          `<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8d93a3"/><stop offset="1" stop-color="#5d6272"/></linearGradient>` +
          `<linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cc46a"/><stop offset="1" stop-color="#3f9a4a"/></linearGradient>` +
          `</defs>` +
          `<rect width="100%" height="${horizon}" fill="url(#sky)"/>` +
          clouds(width, horizon) +
          `<path d="M0 ${horizon} Q ${width * 0.2} ${horizon - height * 0.08} ${width * 0.42} ${horizon - height * 0.02} T ${width} ${horizon - height * 0.05} V ${horizon} Z" fill="#8fb8d8"/>` +
          `<rect y="${horizon}" width="100%" height="${height - horizon}" fill="url(#grass)"/>` +
          `<polygon points="${ground.x},${horizon} ${bottomRight},${height} ${bottomLeft},${height}" fill="url(#road)"/>` +
          `<g fill="#f4f1e6">${dashes}</g>` +
          groundShadow(stage, '#1e2240', 0.5),
      );
    },
    speed: speedLines,
  },
};

/**
 * Shadow, base and highlight of a region: one hue, saturated as cel paint is; greys become cool
 * slate so black parts read as painted metal and rubber, not photo shadow; shadows deeper and cooler.
 */
function celTones(lightness: number, a: number, b: number): [Rgb, Rgb, Rgb] {
  const chroma = Math.hypot(a, b);
  const [hueA, hueB] = chroma < GREY_CHROMA ? [1, -7] : [a * 1.45, b * 1.45];
  const base = Math.min(88, Math.max(20, lightness * 0.9 + 8));
  return [
    labToRgb(base * 0.6, hueA * 1.05 + 5, hueB * 1.05 - 12),
    labToRgb(base, hueA, hueB),
    labToRgb(Math.min(95, base + 18), hueA * 0.75, hueB * 0.75),
  ];
}

/** Greys made exactly neutral: their hue is noise, and clustering on it splits one grey part into blotches. */
function neutralGreys(lab: Float32Array): Float32Array {
  for (let index = 0; index < lab.length; index += 3) {
    const chroma = Math.hypot(lab[index + 1]!, lab[index + 2]!);
    if (chroma < GREY_CHROMA) {
      const keep = (chroma / GREY_CHROMA) ** 2;
      lab[index + 1] = lab[index + 1]! * keep;
      lab[index + 2] = lab[index + 2]! * keep;
    }
  }
  return lab;
}

/**
 * Where paint and chrome shine: pixels much lighter than their surroundings and near white,
 * gathered into smooth shapes. These become the white highlight shapes of cel art.
 */
function specularOf(cv: OpenCv, lightness: Buffer, mask: Buffer, width: number, height: number, long: number): Uint8Array {
  const surroundings = gaussianBlur(cv, lightness, width, height, 1, long / 120);
  const bright = Buffer.alloc(lightness.length);
  for (let pixel = 0; pixel < bright.length; pixel += 1) {
    bright[pixel] = mask[pixel]! > 127 && lightness[pixel]! > 225 && lightness[pixel]! - surroundings[pixel]! > 30 ? 255 : 0;
  }
  const shaped = medianBlur(cv, bright, width, height, 1, oddSize(long / 300));
  return dropSpecks(cv, shaped, width, height, Math.round((long / 160) ** 2));
}

function regionLightness(labels: Uint8Array, lightness: Buffer, mask: Buffer, count: number): Array<{ mean: number; spread: number }> {
  const sums = new Float64Array(count * 3);
  for (let pixel = 0; pixel < labels.length; pixel += 1) {
    if (mask[pixel]! < 128) continue;
    const value = lightness[pixel]!;
    const at = labels[pixel]! * 3;
    sums[at] = sums[at]! + 1;
    sums[at + 1] = sums[at + 1]! + value;
    sums[at + 2] = sums[at + 2]! + value * value;
  }
  return Array.from({ length: count }, (_, region) => {
    const members = Math.max(1, sums[region * 3]!);
    const mean = sums[region * 3 + 1]! / members;
    const spread = Math.sqrt(Math.max(0, sums[region * 3 + 2]! / members - mean * mean));
    return { mean, spread: Math.max(8, spread) };
  });
}

/** Soft cumulus: clusters of faded white ellipses, placed by a fixed seed. */
function clouds(width: number, horizon: number): string {
  const random = seededRandom(11);
  let shapes = '';
  for (const [across, down, scale] of CLOUDS) {
    const x = width * across;
    const y = horizon * down;
    const size = width * scale;
    for (let puff = 0; puff < 6; puff += 1) {
      const offset = (puff - 2.5) * size * 0.45;
      const rise = size * 0.35 * Math.sin((puff / 5) * Math.PI);
      shapes += `<ellipse cx="${(x + offset).toFixed(1)}" cy="${(y - rise).toFixed(1)}" rx="${(size * (0.55 + 0.3 * random())).toFixed(1)}" ry="${(size * (0.38 + 0.2 * random())).toFixed(1)}" fill="url(#cloud)"/>`;
    }
  }
  return shapes;
}

/** Manga speed lines: streaks of ink racing past on a pale sky tint, thinning towards the bike so it stays the focus. */
function speedLines(stage: Stage): string {
  const { width, height, ground } = stage;
  const random = seededRandom(31);
  const centreY = (ground.top + ground.y) / 2;
  let streaks = '';
  for (let line = 0; line < 90; line += 1) {
    const y = random() * height;
    const thickness = Math.max(1.5, (height / 260) * (0.4 + random() * 1.6) * (0.4 + Math.abs(y - centreY) / height));
    const start = random() * width * 0.6;
    const length = width * (0.25 + random() * 0.6);
    streaks += `<polygon points="${start.toFixed(1)},${y.toFixed(1)} ${(start + length).toFixed(1)},${(y - thickness / 2).toFixed(1)} ${(start + length).toFixed(1)},${(y + thickness / 2).toFixed(1)}"/>`;
  }
  return svgDocument(
    stage,
    `<defs><linearGradient id="speed-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe8ff"/><stop offset="1" stop-color="#f6fbff"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#speed-sky)"/>` +
      `<g fill="#2b1e34" fill-opacity="0.75">${streaks}</g>` +
      groundShadow(stage, '#1e2240', 0.45),
  );
}
