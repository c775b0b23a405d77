import { describe, expect, it } from 'vitest';
import { percentile, turnaroundSummary } from './turnaround.ts';

describe('render turnaround', () => {
  it('interpolates percentiles between neighbouring values', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([10], 0.9)).toBe(10);
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.9)).toBe(10);
  });

  it('summarises in minutes against the 1-hour target', () => {
    expect(turnaroundSummary([])).toEqual({ completed: 0, medianMinutes: null, p90Minutes: null, targetMinutes: 60, withinTarget: null });
    expect(turnaroundSummary([30 * 60, 45 * 60, 60 * 60, 90 * 60])).toEqual({
      completed: 4,
      medianMinutes: 52.5,
      p90Minutes: 81,
      targetMinutes: 60,
      withinTarget: 0.75,
    });
  });
});
