/**
 * Merges every patch of one label smaller than `minArea` pixels (4-connected) into the label that
 * borders it most: flat-colour art has no specks or islands, only shapes a painter would draw.
 * Patches bigger than the limit, and the whole label map's layout, stay as they are.
 */
export function absorbIslands(labels: Uint8Array, width: number, minArea: number): Uint8Array {
  const out = Uint8Array.from(labels);
  const component = new Int32Array(labels.length).fill(-1);
  const queue = new Int32Array(labels.length);
  const neighbourVotes = new Map<number, number>();
  let next = 0;
  for (let start = 0; start < labels.length; start += 1) {
    if (component[start] !== -1) continue;
    const label = labels[start]!;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    component[start] = next;
    neighbourVotes.clear();
    while (head < tail) {
      const pixel = queue[head++]!;
      const x = pixel % width;
      const visit = (neighbour: number) => {
        if (labels[neighbour] === label) {
          if (component[neighbour] === -1) {
            component[neighbour] = next;
            queue[tail++] = neighbour;
          }
        } else {
          const other = labels[neighbour]!;
          neighbourVotes.set(other, (neighbourVotes.get(other) ?? 0) + 1);
        }
      };
      if (x > 0) visit(pixel - 1);
      if (x < width - 1) visit(pixel + 1);
      if (pixel >= width) visit(pixel - width);
      if (pixel < labels.length - width) visit(pixel + width);
    }
    if (tail < minArea && neighbourVotes.size > 0) {
      let best = label;
      let bestVotes = -1;
      for (const [other, votes] of neighbourVotes) {
        if (votes > bestVotes) {
          best = other;
          bestVotes = votes;
        }
      }
      for (let index = 0; index < tail; index += 1) out[queue[index]!] = best;
    }
    next += 1;
  }
  return out;
}
