import type { Sharp } from 'sharp';

type Size = { width: number; height: number };
export type RawRgb = { data: Buffer; width: number; height: number };

/** Edges flatter than this (luminance steps over two pixels, summed across and down) are texture, not a line: left alone. */
const EDGE_THRESHOLD = 24;

/**
 * Enlarges a crop to its print file's size keeping edges crisp (issue 17, decision 026). The
 * drafts are flat colour with inked lines: lanczos3 keeps each edge where it is and its colours,
 * but spreads its step over about as many pixels as the scale. A shock filter then steepens every
 * such ramp back to a step: a pixel on the dark side of an edge takes its darkest neighbour, one on
 * the light side its lightest, whole pixels at a time, so no colour is invented and flat areas,
 * gentle gradients and the photo's grain (below the edge threshold) are untouched. One pass per
 * doubling of the size.
 */
export async function enlargeForPrint(crop: Sharp, cropSize: Size, target: Size): Promise<RawRgb> {
  const scale = Math.max(target.width / cropSize.width, target.height / cropSize.height);
  const { data, info } = await crop
    .resize(target.width, target.height, { fit: 'fill', kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let image: RawRgb = { data, width: info.width, height: info.height };
  for (let pass = 0; pass < shockPasses(scale); pass += 1) image = steepenEdges(image);
  return image;
}

/** No pass at (about) full size, then one per doubling: an edge lanczos spread over s pixels needs about log2(s) passes. */
export function shockPasses(scale: number): number {
  return scale < 1.2 ? 0 : Math.max(1, Math.round(Math.log2(scale)));
}

/** One pass of the shock filter over an RGB image (3 bytes a pixel). */
export function steepenEdges(image: RawRgb): RawRgb {
  const { data, width, height } = image;
  const luminance = new Uint8Array(width * height);
  for (let pixel = 0, byte = 0; pixel < luminance.length; pixel += 1, byte += 3)
    luminance[pixel] = (data[byte]! * 77 + data[byte + 1]! * 150 + data[byte + 2]! * 29) >> 8;
  const out = Buffer.from(data);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1, index = y * width + 1; x < width - 1; x += 1, index += 1) {
      const centre = luminance[index]!;
      const left = luminance[index - 1]!;
      const right = luminance[index + 1]!;
      const up = luminance[index - width]!;
      const down = luminance[index + width]!;
      if (Math.abs(right - left) + Math.abs(down - up) < EDGE_THRESHOLD) continue;
      const laplacian = left + right + up + down - 4 * centre;
      if (laplacian === 0) continue;
      const darkSide = laplacian > 0;
      let chosen = index;
      let chosenValue = centre;
      for (let dy = -width; dy <= width; dy += width) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const value = luminance[index + dy + dx]!;
          if (darkSide ? value < chosenValue : value > chosenValue) {
            chosen = index + dy + dx;
            chosenValue = value;
          }
        }
      }
      if (chosen === index) continue;
      out[index * 3] = data[chosen * 3]!;
      out[index * 3 + 1] = data[chosen * 3 + 1]!;
      out[index * 3 + 2] = data[chosen * 3 + 2]!;
    }
  }
  return { data: out, width, height };
}
