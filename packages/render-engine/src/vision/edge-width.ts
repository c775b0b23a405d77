import type { LuminancePlane, PixelRegion } from './luminance.ts';

/** Sobel magnitude below this is noise or texture, not an edge (a clean black-to-white step gives 1020). */
const MIN_EDGE_STRENGTH = 40;
/** The strongest share of edge points measured: the outlines and details a render keeps. */
const STRONGEST_SHARE = 0.2;
/** Fewest points measured when a region has that many edges at all. */
const MIN_POINTS = 50;
/** An edge wider than this is measured as this wide: it is blurred either way. */
const MAX_WIDTH = 24;

/**
 * The median width in pixels of the region's strongest edges: how many pixels the luminance takes
 * to climb from one side of an edge to the other, across it. A sharp edge is one to three pixels
 * wide, a blurred one several, whatever its contrast, so a dark or flat-lit photo is not mistaken
 * for a blurred one as by the variance of the Laplacian (Marziliano et al., "A no-reference
 * perceptual blur metric", 2002). null when the region has no edge strong enough to measure.
 */
export function edgeWidth(plane: LuminancePlane, region: PixelRegion): number | null {
  const points = strongestEdgePoints(plane, region);
  if (points.length === 0) return null;
  const widths = points.map((point) => widthAcross(plane, point)).sort((a, b) => a - b);
  return widths[Math.floor(widths.length / 2)]!;
}

type EdgePoint = { at: number; strength: number; alongX: boolean; rising: boolean; cosine: number };

/** Points where the gradient peaks across an edge, the strongest share of them. */
function strongestEdgePoints(plane: LuminancePlane, region: PixelRegion): EdgePoint[] {
  const { data, width, height } = plane;
  const magnitude = (at: number) => Math.hypot(...sobel(data, width, at));
  const points: EdgePoint[] = [];
  for (let y = Math.max(1, region.top); y < Math.min(height - 1, region.bottom); y += 1) {
    for (let x = Math.max(1, region.left); x < Math.min(width - 1, region.right); x += 1) {
      const at = y * width + x;
      const [gx, gy] = sobel(data, width, at);
      const strength = Math.hypot(gx, gy);
      if (strength < MIN_EDGE_STRENGTH) continue;
      const alongX = Math.abs(gx) >= Math.abs(gy);
      const step = alongX ? 1 : width;
      if (
        (alongX ? x < 2 || x >= width - 2 : y < 2 || y >= height - 2) ||
        strength < magnitude(at - step) ||
        strength <= magnitude(at + step)
      )
        continue;
      const across = alongX ? gx : gy;
      points.push({ at, strength, alongX, rising: across > 0, cosine: Math.abs(across) / strength });
    }
  }
  points.sort((a, b) => b.strength - a.strength);
  return points.slice(0, Math.max(MIN_POINTS, Math.ceil(points.length * STRONGEST_SHARE)));
}

function sobel(data: Float32Array, width: number, at: number): [number, number] {
  const [a, b, c] = [data[at - width - 1]!, data[at - width]!, data[at - width + 1]!];
  const [d, f] = [data[at - 1]!, data[at + 1]!];
  const [g, h, i] = [data[at + width - 1]!, data[at + width]!, data[at + width + 1]!];
  return [c + 2 * f + i - (a + 2 * d + g), g + 2 * h + i - (a + 2 * b + c)];
}

/**
 * Steps from the darkest to the brightest pixel around an edge point, along the image axis
 * closest to across the edge, times the cosine between the two so a slanted edge is not wider.
 */
function widthAcross(plane: LuminancePlane, point: EdgePoint): number {
  const { data, width, height } = plane;
  const step = point.alongX ? 1 : width;
  const position = point.alongX ? point.at % width : Math.floor(point.at / width);
  const length = point.alongX ? width : height;
  const climbs = (from: number, to: number) => (point.rising ? data[to]! > data[from]! : data[to]! < data[from]!);
  let ahead = 0;
  while (ahead < MAX_WIDTH && position + ahead + 1 < length && climbs(point.at + ahead * step, point.at + (ahead + 1) * step)) ahead += 1;
  let behind = 0;
  while (behind < MAX_WIDTH && position - behind - 1 >= 0 && climbs(point.at - (behind + 1) * step, point.at - behind * step)) behind += 1;
  return Math.min(MAX_WIDTH, (ahead + behind) * point.cosine);
}
