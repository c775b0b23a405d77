export type Point = { x: number; y: number };

/**
 * Sets every mask pixel whose centre lies inside the polygon (even-odd rule, so a lasso that crosses
 * itself leaves its loops' overlap as drawn) to `value`, one scanline at a time.
 */
export function fillPolygon(mask: Uint8Array, width: number, height: number, polygon: readonly Point[], value: number): void {
  if (polygon.length < 3) return;
  const top = Math.max(0, Math.floor(Math.min(...polygon.map((point) => point.y))));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(...polygon.map((point) => point.y))));
  for (let row = top; row <= bottom; row += 1) {
    const y = row + 0.5;
    const crossings: number[] = [];
    for (let index = 0; index < polygon.length; index += 1) {
      const a = polygon[index]!;
      const b = polygon[(index + 1) % polygon.length]!;
      if (a.y <= y === b.y <= y) continue;
      crossings.push(a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x));
    }
    crossings.sort((left, right) => left - right);
    for (let pair = 0; pair + 1 < crossings.length; pair += 2) {
      const from = Math.max(0, Math.ceil(crossings[pair]! - 0.5));
      const to = Math.min(width - 1, Math.floor(crossings[pair + 1]! - 0.5));
      if (to >= from) mask.fill(value, row * width + from, row * width + to + 1);
    }
  }
}
