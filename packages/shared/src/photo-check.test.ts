import { describe, expect, it } from 'vitest';
import { MIN_RENDER_PPI, PHOTO_CHECK_LIMITS, type PhotoMeasurements, blocksUpload, judgePhoto, minimumPixelsFor } from './photo-check.ts';

/** A photo that passes every rule: 3x2 at the smallest 3x2 print's size, sharp, well exposed, bike filling half the frame. */
const GOOD: PhotoMeasurements = {
  width: 3000,
  height: 2000,
  sharpness: 500,
  meanLuminance: 110,
  clippedShare: 0.01,
  bike: { box: { x: 0.15, y: 0.2, width: 0.7, height: 0.7 }, score: 0.5 },
};

const codes = (measurements: Partial<PhotoMeasurements>) => judgePhoto({ ...GOOD, ...measurements }).map((finding) => finding.code);

describe('minimumPixelsFor', () => {
  it('asks for the smallest canvas of the photo ratio at 100 ppi by default', () => {
    expect(minimumPixelsFor(3000, 2000)).toEqual({ short: 2000, long: 3000 }); // 3x2: 30x20 in
    expect(minimumPixelsFor(4000, 4000)).toEqual({ short: 1200, long: 1200 }); // 1x1: 12x12 in
    expect(minimumPixelsFor(2000, 3000)).toEqual({ short: 1200, long: 1800 }); // 2x3: 12x18 in
    expect(minimumPixelsFor(2400, 3000)).toEqual({ short: 800, long: 1000 }); // 4x5: 8x10 in
    expect(minimumPixelsFor(2500, 2000)).toEqual({ short: 1600, long: 2000 }); // 5x4: 20x16 in
  });

  it('scales with the resolution asked for', () => {
    expect(minimumPixelsFor(3000, 2000, MIN_RENDER_PPI)).toEqual({ short: 1000, long: 1500 });
  });
});

describe('judgePhoto', () => {
  it('finds nothing wrong with a good photo', () => {
    expect(judgePhoto(GOOD)).toEqual([]);
  });

  it('warns when the photo is under the sharp-print size of its smallest canvas, on either side', () => {
    expect(codes({ width: 3000, height: 1999 })).toEqual(['low-resolution']);
    expect(codes({ width: 1500, height: 1000 })).toEqual(['low-resolution']);
    expect(blocksUpload(judgePhoto({ ...GOOD, width: 1500, height: 1000 }))).toBe(false);
    // 2999x2000 is just under 3:2, so it counts as 5x4, whose smallest print (20x16 in) it covers.
    expect(codes({ width: 2999, height: 2000 })).toEqual([]);
  });

  it('blocks a photo under half that resolution', () => {
    expect(codes({ width: 1500, height: 999 })).toEqual(['too-small']);
    expect(codes({ width: 400, height: 267 })).toEqual(['too-small']);
    expect(blocksUpload(judgePhoto({ ...GOOD, width: 400, height: 267 }))).toBe(true);
  });

  it('warns at each limit, and not on it', () => {
    expect(codes({ sharpness: PHOTO_CHECK_LIMITS.minSharpness - 0.1 })).toEqual(['blurred']);
    expect(codes({ sharpness: PHOTO_CHECK_LIMITS.minSharpness })).toEqual([]);
    expect(codes({ meanLuminance: PHOTO_CHECK_LIMITS.minMeanLuminance - 0.1 })).toEqual(['too-dark']);
    expect(codes({ meanLuminance: PHOTO_CHECK_LIMITS.minMeanLuminance })).toEqual([]);
    expect(codes({ clippedShare: PHOTO_CHECK_LIMITS.maxClippedShare + 0.001 })).toEqual(['blown-out']);
    expect(codes({ clippedShare: PHOTO_CHECK_LIMITS.maxClippedShare })).toEqual([]);
  });

  it('warns when no bike was found, or when it is small in the frame', () => {
    expect(codes({ bike: null })).toEqual(['no-bike']);
    expect(codes({ bike: { box: { x: 0.4, y: 0.4, width: 0.3, height: 0.3 }, score: 0.5 } })).toEqual(['bike-too-small']);
    expect(codes({ bike: { box: { x: 0.3, y: 0.3, width: 0.4, height: 0.4 }, score: 0.5 } })).toEqual([]);
  });

  it('lists blocking findings first, warnings after, and does not block on warnings alone', () => {
    const findings = judgePhoto({ ...GOOD, width: 600, height: 400, sharpness: 1, meanLuminance: 10, bike: null });
    expect(findings.map((finding) => finding.code)).toEqual(['too-small', 'blurred', 'too-dark', 'no-bike']);
    expect(findings[0]?.severity).toBe('block');
    expect(findings.slice(1).every((finding) => finding.severity === 'warn')).toBe(true);
    expect(blocksUpload(judgePhoto({ ...GOOD, sharpness: 1, bike: null }))).toBe(false);
  });

  it('gives every finding the title and advice the customer reads', () => {
    for (const finding of judgePhoto({ ...GOOD, width: 10, height: 10, sharpness: 0, meanLuminance: 0, clippedShare: 1, bike: null })) {
      expect(finding.title.length).toBeGreaterThan(10);
      expect(finding.advice.length).toBeGreaterThan(10);
    }
  });
});
