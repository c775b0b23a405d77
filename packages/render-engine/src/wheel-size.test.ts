import { describe, expect, it } from 'vitest';
import { matchedWheelSize, wheelAgreement } from './wheel-size.ts';

const wheel = { x: 100, y: 200, radius: 50 };

describe('matchedWheelSize', () => {
  it('keeps the wheel where no smaller or larger size matched clearly, or nothing matched', () => {
    expect(matchedWheelSize(null, 0.5)).toBe(1);
    expect(matchedWheelSize({ scale: 0.7, peak: 0.25, gain: 0.3, onRim: false }, 0.5)).toBe(1);
    expect(matchedWheelSize({ scale: 0.5, peak: 0.6, gain: 0.3, onRim: true }, 0.5)).toBe(1);
    expect(matchedWheelSize({ scale: 0.7, peak: 0.6, gain: 0.02, onRim: false }, 0.5)).toBe(1);
  });

  it('counts a size that beats the wheel as it stood by a wide lead in full, wherever the parts around stand', () => {
    expect(matchedWheelSize({ scale: 0.8, peak: 0.6, gain: 0.25, onRim: false }, 1)).toBeCloseTo(0.8);
  });

  it('counts a smaller lead in full where the parts around the wheel changed too and the match is clear', () => {
    const match = { scale: 0.8, peak: 0.48, gain: 0.12, onRim: false };
    expect(matchedWheelSize(match, 0.75)).toBeCloseTo(0.8);
    // The same lead around parts that kept their likeness, or with a faint match, counts only in part.
    expect(matchedWheelSize(match, 0.95)).toBeGreaterThan(0.85);
    expect(matchedWheelSize({ ...match, peak: 0.36 }, 0.75)).toBeGreaterThan(0.85);
  });
});

describe('wheelAgreement', () => {
  it('gives full marks to wheels kept within the slack, naming none', () => {
    const reasons: string[] = [];
    expect(wheelAgreement([wheel, wheel], [wheel, wheel], [0.95, 1.04], [1, 1], reasons)).toBe(1);
    expect(reasons).toEqual([]);
  });

  it('takes most marks from a wheel at 80%, every mark from one at 75%, and names it by its side', () => {
    const reasons: string[] = [];
    expect(wheelAgreement([wheel, wheel], [wheel, wheel], [1, 0.8], [1, 0.7], reasons)).toBeLessThan(0.25);
    expect(reasons).toEqual(['right wheel smaller']);
    expect(wheelAgreement([wheel, wheel], [wheel, wheel], [0.75, 1], [0.7, 1], [])).toBe(0);
  });

  it('reads a wheel’s size from the outlines only where the parts around it changed', () => {
    const small = { ...wheel, radius: 35 };
    const kept: string[] = [];
    expect(wheelAgreement([wheel, wheel], [small, wheel], [1, 1], [0.9, 1], kept)).toBe(1);
    const changed: string[] = [];
    expect(wheelAgreement([wheel, wheel], [small, wheel], [1, 1], [0.6, 1], changed)).toBe(0);
    expect(changed).toContain('left wheel smaller');
  });
});
