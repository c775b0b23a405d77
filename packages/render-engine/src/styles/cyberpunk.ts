import type { OpenCv } from '../vision/opencv.ts';
import { mix } from './paint/colour.ts';
import { distanceOutside, gaussianBlur, smoothColours } from './paint/filters.ts';
import { combineInk, dropSpecks, xdogInk } from './paint/ink.ts';
import { seededRandom } from './paint/random.ts';
import { RgbaLayer } from './paint/rgba-layer.ts';
import { groundShadow, svgDocument } from './paint/svg.ts';
import type { Painting, Rgb, Stage, StyleRecipe, WorkImage } from './paint/types.ts';

const MAGENTA: Rgb = [255, 43, 214];
const CYAN: Rgb = [24, 232, 255];
const NIGHT: Rgb = [18, 8, 48];
const REFLECTION_OPACITY = 0.32;

/**
 * Cyberpunk: the bike relit for a neon night. Its body sinks into a dark night grade that keeps
 * a trace of its paint; its shine (chrome, gloss) reflects the neon around it; a rim light runs
 * round the silhouette, magenta on the side facing left and cyan facing right, as if lit by signs
 * on both sides; its main lines glow; a glow and a floor reflection stand it on the scene.
 */
export const cyberpunk: StyleRecipe = {
  paint(cv: OpenCv, work: WorkImage, options: { floor: boolean }): Painting {
    const { width, height, mask } = work;
    const long = Math.max(width, height);
    const smooth = smoothColours(cv, work.rgb, width, height, 3, 35);
    const lines = dropSpecks(
      cv,
      combineInk(mask, xdogInk(cv, smooth, width, height, { sigma: long / 650, tau: 0.99, threshold: 3 })),
      width,
      height,
      Math.round(long / 14),
    );
    const glowLines = gaussianBlur(cv, lines, width, height, 1, Math.max(0.8, long / 1400));
    const [left, right] = horizontalExtent(mask, width, height);
    const neonAt = (column: number) => mix(MAGENTA, CYAN, Math.min(1, Math.max(0, (column - left) / Math.max(1, right - left))));
    const rim = work.hasSubject ? rimLight(cv, mask, width, height, long) : null;

    const colour = Buffer.alloc(width * height * 3);
    for (let pixel = 0; pixel < mask.length; pixel += 1) {
      const index = pixel * 3;
      const neon = neonAt(pixel % width);
      const light = (smooth[index]! * 77 + smooth[index + 1]! * 150 + smooth[index + 2]! * 29) / 65280;
      // A whole scene (no bike cut out) is mostly sky and walls: reflecting neon there would turn the night pink.
      const shine = work.hasSubject ? Math.max(0, (light - 0.55) / 0.45) ** 1.5 : 0;
      const line = glowLines[pixel]! / 255;
      for (let channel = 0; channel < 3; channel += 1) {
        const night = NIGHT[channel]! * 0.6 + smooth[index + channel]! * 0.34 + (smooth[index + channel]! / 255 - light) * 60;
        const reflected = night + (neon[channel]! * 0.75 + 60) * shine;
        let value = Math.min(255, reflected);
        if (rim) value = screen(value, rim.colour[index + channel]! * rim.strength[pixel]!);
        value = screen(value, neon[channel]! * Math.min(1, line * 1.4));
        colour[index + channel] = Math.round(value);
      }
    }
    if (!work.hasSubject) return { colour };
    return { colour, under: glowAndReflection(cv, work, colour, lines, neonAt, options.floor) };
  },

  scenes: {
    city(stage: Stage): string {
      const { width, height, ground } = stage;
      const horizon = Math.min(height * 0.75, Math.max(height * 0.3, ground.y - (ground.y - ground.top) * 0.5));
      return svgDocument(
        stage,
        `<defs>` +
          `<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#05020f"/><stop offset="0.7" stop-color="#1c0838"/><stop offset="1" stop-color="#4a0f5c"/></linearGradient>` +
          `<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff2bd6" stop-opacity="0"/><stop offset="1" stop-color="#ff2bd6" stop-opacity="0.45"/></linearGradient>` +
          `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a0630"/><stop offset="1" stop-color="#030108"/></linearGradient>` +
          `</defs>` +
          `<rect width="100%" height="${horizon}" fill="url(#night)"/>` +
          skyline(width, horizon) +
          `<rect y="${horizon - height * 0.12}" width="100%" height="${height * 0.12}" fill="url(#haze)"/>` +
          `<rect y="${horizon}" width="100%" height="${height - horizon}" fill="url(#floor)"/>` +
          grid(width, height, horizon, ground.x) +
          groundShadow(stage, '#000', 0.7),
      );
    },
    grid: synthGrid,
  },
};

function screen(base: number, light: number): number {
  return 255 - ((255 - base) * (255 - light)) / 255;
}

/**
 * The rim light: strongest on the outline and fading over a few pixels inside it, coloured by
 * which way the outline faces (the blurred mask's slope): magenta to the left, cyan to the right.
 */
function rimLight(cv: OpenCv, mask: Buffer, width: number, height: number, long: number): { colour: Buffer; strength: Float32Array } {
  const reach = Math.max(2, long / 160);
  const inside = distanceOutside(cv, Buffer.from(mask.map((value) => 255 - value)), width, height);
  const slope = gaussianBlur(cv, mask, width, height, 1, reach * 2);
  const colour = Buffer.alloc(width * height * 3);
  const strength = new Float32Array(width * height);
  for (let pixel = 0; pixel < mask.length; pixel += 1) {
    if (mask[pixel]! < 128) continue;
    strength[pixel] = Math.exp(-inside[pixel]! / reach) * 0.95;
    const x = pixel % width;
    const facing = (slope[pixel + (x > 0 ? -1 : 0)]! - slope[pixel + (x < width - 1 ? 1 : 0)]!) / 255;
    colour.set(mix(MAGENTA, CYAN, Math.min(1, Math.max(0, 0.5 + facing * 6))), pixel * 3);
  }
  return { colour, strength };
}

function horizontalExtent(mask: Buffer, width: number, height: number): [number, number] {
  let left = width;
  let right = 0;
  for (let row = 0; row < height; row += 1) {
    for (let column = 0, pixel = row * width; column < width; column += 1, pixel += 1) {
      if (mask[pixel]! > 127) {
        left = Math.min(left, column);
        right = Math.max(right, column);
      }
    }
  }
  return left <= right ? [left, right] : [0, width];
}

/** The neon glow around the bike and, on the style's floor, its mirrored reflection fading downwards. */
function glowAndReflection(
  cv: OpenCv,
  work: WorkImage,
  colour: Buffer,
  edges: Buffer,
  neonAt: (column: number) => Rgb,
  reflect: boolean,
): Buffer {
  const { width, height, mask, ground } = work;
  const long = Math.max(width, height);
  const source = Buffer.alloc(mask.length);
  for (let pixel = 0; pixel < mask.length; pixel += 1) source[pixel] = mask[pixel]! > 127 ? Math.max(edges[pixel]!, 90) : 0;
  const glow = gaussianBlur(cv, source, width, height, 1, long / 120);
  const layer = new RgbaLayer(width * height);
  const floor = ground ? Math.round(ground.y) : height;
  const depth = ground ? (ground.y - ground.top) * 0.6 : 0;
  for (let row = 0, pixel = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1, pixel += 1) {
      if (reflect && row > floor && row - floor < depth) {
        const mirrored = (2 * floor - row) * width + column;
        if (mirrored >= 0 && mask[mirrored]! > 0) {
          const fade = REFLECTION_OPACITY * (1 - (row - floor) / depth) * (mask[mirrored]! / 255);
          layer.paint(pixel, colour[mirrored * 3]!, colour[mirrored * 3 + 1]!, colour[mirrored * 3 + 2]!, fade);
        }
      }
      const neon = neonAt(column);
      layer.paint(pixel, neon[0], neon[1], neon[2], Math.min(0.85, (glow[pixel]! / 255) * 2.2));
    }
  }
  return layer.data;
}

/** Towers with lit windows, placed by a fixed seed so every draft of a photo is identical. */
function skyline(width: number, horizon: number): string {
  const random = seededRandom(2077);
  const windowColours = ['#18e8ff', '#ff2bd6', '#ffd166', '#7b5cff'];
  let towers = '';
  let windows = '';
  for (let x = -width * 0.02; x < width;) {
    const towerWidth = width * (0.04 + random() * 0.07);
    const towerHeight = horizon * (0.2 + random() * 0.5);
    const top = horizon - towerHeight;
    towers += `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${towerWidth.toFixed(1)}" height="${towerHeight.toFixed(1)}"/>`;
    const size = Math.max(2, width / 400);
    for (let wy = top + size * 3; wy < horizon - size * 2; wy += size * 3.2) {
      for (let wx = x + size * 2; wx < x + towerWidth - size * 2; wx += size * 2.6) {
        if (random() < 0.22)
          windows += `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="${size.toFixed(1)}" height="${(size * 1.4).toFixed(1)}" fill="${windowColours[Math.floor(random() * windowColours.length)]}"/>`;
      }
    }
    x += towerWidth + width * 0.004;
  }
  return `<g fill="#120726">${towers}</g><g opacity="0.85">${windows}</g>`;
}

/** A perspective grid: rungs closer together towards the horizon, rails converging on a vanishing point above the bike. */
function grid(width: number, height: number, horizon: number, vanishX: number): string {
  const depth = height - horizon;
  const stroke = Math.max(1.5, width / 900);
  let lines = '';
  for (let rung = 1; rung <= 14; rung += 1) {
    const y = horizon + depth * (rung / 14) ** 2.2;
    lines += `<line x1="0" y1="${y.toFixed(1)}" x2="${width}" y2="${y.toFixed(1)}" stroke="#ff2bd6"/>`;
  }
  for (let rail = -16; rail <= 16; rail += 1) {
    lines += `<line x1="${vanishX}" y1="${horizon}" x2="${(vanishX + rail * width * 0.12).toFixed(1)}" y2="${height}" stroke="#18e8ff"/>`;
  }
  return `<g stroke-width="${stroke * 5}" opacity="0.18">${lines}</g><g stroke-width="${stroke}" opacity="0.8">${lines}</g>`;
}

/** Synthwave: a striped neon sun setting behind outlined mountains over an endless glowing grid. */
function synthGrid(stage: Stage): string {
  const { width, height, ground } = stage;
  const horizon = Math.min(height * 0.7, Math.max(height * 0.3, ground.y - (ground.y - ground.top) * 0.55));
  const sunRadius = Math.min(width, height) * 0.3;
  const gaps = Array.from({ length: 6 }, (_, index) => {
    const y = horizon - sunRadius * 0.5 + index * sunRadius * 0.1;
    return `<rect x="0" y="${y.toFixed(1)}" width="${width}" height="${(sunRadius * (0.015 + index * 0.01)).toFixed(1)}"/>`;
  }).join('');
  const stroke = Math.max(1.5, width / 700);
  let ridge = `M0 ${horizon}`;
  const random = seededRandom(84);
  for (let step = 1; step <= 12; step += 1)
    ridge += ` L ${((width * step) / 12).toFixed(1)} ${(horizon - height * (0.03 + random() * 0.12)).toFixed(1)}`;
  return svgDocument(
    stage,
    `<defs>` +
      `<linearGradient id="synth-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0220"/><stop offset="1" stop-color="#3b0a57"/></linearGradient>` +
      `<linearGradient id="synth-sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd166"/><stop offset="1" stop-color="#ff2bd6"/></linearGradient>` +
      `<clipPath id="synth-sun-clip"><rect width="${width}" height="${horizon}"/></clipPath>` +
      `</defs>` +
      `<rect width="100%" height="100%" fill="url(#synth-sky)"/>` +
      `<g clip-path="url(#synth-sun-clip)"><circle cx="${ground.x}" cy="${horizon - sunRadius * 0.35}" r="${sunRadius}" fill="url(#synth-sun)"/><g fill="#2a0845">${gaps}</g></g>` +
      `<path d="${ridge} V ${horizon} Z" fill="#12041f" stroke="#18e8ff" stroke-width="${stroke}"/>` +
      `<rect y="${horizon}" width="100%" height="${height - horizon}" fill="#07010f"/>` +
      grid(width, height, horizon, ground.x) +
      groundShadow(stage, '#000', 0.7),
  );
}
