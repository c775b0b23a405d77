import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { maskBox, readMask, writeMask } from './subject-mask.ts';

const folder = mkdtempSync(join(tmpdir(), 'subject-mask-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function rectangleMask(width: number, height: number, rect: { x: number; y: number; w: number; h: number }): Buffer {
  const data = Buffer.alloc(width * height);
  for (let y = rect.y; y < rect.y + rect.h; y += 1) data.fill(255, y * width + rect.x, y * width + rect.x + rect.w);
  return data;
}

describe('subject masks', () => {
  it('finds the normalised box of the subject', () => {
    const mask = { data: rectangleMask(100, 50, { x: 10, y: 5, w: 40, h: 20 }), width: 100, height: 50 };
    expect(maskBox(mask)).toEqual({ x: 0.1, y: 0.1, width: 0.4, height: 0.4 });
    expect(maskBox({ data: Buffer.alloc(100), width: 10, height: 10 })).toBeNull();
  });

  it('writes a grey PNG and reads it back unchanged', async () => {
    const mask = { data: rectangleMask(64, 32, { x: 8, y: 4, w: 16, h: 8 }), width: 64, height: 32 };
    const path = join(folder, 'mask.png');
    await writeMask(mask, path);
    expect(await readMask(path)).toEqual(mask);
  });

  it('reads a staff-drawn PNG with transparency by its alpha', async () => {
    const rgba = Buffer.alloc(8 * 4 * 4);
    for (let pixel = 0; pixel < 16; pixel += 1) rgba.set([200, 10, 10, 255], pixel * 4);
    const path = join(folder, 'alpha.png');
    await sharp(rgba, { raw: { width: 8, height: 4, channels: 4 } })
      .png()
      .toFile(path);
    const mask = await readMask(path);
    expect([mask.width, mask.height]).toEqual([8, 4]);
    expect(maskBox(mask)).toEqual({ x: 0, y: 0, width: 1, height: 0.5 });
  });
});
