import type { OpenCv } from '../vision/opencv.ts';
import { hex, labToRgb, rgbToLab } from './paint/colour.ts';
import { distanceOutside, gaussianBlur, smoothColours } from './paint/filters.ts';
import { combineInk, dropSpecks, outlineInk, xdogInk } from './paint/ink.ts';
import { absorbIslands } from './paint/islands.ts';
import { colourRegions } from './paint/regions.ts';
import { RgbaLayer } from './paint/rgba-layer.ts';
import { groundShadow, svgDocument } from './paint/svg.ts';
import type { Painting, Rgb, Stage, StyleRecipe, WorkImage } from './paint/types.ts';

const FLAT_COLOURS = 9;
const CHROMA_BOOST = 1.3;
const INK: Rgb = [18, 14, 20];
const STICKER_EDGE: Rgb = [30, 24, 30];

/** Cartoon: edge-aware smoothing, a few flat colours with no specks or islands, bold ink lines, and a white sticker edge over a comic scene. */
export const cartoon: StyleRecipe = {
  paint(cv: OpenCv, work: WorkImage): Painting {
    const { width, height, mask } = work;
    const smooth = smoothColours(cv, work.rgb, width, height, 4, 45);
    const lab = rgbToLab(smooth);
    const long = Math.max(width, height);
    const found = colourRegions(cv, lab, mask, width, height, FLAT_COLOURS, [1, 1, 1], 5);
    const regions = { ...found, labels: absorbIslands(found.labels, width, Math.round((long / 80) ** 2)) };
    const palette = Array.from({ length: regions.count }, (_, region) => {
      const lightness = regions.centres[region * 3]!;
      return labToRgb(
        Math.min(98, 50 + (lightness - 50) * 1.15),
        regions.centres[region * 3 + 1]! * CHROMA_BOOST,
        regions.centres[region * 3 + 2]! * CHROMA_BOOST,
      );
    });
    const colour = Buffer.alloc(width * height * 3);
    for (let pixel = 0; pixel < regions.labels.length; pixel += 1) colour.set(palette[regions.labels[pixel]!]!, pixel * 3);
    // Softens the stair-steps of region edges at working size so they upscale as smooth curves.
    const softened = gaussianBlur(cv, colour, width, height, 3, 0.8);

    const contours = dropSpecks(
      cv,
      xdogInk(cv, smooth, width, height, { sigma: long / 600, tau: 0.98, threshold: 2 }),
      width,
      height,
      Math.round(long / 18),
    );
    const outline = work.hasSubject ? outlineInk(cv, mask, width, height, Math.max(2, Math.round(long / 400))) : Buffer.alloc(mask.length);
    const ink = combineInk(mask, contours, outline);
    return { colour: softened, ink, inkColour: INK, ...(work.hasSubject ? { under: stickerEdge(cv, work) } : {}) };
  },

  scenes: {
    sunburst(stage: Stage): string {
      const { width, height, ground } = stage;
      const centreX = ground.x;
      const centreY = (ground.top + ground.y) / 2;
      const reach = Math.hypot(width, height) * 1.5;
      const rayCount = 28;
      let rays = '';
      for (let ray = 0; ray < rayCount; ray += 2) {
        const from = (ray / rayCount) * Math.PI * 2;
        const to = ((ray + 1) / rayCount) * Math.PI * 2;
        rays += `<polygon points="${centreX.toFixed(1)},${centreY.toFixed(1)} ${(centreX + reach * Math.cos(from)).toFixed(1)},${(centreY + reach * Math.sin(from)).toFixed(1)} ${(centreX + reach * Math.cos(to)).toFixed(1)},${(centreY + reach * Math.sin(to)).toFixed(1)}"/>`;
      }
      const dot = Math.max(6, Math.round(Math.max(width, height) / 110));
      return svgDocument(
        stage,
        `<defs>` +
          `<radialGradient id="burst-light" cx="${centreX}" cy="${centreY}" r="${reach / 2}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff6c8" stop-opacity="0.95"/><stop offset="0.35" stop-color="#ffe27a" stop-opacity="0.35"/><stop offset="1" stop-color="#ff5a1f" stop-opacity="0.55"/></radialGradient>` +
          `<pattern id="burst-dots" width="${dot}" height="${dot}" patternUnits="userSpaceOnUse"><circle cx="${dot / 2}" cy="${dot / 2}" r="${dot * 0.2}" fill="#c2410c" fill-opacity="0.35"/></pattern>` +
          `</defs>` +
          `<rect width="100%" height="100%" fill="${hex([255, 196, 41])}"/>` +
          `<g fill="${hex([255, 138, 30])}">${rays}</g>` +
          `<rect width="100%" height="100%" fill="url(#burst-dots)"/>` +
          `<rect width="100%" height="100%" fill="url(#burst-light)"/>` +
          groundShadow(stage, '#5a1a00', 0.6),
      );
    },
    hills: roadAndHills,
  },
};

/** A white die-cut sticker border around the bike with a thin dark rim, drawn under it. */
function stickerEdge(cv: OpenCv, work: WorkImage): Buffer {
  const { width, height, mask } = work;
  const long = Math.max(width, height);
  const whiteWidth = long / 90;
  const rimWidth = whiteWidth + long / 400;
  const distance = distanceOutside(cv, mask, width, height);
  const layer = new RgbaLayer(width * height);
  for (let pixel = 0; pixel < mask.length; pixel += 1) {
    const away = distance[pixel]!;
    layer.paint(pixel, STICKER_EDGE[0], STICKER_EDGE[1], STICKER_EDGE[2], coverage(rimWidth - away));
    layer.paint(pixel, 255, 255, 255, coverage(whiteWidth - away));
  }
  return layer.data;
}

/** Anti-aliased coverage of an edge `signed` pixels inside it. */
function coverage(signed: number): number {
  return Math.min(1, Math.max(0, signed + 0.5));
}

/** A sunny cartoon landscape: outlined rolling hills, a winding road to the bike, a round sun and puffy clouds. */
function roadAndHills(stage: Stage): string {
  const { width, height, ground } = stage;
  const horizon = Math.min(height * 0.72, Math.max(height * 0.3, ground.y - (ground.y - ground.top) * 0.45));
  const stroke = Math.max(2, width / 320);
  const hill = (base: number, lift: number, colour: string, phase: number) => {
    let path = `M0 ${base}`;
    for (let step = 0; step <= 4; step += 1) {
      const x = (width * step) / 4;
      const y = base - lift * (0.6 + 0.4 * Math.sin(step * 1.7 + phase));
      path += ` Q ${(x - width / 8).toFixed(1)} ${(y - lift * 0.5).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}`;
    }
    return `<path d="${path} V ${height} H 0 Z" fill="${colour}" stroke="#1b1b1b" stroke-width="${stroke}"/>`;
  };
  const road = `<path d="M ${(ground.x - ground.halfWidth * 1.6).toFixed(1)} ${height} C ${(ground.x - ground.halfWidth).toFixed(1)} ${(horizon + (height - horizon) * 0.5).toFixed(1)} ${(width * 0.78).toFixed(1)} ${(horizon + (height - horizon) * 0.2).toFixed(1)} ${(width * 0.7).toFixed(1)} ${horizon.toFixed(1)} L ${(width * 0.72).toFixed(1)} ${horizon.toFixed(1)} C ${(width * 0.84).toFixed(1)} ${(horizon + (height - horizon) * 0.2).toFixed(1)} ${(ground.x + ground.halfWidth * 1.4).toFixed(1)} ${(horizon + (height - horizon) * 0.5).toFixed(1)} ${(ground.x + ground.halfWidth * 1.6).toFixed(1)} ${height} Z" fill="#9aa0a6" stroke="#1b1b1b" stroke-width="${stroke}"/>`;
  const sunRadius = Math.min(width, height) * 0.08;
  const cloud = (x: number, y: number, size: number) =>
    `<g fill="#fff" stroke="#1b1b1b" stroke-width="${stroke}"><ellipse cx="${x}" cy="${y}" rx="${size}" ry="${size * 0.55}"/><ellipse cx="${x + size * 0.7}" cy="${y + size * 0.1}" rx="${size * 0.7}" ry="${size * 0.45}"/></g>`;
  return svgDocument(
    stage,
    `<rect width="100%" height="100%" fill="#5ec8f2"/>` +
      `<circle cx="${width * 0.82}" cy="${horizon * 0.3}" r="${sunRadius}" fill="#ffd23f" stroke="#1b1b1b" stroke-width="${stroke}"/>` +
      cloud(width * 0.18, horizon * 0.25, width * 0.06) +
      cloud(width * 0.5, horizon * 0.15, width * 0.045) +
      hill(horizon, height * 0.1, '#8fd16a', 0.3) +
      hill(horizon + (height - horizon) * 0.25, height * 0.06, '#5fb84a', 2.1) +
      road +
      groundShadow(stage, '#1b3d12', 0.55),
  );
}
