import { describe, expect, it } from 'vitest';
import { cutByTile, inWholePhoto, overlappingTiles, tileCrop } from './detection-tiles.ts';

describe('tiles to look for a small bike in', () => {
  it('are four that cover the photo, overlapping so that anything up to a fifth across lies whole in one', () => {
    const tiles = overlappingTiles();
    expect(tiles).toHaveLength(4);
    for (const x of [0, 0.3, 0.55, 0.8]) {
      for (const y of [0, 0.3, 0.55, 0.8]) {
        const box = { x, y, width: 0.2, height: 0.2 };
        const holding = tiles.filter(
          (tile) =>
            box.x >= tile.x && box.y >= tile.y && box.x + box.width <= tile.x + tile.width && box.y + box.height <= tile.y + tile.height,
        );
        expect(holding.length, `a box at ${x}, ${y}`).toBeGreaterThan(0);
      }
    }
  });

  it("put a box found in a tile back in the whole photo's shares", () => {
    expect(inWholePhoto({ x: 0.5, y: 0.25, width: 0.1, height: 0.2 }, { x: 0.4, y: 0.4, width: 0.6, height: 0.6 })).toEqual({
      x: 0.7,
      y: 0.55,
      width: expect.closeTo(0.06, 10),
      height: expect.closeTo(0.12, 10),
    });
  });

  it("leave out a box that stops at the tile's edge inside the photo, not at the photo's own edge", () => {
    const topLeft = { x: 0, y: 0, width: 0.6, height: 0.6 };
    expect(cutByTile({ x: 0.7, y: 0.3, width: 0.3, height: 0.2 }, topLeft)).toBe(true);
    expect(cutByTile({ x: 0.3, y: 0.8, width: 0.2, height: 0.2 }, topLeft)).toBe(true);
    expect(cutByTile({ x: 0, y: 0, width: 0.3, height: 0.3 }, topLeft)).toBe(false);
    expect(cutByTile({ x: 0.4, y: 0.4, width: 0.3, height: 0.3 }, topLeft)).toBe(false);
    const bottomRight = { x: 0.4, y: 0.4, width: 0.6, height: 0.6 };
    expect(cutByTile({ x: 0, y: 0.5, width: 0.2, height: 0.2 }, bottomRight)).toBe(true);
    expect(cutByTile({ x: 0.5, y: 0.5, width: 0.5, height: 0.5 }, bottomRight)).toBe(false);
  });

  it('are cropped in whole pixels inside the photo', () => {
    expect(tileCrop({ x: 0.4, y: 0.4, width: 0.6, height: 0.6 }, 1001, 667).pixels).toEqual({
      left: 400,
      top: 267,
      width: 601,
      height: 400,
    });
  });
});
