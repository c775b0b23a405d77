import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { deriveResults } from './derive-results.ts';

const workDir = mkdtempSync(join(tmpdir(), 'store-derive-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** A dark 3:2 scene, 1500 x 1000, with a bright "bike" near the right edge. */
async function scene(): Promise<string> {
  const source = join(workDir, 'render.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1000"><rect width="1500" height="1000" fill="#202020"/><circle cx="1250" cy="500" r="180" fill="#ff3300"/><circle cx="1250" cy="500" r="90" fill="#ffee00"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(source);
  return source;
}
const bikeBox = { x: 1070 / 1500, y: 320 / 1000, width: 360 / 1500, height: 360 / 1000 };

describe('deriving the five results', () => {
  it('makes each ratio from a crop around the bike, enlarged twice for print, with a watermarked preview', async () => {
    const derived = await deriveResults(await scene(), { maxPixels: 50_000_000, workDir, subject: bikeBox });
    expect([derived.width, derived.height]).toEqual([1500, 1000]);
    expect(derived.results.map((result) => [result.ratio, result.crop.width, result.crop.height, result.width, result.height])).toEqual([
      ['1x1', 1000, 1000, 2000, 2000],
      ['4x5', 800, 1000, 1600, 2000],
      ['2x3', 667, 1000, 1334, 2000],
      ['3x2', 1500, 1000, 3000, 2000],
      ['5x4', 1250, 1000, 2500, 2000],
    ]);
    for (const result of derived.results) {
      const box = { left: 1070, right: 1430 };
      expect(result.crop.left).toBeLessThanOrEqual(box.left);
      expect(result.crop.left + result.crop.width).toBeGreaterThanOrEqual(box.right);
    }

    const square = derived.results.find((result) => result.ratio === '1x1')!;
    const squareMeta = await sharp(square.fullPath).metadata();
    expect([squareMeta.format, squareMeta.width, squareMeta.height]).toEqual(['jpeg', 2000, 2000]);
    // The bike's centre (x 1250 of the image) is in the print file, at twice the crop's scale.
    const { data } = await sharp(square.fullPath)
      .extract({ left: (1250 - square.crop.left) * 2, top: 1000, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);

    const preview = await sharp(square.previewPath).metadata();
    expect(preview.format).toBe('webp');
    expect(Math.max(preview.width ?? 0, preview.height ?? 0)).toBeLessThanOrEqual(1200);
    const plain = await sharp(square.fullPath).resize(preview.width, preview.height).raw().toBuffer();
    const marked = await sharp(square.previewPath).removeAlpha().raw().toBuffer();
    const differing = plain.reduce((count, value, index) => count + (Math.abs(value - marked[index]!) > 24 ? 1 : 0), 0);
    expect(differing / plain.length).toBeGreaterThan(0.01);
  });

  it('uses the crop staff chose, and makes only the ratios asked for', async () => {
    const crop = { left: 0, top: 100, width: 800, height: 800 };
    const derived = await deriveResults(await scene(), {
      maxPixels: 50_000_000,
      workDir,
      subject: bikeBox,
      crops: { '1x1': crop },
      ratios: ['1x1'],
    });
    expect(derived.results).toHaveLength(1);
    expect(derived.results[0]).toMatchObject({ ratio: '1x1', crop, width: 1600, height: 1600 });
  });

  it('refuses a file that is not an image', async () => {
    const source = join(workDir, 'not-an-image.png');
    writeFileSync(source, 'hello');
    await expect(deriveResults(source, { maxPixels: 50_000_000, workDir, subject: null })).rejects.toMatchObject({
      statusCode: 400,
      code: 'INVALID_IMAGE',
    });
  });
});
