import sharp from 'sharp';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { subjectBoxOfLayer } from './subject-box.ts';

const workDir = mkdtempSync(join(tmpdir(), 'subject-box-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('the bike box of a transparent layer', () => {
  it('is the box of its opaque pixels, as fractions of the layer', async () => {
    const path = join(workDir, 'layer.png');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000"><rect x="1200" y="300" width="600" height="500" fill="#c00"/><rect x="100" y="100" width="50" height="50" fill="#c00" fill-opacity="0.2"/></svg>`;
    await sharp(Buffer.from(svg)).png().toFile(path);
    const box = await subjectBoxOfLayer(path);
    expect(box!.x).toBeCloseTo(0.6, 2);
    expect(box!.y).toBeCloseTo(0.3, 2);
    expect(box!.width).toBeCloseTo(0.3, 2);
    expect(box!.height).toBeCloseTo(0.5, 2);
  });

  it('is none for an empty layer', async () => {
    const path = join(workDir, 'empty.png');
    await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toFile(path);
    expect(await subjectBoxOfLayer(path)).toBeNull();
  });
});
