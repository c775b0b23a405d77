import { describe, expect, it } from 'vitest';
import {
  daysOf,
  INSIGHTS_RANGE_MESSAGES,
  insightsRangeSchema,
  isDay,
  nextDay,
  presetRange,
  rangeLength,
  rangeProblem,
} from './insights.ts';

describe('insights date ranges', () => {
  it('knows a real day from a look-alike', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay('yesterday')).toBe(false);
  });

  it('a preset ends today (UTC) and covers that many days', () => {
    const today = new Date('2026-03-02T23:30:00Z');
    expect(presetRange(7, today)).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(presetRange(1, today)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(rangeLength(presetRange(90, today))).toBe(90);
  });

  it('lists every day of a range, across a month end, both ends included', () => {
    expect(daysOf({ from: '2026-01-30', to: '2026-02-02' })).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('refuses bad days, a reversed range and one longer than a year', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-32', to: '2026-02-01' })).toBe(INSIGHTS_RANGE_MESSAGES.invalidDay);
    expect(rangeProblem({ from: '2026-02-02', to: '2026-02-01' })).toBe(INSIGHTS_RANGE_MESSAGES.reversed);
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe(INSIGHTS_RANGE_MESSAGES.tooLong);
    expect(insightsRangeSchema.safeParse({ from: '2026-02-02', to: '2026-02-01' }).success).toBe(false);
    expect(insightsRangeSchema.safeParse({ from: '2026-02-01', to: '2026-02-02' }).success).toBe(true);
  });
});
