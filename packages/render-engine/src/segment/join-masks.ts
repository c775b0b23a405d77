/**
 * The subject's pixels from the model's answers: a pixel is the subject where some part of it
 * (the bike, a rider) claims it and claims it more surely than anything asked to stay out (another
 * bike, a bystander). Logits above 0 claim a pixel. Returns 255 for the subject, 0 elsewhere.
 */
export function joinMasks(parts: readonly Float32Array[], excluded: readonly Float32Array[], length: number): Uint8Array {
  const joined = new Uint8Array(length);
  for (let pixel = 0; pixel < length; pixel += 1) {
    let subject = -Infinity;
    for (const part of parts) subject = Math.max(subject, part[pixel]!);
    if (subject <= 0) continue;
    let other = -Infinity;
    for (const mask of excluded) other = Math.max(other, mask[pixel]!);
    if (subject >= other) joined[pixel] = 255;
  }
  return joined;
}

/** Share of a part's pixels that touch the rest of the subject (within `reach` pixels): a rider segmented apart from their bike joins only when they touch it. */
export function touches(part: Float32Array, rest: Uint8Array, width: number, height: number, reach: number): boolean {
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (part[y * width + x]! <= 0) continue;
      for (let dy = -reach; dy <= reach; dy += reach) {
        for (let dx = -reach; dx <= reach; dx += reach) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && rest[ny * width + nx]) return true;
        }
      }
    }
  }
  return false;
}
