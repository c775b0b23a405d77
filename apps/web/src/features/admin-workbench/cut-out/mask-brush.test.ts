import { describe, expect, it } from 'vitest';
import { brushValue, colourAt, dabsBetween, paintDab, type SnapGuide } from './mask-brush.ts';
import { edgeStrength, type PhotoPixels } from './photo-edges.ts';

/** A photo whose left half is red (the bike) and right half grey (the wall). */
function splitPhoto(width: number, height: number): PhotoPixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = (y * width + x) * 4;
      data.set(x < width / 2 ? [200, 30, 30, 255] : [120, 120, 120, 255], index);
    }
  }
  return { data, width, height };
}

function guideFrom(photo: PhotoPixels, start: { x: number; y: number }): SnapGuide {
  return { photo, edges: edgeStrength(photo), startColour: colourAt(photo, start) };
}

function count(mask: Uint8Array, value: number, where: (x: number, y: number) => boolean, width: number): number {
  let total = 0;
  mask.forEach((pixel, index) => {
    if (pixel === value && where(index % width, Math.floor(index / width))) total += 1;
  });
  return total;
}

describe('edge-snapping brush', () => {
  it('without snapping paints the whole disc, across the outline', () => {
    const mask = new Uint8Array(40 * 20);
    paintDab(mask, 40, 20, { x: 18, y: 10 }, 5, brushValue('add'), null);
    expect(count(mask, 255, (x) => x >= 20, 40)).toBeGreaterThan(0);
    expect(count(mask, 255, () => true, 40)).toBe(count(mask, 255, (x, y) => (x - 18) ** 2 + (y - 10) ** 2 <= 25, 40));
  });

  it('snapping stays on the side of the outline it started on, adding and removing', () => {
    const photo = splitPhoto(40, 20);
    const mask = new Uint8Array(40 * 20);
    paintDab(mask, 40, 20, { x: 17, y: 10 }, 6, brushValue('add'), guideFrom(photo, { x: 17, y: 10 }));
    expect(count(mask, 255, (x) => x < 19, 40)).toBeGreaterThan(40);
    expect(count(mask, 255, (x) => x >= 20, 40)).toBe(0);

    const full = new Uint8Array(40 * 20).fill(255);
    paintDab(full, 40, 20, { x: 23, y: 10 }, 6, brushValue('remove'), guideFrom(photo, { x: 23, y: 10 }));
    expect(count(full, 0, (x) => x >= 21, 40)).toBeGreaterThan(40);
    expect(count(full, 0, (x) => x < 19, 40)).toBe(0);
  });

  it('a dab outside the photo paints nothing; dabs along a stroke leave no gaps', () => {
    const mask = new Uint8Array(10 * 10);
    paintDab(mask, 10, 10, { x: -3, y: 4 }, 2, 255, null);
    expect(mask.every((value) => value === 0)).toBe(true);
    const dabs = dabsBetween({ x: 0, y: 0 }, { x: 30, y: 0 }, 10);
    expect(dabs.at(-1)).toEqual({ x: 30, y: 0 });
    expect(dabs.length).toBeGreaterThanOrEqual(9);
  });
});
