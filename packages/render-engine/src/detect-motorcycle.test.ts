import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MotorcycleDetector, loadMotorcycleDetector } from './detect-motorcycle.ts';
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

  it('returns null when the photo has no motorcycle', async () => {
    expect(await detector.detect(await readAnalysisImage(fixture('no-bike-street.jpg')))).toBeNull();
  });
});
