/** The mask grown by `reach` pixels in every direction (a square structuring element, in two passes). */
export function grown(mask: Uint8Array, width: number, height: number, reach: number): Uint8Array {
  const across = new Uint8Array(mask.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let most = 0;
      for (let dx = Math.max(0, x - reach); dx <= Math.min(width - 1, x + reach); dx += 1) most = Math.max(most, mask[y * width + dx]!);
      across[y * width + x] = most;
    }
  }
  const result = new Uint8Array(mask.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let most = 0;
      for (let dy = Math.max(0, y - reach); dy <= Math.min(height - 1, y + reach); dy += 1) most = Math.max(most, across[dy * width + x]!);
      result[y * width + x] = most;
    }
  }
  return result;
}
