import type { Point } from './lasso-fill.ts';
import type { PhotoPixels } from './photo-edges.ts';

export type BrushMode = 'add' | 'remove';

/** What an edge-snapping stroke reads of the photo: its pixels, their edge strength, and the colour the stroke started on. */
export type SnapGuide = { photo: PhotoPixels; edges: Float32Array; startColour: readonly [number, number, number] };

/** A pixel this far (RGB distance) from the colour the stroke started on is another part of the picture. */
export const COLOUR_TOLERANCE = 70;
/** Edge strength the brush does not cross: a clear outline, not the grain of a surface. */
export const EDGE_LIMIT = 40;
/** Dabs along a stroke are this share of the radius apart, so a fast stroke leaves no gaps. */
const DAB_SPACING = 0.35;

/** The mean colour in a small square around a point: what "similar to the stroke's start" means. */
export function colourAt(photo: PhotoPixels, point: Point, radius = 2): [number, number, number] {
  const sum = [0, 0, 0];
  let count = 0;
  const cx = Math.round(point.x);
  const cy = Math.round(point.y);
  for (let y = Math.max(0, cy - radius); y <= Math.min(photo.height - 1, cy + radius); y += 1) {
    for (let x = Math.max(0, cx - radius); x <= Math.min(photo.width - 1, cx + radius); x += 1) {
      const index = (y * photo.width + x) * 4;
      sum[0]! += photo.data[index]!;
      sum[1]! += photo.data[index + 1]!;
      sum[2]! += photo.data[index + 2]!;
      count += 1;
    }
  }
  return count === 0 ? [0, 0, 0] : [sum[0]! / count, sum[1]! / count, sum[2]! / count];
}

/**
 * One dab of the brush: every pixel of the disc gets `value`, or, with a guide, only those reachable
 * from the centre without crossing a strong edge or a colour unlike the stroke's start (so a dab
 * that overlaps the bike's outline stays on its side of it).
 */
export function paintDab(
  mask: Uint8Array,
  width: number,
  height: number,
  centre: Point,
  radius: number,
  value: number,
  guide: SnapGuide | null,
): void {
  const cx = Math.round(centre.x);
  const cy = Math.round(centre.y);
  if (cx < 0 || cy < 0 || cx >= width || cy >= height) return;
  const inDisc = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && (x - centre.x) ** 2 + (y - centre.y) ** 2 <= radius * radius;
  if (!guide) {
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y += 1) {
      for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x += 1) if (inDisc(x, y)) mask[y * width + x] = value;
    }
    return;
  }
  const { photo, edges, startColour } = guide;
  const similar = (pixel: number) => {
    const index = pixel * 4;
    const distance = Math.hypot(
      photo.data[index]! - startColour[0],
      photo.data[index + 1]! - startColour[1],
      photo.data[index + 2]! - startColour[2],
    );
    return distance <= COLOUR_TOLERANCE && edges[pixel]! < EDGE_LIMIT;
  };
  const seen = new Set<number>([cy * width + cx]);
  const queue = [cy * width + cx];
  mask[cy * width + cx] = value;
  while (queue.length > 0) {
    const pixel = queue.pop()!;
    const x = pixel % width;
    const y = (pixel - x) / width;
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ] as const) {
      if (!inDisc(nx, ny)) continue;
      const next = ny * width + nx;
      if (seen.has(next)) continue;
      seen.add(next);
      if (!similar(next)) continue;
      mask[next] = value;
      queue.push(next);
    }
  }
}

/** The dab centres from one pointer position to the next, close enough that the stroke is continuous. */
export function dabsBetween(from: Point, to: Point, radius: number): Point[] {
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / Math.max(1, radius * DAB_SPACING)));
  return Array.from({ length: steps }, (_, step) => ({
    x: from.x + ((to.x - from.x) * (step + 1)) / steps,
    y: from.y + ((to.y - from.y) * (step + 1)) / steps,
  }));
}

export function brushValue(mode: BrushMode): number {
  return mode === 'add' ? 255 : 0;
}
