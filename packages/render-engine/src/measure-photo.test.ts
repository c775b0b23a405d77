import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { type PhotoFindingCode, judgePhoto } from '@store/shared/photo-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MotorcycleDetector, loadMotorcycleDetector } from './detect-motorcycle.ts';
import { measurePhoto } from './measure-photo.ts';
import { fixture } from './vision/fixtures.ts';

describe('measurePhoto judged by the photo check', () => {
  let detector: MotorcycleDetector;
  beforeAll(async () => {
    detector = await loadMotorcycleDetector();
  });
  afterAll(() => detector.dispose());

  async function findingsFor(file: string): Promise<PhotoFindingCode[]> {
    return judgePhoto(await measurePhoto(fixture(file), detector)).map((finding) => finding.code);
  }

  it.each(['synthetic-cafe-garage.jpg', 'synthetic-scrambler-hills.jpg', 'synthetic-sport-street.jpg', 'synthetic-cruiser-desert.jpg'])(
    'passes the good photo %s',
    async (file) => {
      expect(await findingsFor(file)).toEqual([]);
    },
  );

  it('measures size, exposure and the bike of a good photo', async () => {
    const measurements = await measurePhoto(fixture('synthetic-cafe-garage.jpg'), detector);
    expect([measurements.width, measurements.height]).toEqual([3000, 2000]);
    expect(measurements.light.mean).toBeGreaterThan(80);
    expect(measurements.light.clippedShare).toBeLessThan(0.01);
    expect(measurements.edgeWidth).toBeLessThan(3);
    expect(measurements.bike?.box.width).toBeCloseTo(0.74, 1);
  });

  it('flags a blurred photo', async () => {
    expect(await findingsFor('bad-blurred.jpg')).toContain('blurred');
  });

  it('flags a dark photo', async () => {
    expect(await findingsFor('bad-dark.jpg')).toContain('too-dark');
  });

  it('flags a blown-out photo, and only that', async () => {
    expect(await findingsFor('bad-blown-out.jpg')).toEqual(['blown-out']);
  });

  it('blocks a tiny photo', async () => {
    const findings = await findingsFor('bad-tiny.jpg');
    expect(findings[0]).toBe('too-small');
  });

  it('warns when there is no motorcycle', async () => {
    expect(await findingsFor('no-bike-street.jpg')).toEqual(['no-bike']);
  });

  it('finds a bike far off and says it is small, not that there is none', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'measure-photo-'));
    try {
      const photo = join(folder, 'far-off.jpg');
      const bike = await sharp(fixture('middlebury-motorcycle.png')).resize({ width: 390 }).removeAlpha().toBuffer();
      await sharp(fixture('no-bike-street.jpg'))
        .resize(3000, 2250, { fit: 'cover' })
        .composite([{ input: bike, left: 1900, top: 1250 }])
        .jpeg({ quality: 90 })
        .toFile(photo);
      const findings = judgePhoto(await measurePhoto(photo, detector)).map((finding) => finding.code);
      expect(findings).toContain('bike-too-small');
      expect(findings).not.toContain('no-bike');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('stays fast on a 12-megapixel photo: it decodes at analysis size', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'measure-photo-'));
    try {
      const photo = join(folder, '12mp.jpg');
      await sharp(fixture('synthetic-cafe-garage.jpg')).resize(4000, 3000, { fit: 'fill' }).jpeg({ quality: 90 }).toFile(photo);
      const start = performance.now();
      const measurements = await measurePhoto(photo, detector);
      expect(performance.now() - start).toBeLessThan(5000);
      expect([measurements.width, measurements.height]).toEqual([4000, 3000]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
