import { describe, expect, it } from 'vitest';
import { backgroundReach } from './background-reach.ts';

/** A pale wall, 300 x 200, with a dark 100 x 80 block in the middle and a one-pixel grey seam every 24 pixels (stone blocks) over the wall. */
function wallWithBlock(): { data: Buffer; width: number; height: number } {
  const width = 300;
  const height = 200;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const block = x >= 100 && x < 200 && y >= 60 && y < 140;
      const seam = x % 24 === 0 || y % 24 === 0;
      data.fill(block ? 30 : seam ? 190 : 225, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return { data, width, height };
}

describe('backgroundReach', () => {
  it('reaches the wall across its seams cheaply and the block only across its outline', () => {
    const image = wallWithBlock();
    const sources = new Uint8Array(image.width * image.height);
    for (let x = 0; x < image.width; x += 1) sources[x] = 1;
    const reach = backgroundReach(image, sources);
    const at = (x: number, y: number) => reach[y * image.width + x]!;
    expect(at(50, 180)).toBeLessThan(10);
    expect(at(250, 100)).toBeLessThan(10);
    expect(at(150, 100)).toBeGreaterThan(40);
  });

  it('is zero at the sources', () => {
    const image = wallWithBlock();
    const sources = new Uint8Array(image.width * image.height);
    sources[0] = 1;
    expect(backgroundReach(image, sources)[0]).toBe(0);
  });
});
