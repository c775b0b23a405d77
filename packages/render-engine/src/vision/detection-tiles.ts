import type { Box } from '@store/shared/photo-check';

/** A part of the photo, in shares of its width and height, as boxes are. */
export type Tile = Box;

/**
 * Each tile's share of the photo's width and height. Four tiles overlap by a fifth, so anything up
 * to a fifth of the photo across lies whole in one of them, and each is seen 1/0.6 times larger.
 */
export const TILE_SHARE = 0.6;

/** Four overlapping quarters of the photo. */
export function overlappingTiles(): Tile[] {
  const starts = [0, 1 - TILE_SHARE];
  return starts.flatMap((y) => starts.map((x) => ({ x, y, width: TILE_SHARE, height: TILE_SHARE })));
}

/** A box found in a tile, in shares of the whole photo. */
export function inWholePhoto(box: Box, tile: Tile): Box {
  return {
    x: tile.x + box.x * tile.width,
    y: tile.y + box.y * tile.height,
    width: box.width * tile.width,
    height: box.height * tile.height,
  };
}

/** How near a tile's edge a box's side must come to stop there, in shares of the tile. */
const EDGE_MARGIN = 0.01;

/**
 * Whether a box found in a tile stops at one of the tile's edges inside the photo: the object
 * goes on beyond the tile, so this is part of it, found whole in another tile or the whole view.
 */
export function cutByTile(box: Box, tile: Tile): boolean {
  const insidePhoto = (at: number) => at > EDGE_MARGIN && at < 1 - EDGE_MARGIN;
  return (
    (box.x <= EDGE_MARGIN && insidePhoto(tile.x)) ||
    (box.y <= EDGE_MARGIN && insidePhoto(tile.y)) ||
    (box.x + box.width >= 1 - EDGE_MARGIN && insidePhoto(tile.x + tile.width)) ||
    (box.y + box.height >= 1 - EDGE_MARGIN && insidePhoto(tile.y + tile.height))
  );
}

/**
 * A tile's part of the photo in whole pixels, for cropping, and the tile those pixels are exactly
 * (in shares), to put what is found in them back in the photo.
 */
export function tileCrop(tile: Tile, width: number, height: number): { pixels: PixelRegion; exact: Tile } {
  const left = Math.round(tile.x * width);
  const top = Math.round(tile.y * height);
  const pixels = {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(tile.width * width))),
    height: Math.max(1, Math.min(height - top, Math.round(tile.height * height))),
  };
  return { pixels, exact: { x: left / width, y: top / height, width: pixels.width / width, height: pixels.height / height } };
}

type PixelRegion = { left: number; top: number; width: number; height: number };
