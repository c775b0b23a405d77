import sharp, { type OverlayOptions } from 'sharp';

export type SheetTile = { label: string; path: string | null };
export type SheetRow = { label: string; tiles: SheetTile[] };

const TILE_HEIGHT = 260;
const LABEL_HEIGHT = 22;
const GAP = 6;
const CHECKER = 12;

/**
 * One PNG to judge drafts by eye: a row per photo, its tiles side by side (the photo, the cut-out
 * on a checkerboard, the styles), each labelled. A missing tile is drawn as an empty cell.
 */
export async function writeContactSheet(rows: SheetRow[], path: string, tileHeight = TILE_HEIGHT): Promise<void> {
  const tileWidth = Math.round(tileHeight * 1.5);
  const columns = Math.max(1, ...rows.map((row) => row.tiles.length));
  const rowHeight = LABEL_HEIGHT + tileHeight + GAP;
  const width = columns * (tileWidth + GAP) + GAP;
  const height = rows.length * (rowHeight + LABEL_HEIGHT) + GAP;
  const layers: OverlayOptions[] = [];
  for (const [rowIndex, row] of rows.entries()) {
    const top = GAP + rowIndex * (rowHeight + LABEL_HEIGHT);
    layers.push({ input: label(row.label, width - 2 * GAP, LABEL_HEIGHT, true), left: GAP, top });
    for (const [column, tile] of row.tiles.entries()) {
      const left = GAP + column * (tileWidth + GAP);
      layers.push({ input: label(tile.label, tileWidth, LABEL_HEIGHT, false), left, top: top + LABEL_HEIGHT });
      if (tile.path) layers.push({ input: await tileImage(tile.path, tileWidth, tileHeight), left, top: top + 2 * LABEL_HEIGHT });
    }
  }
  await sharp({ create: { width, height, channels: 3, background: '#202124' } })
    .composite(layers)
    .png()
    .toFile(path);
}

/** The image fitted into its cell; transparent parts over a checkerboard so a cut-out's holes show. */
async function tileImage(path: string, width: number, height: number): Promise<Buffer> {
  const fitted = await sharp(path)
    .rotate()
    .resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp(checkerboard(width, height), { raw: { width, height, channels: 3 } })
    .composite([{ input: fitted }])
    .png()
    .toBuffer();
}

function checkerboard(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const value = (Math.floor(x / CHECKER) + Math.floor(y / CHECKER)) % 2 ? 200 : 150;
      data.fill(value, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return data;
}

function label(text: string, width: number, height: number, bold: boolean): Buffer {
  const escaped = text.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="2" y="${height - 6}" font-family="sans-serif" font-size="${bold ? 15 : 13}" font-weight="${bold ? 700 : 400}" fill="#e8eaed">${escaped}</text></svg>`,
  );
}
