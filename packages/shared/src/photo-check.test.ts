import { describe, expect, it } from 'vitest';
import {
  PHOTO_CHECK_LIMITS,
  PHOTO_FINDING_CODES,
  PHOTO_FINDINGS,
  type PhotoMeasurements,
  blocksUpload,
  customerFindings,
  judgePhoto,
  needsAcceptance,
} from './photo-check.ts';

/** A photo that passes every rule: a 12 MP phone photo, sharp, well lit, the bike filling half the frame. */
const GOOD: PhotoMeasurements = {
  width: 4032,
  height: 3024,
  edgeWidth: 2,
  light: { mean: 110, bright: 190, clippedShare: 0.01 },
  bike: { box: { x: 0.15, y: 0.2, width: 0.7, height: 0.7 }, score: 0.5 },
  otherBikes: [],
};

const codes = (measurements: Partial<PhotoMeasurements>) => judgePhoto({ ...GOOD, ...measurements }).map((finding) => finding.code);
const light = (changes: Partial<PhotoMeasurements['light']>) => ({ light: { ...GOOD.light, ...changes } });

describe('judgePhoto', () => {
  it('finds nothing wrong with a good photo', () => {
    expect(judgePhoto(GOOD)).toEqual([]);
  });

  it('warns when the largest canvases are out of reach, and blocks when no canvas is', () => {
    expect(codes({ width: 2048, height: 1536 })).toEqual(['low-resolution']);
    expect(blocksUpload(judgePhoto({ ...GOOD, width: 2048, height: 1536 }))).toBe(false);
    expect(codes({ width: 640, height: 480 })).toEqual(['too-small']);
    expect(blocksUpload(judgePhoto({ ...GOOD, width: 640, height: 480 }))).toBe(true);
  });

  it('warns at each limit, and not on it', () => {
    expect(codes({ edgeWidth: PHOTO_CHECK_LIMITS.maxEdgeWidth + 0.1 })).toEqual(['blurred']);
    expect(codes({ edgeWidth: PHOTO_CHECK_LIMITS.maxEdgeWidth })).toEqual([]);
    expect(codes(light({ bright: PHOTO_CHECK_LIMITS.minBright - 1 }))).toEqual(['too-dark']);
    expect(codes(light({ bright: PHOTO_CHECK_LIMITS.minBright }))).toEqual([]);
    expect(codes(light({ clippedShare: PHOTO_CHECK_LIMITS.maxClippedShare + 0.001 }))).toEqual(['blown-out']);
    expect(codes(light({ clippedShare: PHOTO_CHECK_LIMITS.maxClippedShare }))).toEqual([]);
  });

  it('judges a dark bike by its bright parts, not its mean', () => {
    expect(codes(light({ mean: 30, bright: 120 }))).toEqual([]);
  });

  it('does not judge sharpness where there was no edge to measure', () => {
    expect(codes({ edgeWidth: null })).toEqual([]);
  });

  it('warns when no bike was found, or when it is small in the frame', () => {
    expect(codes({ bike: null })).toEqual(['no-bike']);
    expect(codes({ bike: { box: { x: 0.4, y: 0.4, width: 0.3, height: 0.3 }, score: 0.5 } })).toEqual(['bike-too-small']);
    expect(codes({ bike: { box: { x: 0.3, y: 0.3, width: 0.4, height: 0.4 }, score: 0.5 } })).toEqual([]);
  });

  it('notes for staff a bike that touches the frame, on any side', () => {
    expect(codes({ bike: { box: { x: 0, y: 0.2, width: 0.7, height: 0.7 }, score: 0.5 } })).toEqual(['tight-frame']);
    expect(codes({ bike: { box: { x: 0.2, y: 0.3, width: 0.7, height: 0.69 }, score: 0.5 } })).toEqual(['tight-frame']);
    expect(codes({ bike: { box: { x: 0.05, y: 0.05, width: 0.9, height: 0.9 }, score: 0.5 } })).toEqual([]);
  });

  it('notes for staff another bike large enough to be the one the customer means', () => {
    const main = GOOD.bike!.box;
    const quarter = { x: 0, y: 0, width: main.width / 2, height: main.height / 2 };
    expect(codes({ otherBikes: [quarter] })).toEqual(['several-bikes']);
    expect(codes({ otherBikes: [{ ...quarter, width: quarter.width * 0.9 }] })).toEqual([]);
  });

  it('lists blocking findings first, then warnings, then staff notes', () => {
    const findings = judgePhoto({
      ...GOOD,
      width: 600,
      height: 400,
      edgeWidth: 12,
      light: { mean: 10, bright: 20, clippedShare: 0 },
      bike: { box: { x: 0, y: 0.2, width: 0.7, height: 0.7 }, score: 0.5 },
    });
    expect(findings.map((finding) => finding.code)).toEqual(['too-small', 'blurred', 'too-dark', 'tight-frame']);
    expect(findings.map((finding) => finding.severity)).toEqual(['block', 'warn', 'warn', 'note']);
  });

  it('gives every finding the title and advice its reader reads', () => {
    expect(Object.keys(PHOTO_FINDINGS)).toEqual([...PHOTO_FINDING_CODES]);
    for (const { title, advice } of Object.values(PHOTO_FINDINGS)) {
      expect(title.length).toBeGreaterThan(10);
      expect(advice.length).toBeGreaterThan(10);
    }
  });
});

describe('what the customer sees', () => {
  const tight = judgePhoto({ ...GOOD, bike: { box: { x: 0, y: 0.2, width: 0.7, height: 0.7 }, score: 0.5 } });

  it('never shows staff notes, nor asks the customer to accept them', () => {
    expect(tight.map((finding) => finding.code)).toEqual(['tight-frame']);
    expect(customerFindings(tight)).toEqual([]);
    expect(needsAcceptance(tight)).toBe(false);
    expect(blocksUpload(tight)).toBe(false);
  });

  it('asks the customer to accept warnings, and shows them', () => {
    const blurred = judgePhoto({ ...GOOD, edgeWidth: 12 });
    expect(needsAcceptance(blurred)).toBe(true);
    expect(customerFindings(blurred)).toEqual(blurred);
  });
});
