import { type LuminancePlane, MASK_LEVEL, type PixelRegion } from './luminance.ts';

/** Sobel magnitude below this is noise or texture, not an edge (a clean black-to-white step gives 1020). */
const MIN_EDGE_STRENGTH = 40;
/** The strongest share of edge points measured: the outlines and details a render keeps. */
const STRONGEST_SHARE = 0.2;
/** Fewest points measured when a region has that many edges at all. */
const MIN_POINTS = 50;
/** The largest Sobel magnitude luminance 0-255 can give (a corner of black and white). */
const MAX_STRENGTH = Math.ceil(4 * 255 * Math.SQRT2);
/** An edge wider than this is measured as this wide: it is blurred either way. */
const MAX_WIDTH = 24;

/**
 * The median width in pixels of the region's strongest edges: how many pixels the luminance takes
 * to climb from one side of an edge to the other, across it. A sharp edge is one to three pixels
 * wide, a blurred one several, whatever its contrast, so a dark or flat-lit photo is not mistaken
 * for a blurred one as by the variance of the Laplacian (Marziliano et al., "A no-reference
 * perceptual blur metric", 2002). With a mask, only edges on its pixels count. null when the
 * region has no edge strong enough to measure.
 */
export function edgeWidth(plane: LuminancePlane, region: PixelRegion, within?: Uint8Array): number | null {
  const points = strongestEdgePoints(plane, region, within);
  if (points.length === 0) return null;
  const widths = Float64Array.from(points, (point) => widthAcross(plane, point)).sort();
  return widths[Math.floor(widths.length / 2)]!;
}

type EdgePoint = { at: number; alongX: boolean; rising: boolean; cosine: number };

/** Points where the gradient peaks across an edge, the strongest share of them. */
function strongestEdgePoints(plane: LuminancePlane, region: PixelRegion, within?: Uint8Array): EdgePoint[] {
  const { data, width, height } = plane;
  const [left, right] = [Math.max(1, region.left - 1), Math.min(width - 1, region.right + 1)];
  const [top, bottom] = [Math.max(1, region.top - 1), Math.min(height - 1, region.bottom + 1)];
  const gradientX = new Float32Array(width * height);
  const gradientY = new Float32Array(width * height);
  const magnitude = new Float32Array(width * height);
  for (let y = top; y < bottom; y += 1) {
    for (let x = left, at = y * width + left; x < right; x += 1, at += 1) {
      const above = at - width;
      const below = at + width;
      const gx = data[above + 1]! + 2 * data[at + 1]! + data[below + 1]! - data[above - 1]! - 2 * data[at - 1]! - data[below - 1]!;
      const gy = data[below - 1]! + 2 * data[below]! + data[below + 1]! - data[above - 1]! - 2 * data[above]! - data[above + 1]!;
      gradientX[at] = gx;
      gradientY[at] = gy;
      magnitude[at] = Math.sqrt(gx * gx + gy * gy);
    }
  }
  // Peaks are counted by whole strength so the strongest share is found without sorting them all.
  const peaks: number[] = [];
  const countByStrength = new Uint32Array(MAX_STRENGTH + 1);
  for (let y = Math.max(2, region.top); y < Math.min(height - 2, region.bottom); y += 1) {
    for (let x = Math.max(2, region.left), at = y * width + x; x < Math.min(width - 2, region.right); x += 1, at += 1) {
      const strength = magnitude[at]!;
      if (strength < MIN_EDGE_STRENGTH || (within && within[at]! < MASK_LEVEL)) continue;
      const step = Math.abs(gradientX[at]!) >= Math.abs(gradientY[at]!) ? 1 : width;
      if (strength < magnitude[at - step]! || strength <= magnitude[at + step]!) continue;
      peaks.push(at);
      countByStrength[Math.floor(strength)]! += 1;
    }
  }
  const wanted = Math.max(MIN_POINTS, Math.ceil(peaks.length * STRONGEST_SHARE));
  let cutoff = MAX_STRENGTH;
  for (let counted = countByStrength[cutoff]!; counted < wanted && cutoff > 0; counted += countByStrength[cutoff]!) cutoff -= 1;
  return peaks
    .filter((at) => magnitude[at]! >= cutoff)
    .map((at) => {
      const alongX = Math.abs(gradientX[at]!) >= Math.abs(gradientY[at]!);
      const across = alongX ? gradientX[at]! : gradientY[at]!;
      return { at, alongX, rising: across > 0, cosine: Math.abs(across) / magnitude[at]! };
    });
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
