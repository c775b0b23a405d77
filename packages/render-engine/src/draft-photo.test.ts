import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeContactSheet } from './contact-sheet.ts';
import { type MotorcycleDetector, loadMotorcycleDetector } from './detect-motorcycle.ts';
import { draftPhoto } from './draft-photo.ts';
import { fixture } from './vision/fixtures.ts';

const folder = mkdtempSync(join(tmpdir(), 'draft-photo-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('draftPhoto', () => {
  let detector: MotorcycleDetector;
  beforeAll(async () => {
    detector = await loadMotorcycleDetector();
  });
  afterAll(() => detector.dispose());

  it('writes the mask, the cut-out, a draft per style and a summary of what each step cost', async () => {
    const outDir = join(folder, 'sport');
    const summary = await draftPhoto(fixture('synthetic-sport-street.jpg'), { outDir, styles: ['Retro'], detector });
    expect(summary.bikes.length).toBeGreaterThanOrEqual(1);
    expect(summary.bike).toBe(0);
    expect(summary.maskArea).toBeGreaterThan(0.05);
    expect(summary.maskArea).toBeLessThan(0.6);
    expect(summary.steps.map((step) => step.step)).toEqual(['cut-out', 'Retro']);
    for (const step of summary.steps) expect(step.peakMb).toBeGreaterThan(0);
    for (const file of ['mask.png', 'cutout.png', 'retro.jpg', 'retro-layer.png', 'summary.json'])
      expect(existsSync(join(outDir, file))).toBe(true);
    expect(JSON.parse(readFileSync(join(outDir, 'summary.json'), 'utf8'))).toEqual(JSON.parse(JSON.stringify(summary)));
    const cutout = await sharp(join(outDir, 'cutout.png')).metadata();
    expect([cutout.channels, cutout.hasAlpha]).toEqual([4, true]);
  });

  it('paints the whole photo and writes no mask when no bike is found', async () => {
    const outDir = join(folder, 'street');
    const summary = await draftPhoto(fixture('no-bike-street.jpg'), { outDir, styles: ['Cartoon'], detector });
    expect(summary.bikes).toEqual([]);
    expect(summary.maskArea).toBeNull();
    expect(summary.files.mask).toBeNull();
    expect(existsSync(join(outDir, 'cartoon.jpg'))).toBe(true);
  });
});

describe('writeContactSheet', () => {
  it('lays out a labelled row per photo, leaving a missing tile empty', async () => {
    const path = join(folder, 'sheet.png');
    await writeContactSheet(
      [
        {
          label: 'one',
          tiles: [
            { label: 'photo', path: fixture('synthetic-sport-street.jpg') },
            { label: 'cut-out', path: null },
          ],
        },
        { label: 'two', tiles: [{ label: 'photo', path: fixture('no-bike-street.jpg') }] },
      ],
      path,
      100,
    );
    const sheet = await sharp(path).metadata();
    expect(sheet.format).toBe('png');
    expect(sheet.width).toBe(2 * (150 + 6) + 6);
    expect(sheet.height).toBeGreaterThan(2 * 100);
  });
});
