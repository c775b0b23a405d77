/** Measures of how sharp an enlargement is, for its tests and the print-file benchmark. */

type Grey = { data: Uint8Array; width: number; height: number };

/**
 * How many pixels an edge takes to rise from 10% to 90% of its step, averaged over rows: the
 * edge is vertical, between columns `from` and `to` (exclusive), with flat colour either side.
 */
export function edgeRiseWidth(image: Grey, from: number, to: number, rows: { top: number; bottom: number }): number {
  let total = 0;
  for (let y = rows.top; y < rows.bottom; y += 1) {
    const row = Array.from({ length: to - from }, (_, index) => image.data[y * image.width + from + index]!);
    const start = row[0]!;
    const end = row.at(-1)!;
    const step = end - start;
    const crossing = (fraction: number) => {
      const level = start + fraction * step;
      const index = row.findIndex((value) => (step > 0 ? value >= level : value <= level));
      const before = row[index - 1] ?? start;
      const value = row[index]!;
      return index - 1 + (value === before ? 1 : (level - before) / (value - before));
    };
    total += crossing(0.9) - crossing(0.1);
  }
  return total / (rows.bottom - rows.top);
}

/** Mean squared luminance gradient (central differences): higher is crisper, for one picture at one size. */
export function gradientEnergy(image: Grey): number {
  const { data, width, height } = image;
  let energy = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const index = y * width + x;
      const across = data[index + 1]! - data[index - 1]!;
      const down = data[index + width]! - data[index - width]!;
      energy += across * across + down * down;
    }
  }
  return energy / (width * height);
}
