export type Sums = { sum: Float64Array; squares: Float64Array };

/** Summed-area tables of the values and their squares, one row and column larger. */
export function integralSums(values: Float32Array, width: number, height: number): Sums {
  const sum = new Float64Array((width + 1) * (height + 1));
  const squares = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let rowSum = 0;
    let rowSquares = 0;
    for (let x = 0; x < width; x += 1) {
      const value = values[y * width + x]!;
      rowSum += value;
      rowSquares += value * value;
      sum[(y + 1) * (width + 1) + x + 1] = sum[y * (width + 1) + x + 1]! + rowSum;
      squares[(y + 1) * (width + 1) + x + 1] = squares[y * (width + 1) + x + 1]! + rowSquares;
    }
  }
  return { sum, squares };
}

/** The sum of the values and of their squares in a window (clipped to the table), each in four reads. */
export function windowSums(sums: Sums, width: number, height: number, left: number, top: number, w: number, h: number): [number, number] {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(width, left + w);
  const y1 = Math.min(height, top + h);
  if (x1 <= x0 || y1 <= y0) return [0, 0];
  const at = (table: Float64Array, x: number, y: number) => table[y * (width + 1) + x]!;
  const box = (table: Float64Array) => at(table, x1, y1) - at(table, x0, y1) - at(table, x1, y0) + at(table, x0, y0);
  return [box(sums.sum), box(sums.squares)];
}
