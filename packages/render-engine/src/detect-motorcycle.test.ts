import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MotorcycleDetector,
  byProminence,
  loadMotorcycleDetector,
  looksLikeBicycle,
  overlap,
  worthTiles,
} from './detect-motorcycle.ts';
import { readAnalysisImage } from './vision/analysis-image.ts';
import { fixture } from './vision/fixtures.ts';

describe('motorcycle detector', () => {
  let detector: MotorcycleDetector;
  beforeAll(async () => {
    detector = await loadMotorcycleDetector();
  });
  afterAll(() => detector.dispose());

  it('finds the motorcycle in a real photo, with a box around it', async () => {
    const detection = await detector.detect(await readAnalysisImage(fixture('middlebury-motorcycle.png')));
    expect(detection).not.toBeNull();
    // Hand-measured extent of the bike: x 0.12-0.93, y 0.15-0.91 of the photo.
    expect(detection!.box.x).toBeCloseTo(0.14, 1);
    expect(detection!.box.y).toBeCloseTo(0.13, 1);
    expect(detection!.box.x + detection!.box.width).toBeCloseTo(0.92, 1);
    expect(detection!.box.y + detection!.box.height).toBeCloseTo(0.88, 1);
    expect(detection!.score).toBeGreaterThan(0.5);
  });

  it('finds the motorcycle in a generated photo', async () => {
    const detection = await detector.detect(await readAnalysisImage(fixture('synthetic-sport-street.jpg')));
    expect(detection).not.toBeNull();
    expect(detection!.box.x).toBeCloseTo(0.23, 1);
    expect(detection!.box.width).toBeCloseTo(0.65, 1);
  });

  it('finds every bike and the people, and none in a street without one', async () => {
    const found = await detector.detectAll(await readAnalysisImage(fixture('middlebury-motorcycle.png')));
    expect(found.bikes.length).toBeGreaterThanOrEqual(1);
    expect(found.bikes[0]!.score).toBeGreaterThan(0.5);
    expect((await detector.detectAll(await readAnalysisImage(fixture('no-bike-street.jpg')))).bikes).toEqual([]);
  });

  it('finds a bike far off, too small for the whole view, where it stands', async () => {
    const width = 1024;
    const height = 768;
    const bike = await sharp(fixture('middlebury-motorcycle.png'))
      .resize({ width: 133 })
      .removeAlpha()
      .toBuffer({ resolveWithObject: true });
    const placed = { left: 640, top: 420 };
    const { data } = await sharp(fixture('no-bike-street.jpg'))
      .resize(width, height, { fit: 'cover' })
      .removeAlpha()
      .composite([{ input: bike.data, ...placed }])
      .raw()
      .toBuffer({ resolveWithObject: true });
    const found = await detector.detectAll({ data, width, height });
    expect(found.bikes).toHaveLength(1);
    const where = { x: placed.left / width, y: placed.top / height, width: bike.info.width / width, height: bike.info.height / height };
    expect(overlap(found.bikes[0]!.box, where)).toBeGreaterThan(0.5);
  });

  it('looks again in tiles only where the whole view found no motorcycle but saw a trace of one', () => {
    const none = { bikes: [], people: [], bicycles: [] };
    const bike = { box: { x: 0.2, y: 0.3, width: 0.5, height: 0.4 }, score: 0.6 };
    expect(worthTiles({ scene: none, bikeTrace: 0.05 })).toBe(true);
    expect(worthTiles({ scene: none, bikeTrace: 0 })).toBe(false);
    expect(worthTiles({ scene: { ...none, bikes: [bike] }, bikeTrace: 0.6 })).toBe(false);
  });

  it('returns null when the photo has no motorcycle', async () => {
    expect(await detector.detect(await readAnalysisImage(fixture('no-bike-street.jpg')))).toBeNull();
  });
});

describe('prominence and overlap', () => {
  it('puts the large, sure bike in the middle before a small one at the edge', () => {
    const middle = { box: { x: 0.25, y: 0.3, width: 0.5, height: 0.5 }, score: 0.5 };
    const edge = { box: { x: 0.8, y: 0.4, width: 0.2, height: 0.3 }, score: 0.8 };
    expect(byProminence([edge, middle])).toEqual([middle, edge]);
  });

  it('measures how much two boxes are one', () => {
    const box = { x: 0, y: 0, width: 0.5, height: 0.5 };
    expect(overlap(box, box)).toBe(1);
    expect(overlap(box, { x: 0.5, y: 0.5, width: 0.5, height: 0.5 })).toBe(0);
    expect(overlap(box, { x: 0.25, y: 0, width: 0.5, height: 0.5 })).toBeCloseTo(1 / 3, 5);
  });

  it('takes a motorcycle the model sees nearly as surely as a bicycle on the same spot for a bicycle', () => {
    const box = { x: 0.1, y: 0.5, width: 0.8, height: 0.4 };
    const motorcycle = { box, score: 0.36 };
    expect(looksLikeBicycle(motorcycle, [{ box, score: 0.31 }])).toBe(true);
    // A tight crop of a sport bike the model also sees as a bicycle, and a bicycle parked beside a motorcycle.
    expect(looksLikeBicycle(motorcycle, [{ box, score: 0.27 }])).toBe(false);
    expect(looksLikeBicycle(motorcycle, [{ box: { x: 0.7, y: 0.5, width: 0.3, height: 0.4 }, score: 0.9 }])).toBe(false);
  });
});
