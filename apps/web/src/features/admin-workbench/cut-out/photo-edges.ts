/** The photo the cut-out is drawn on, at the mask's size: RGBA bytes as a canvas gives them. */
export type PhotoPixels = { data: Uint8ClampedArray; width: number; height: number };

/**
 * How strongly the photo changes at each pixel (Sobel on luminance, 0-255 and above): the brush
 * stops where this is high, which is where the bike's outline usually is.
 */
export function edgeStrength({ data, width, height }: PhotoPixels): Float32Array {
  const luminance = new Float32Array(width * height);
  for (let pixel = 0; pixel < luminance.length; pixel += 1) {
    luminance[pixel] = 0.299 * data[pixel * 4]! + 0.587 * data[pixel * 4 + 1]! + 0.114 * data[pixel * 4 + 2]!;
  }
  const edges = new Float32Array(width * height);
  const at = (x: number, y: number) => luminance[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))]!;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const gx = at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1);
      const gy = at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1);
      edges[y * width + x] = Math.hypot(gx, gy) / 4;
    }
  }
  return edges;
}
