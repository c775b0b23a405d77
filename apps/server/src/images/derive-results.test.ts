import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { deriveResults, largestCrop } from './derive-results.ts';

const workDir = mkdtempSync(join(tmpdir(), 'store-derive-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('largest crop of a ratio', () => {
  it.each([
    [6000, 4000, '1x1', 4000, 4000],
    [6000, 4000, '4x5', 3200, 4000],
    [6000, 4000, '3x2', 6000, 4000],
    [6000, 4000, '5x4', 5000, 4000],
    [3000, 4500, '2x3', 3000, 4500],
    [3000, 4500, '3x2', 3000, 2000],
  ] as const)('%i x %i as %s is %i x %i', (width, height, ratio, cropWidth, cropHeight) => {
    expect(largestCrop(width, height, ratio)).toEqual({ width: cropWidth, height: cropHeight });
  });
});

describe('deriving the five results', () => {
  it('makes every ratio at full resolution with a watermarked preview, keeping the subject in frame', async () => {
    // A dark 3:2 scene with the bright subject near the right edge.
    const source = join(workDir, 'render.png');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1000"><rect width="1500" height="1000" fill="#202020"/><circle cx="1250" cy="500" r="180" fill="#ff3300"/><circle cx="1250" cy="500" r="90" fill="#ffee00"/></svg>`;
    await sharp(Buffer.from(svg)).png().toFile(source);

    const results = await deriveResults(source, { maxPixels: 50_000_000, workDir });
    expect(results.map((result) => [result.ratio, result.width, result.height])).toEqual([
      ['1x1', 1000, 1000],
      ['4x5', 800, 1000],
      ['2x3', 667, 1000],
      ['3x2', 1500, 1000],
      ['5x4', 1250, 1000],
    ]);

    const square = results.find((result) => result.ratio === '1x1')!;
    const squareMeta = await sharp(square.fullPath).metadata();
    expect([squareMeta.format, squareMeta.width, squareMeta.height]).toEqual(['jpeg', 1000, 1000]);
    // The subject (at x=1250) is inside the square crop, so its centre pixel is bright.
    const { data } = await sharp(square.fullPath)
      .extract({ left: 1250 - (1500 - 1000), top: 500, width: 1, height: 1 })
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

  it('refuses a file that is not an image', async () => {
    const source = join(workDir, 'not-an-image.png');
    writeFileSync(source, 'hello');
    await expect(deriveResults(source, { maxPixels: 50_000_000, workDir })).rejects.toMatchObject({
      statusCode: 400,
      code: 'INVALID_IMAGE',
    });
  });
});
