import { describe, expect, it } from 'vitest';
import { insightsSearchParams, parseInsightsRange, presetOf } from './insights-params.ts';
import { formatMinutes, formatShare, rangeLabel } from './insights-display.ts';

const today = new Date('2026-03-10T15:00:00Z');

describe('insights range in the address', () => {
  it('reads a valid range and writes it back', () => {
    const range = parseInsightsRange(new URLSearchParams('from=2026-03-01&to=2026-03-07'), today);
    expect(range).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(insightsSearchParams(range).toString()).toBe('from=2026-03-01&to=2026-03-07');
  });

  it('falls back to the last 30 days for a missing, reversed or impossible range', () => {
    const last30 = { from: '2026-02-09', to: '2026-03-10' };
    expect(parseInsightsRange(new URLSearchParams(''), today)).toEqual(last30);
    expect(parseInsightsRange(new URLSearchParams('from=2026-03-07&to=2026-03-01'), today)).toEqual(last30);
    expect(parseInsightsRange(new URLSearchParams('from=2026-02-30&to=2026-03-01'), today)).toEqual(last30);
  });

  it('knows a preset when it sees one', () => {
    expect(presetOf({ from: '2026-03-04', to: '2026-03-10' }, today)).toBe(7);
    expect(presetOf({ from: '2026-02-09', to: '2026-03-10' }, today)).toBe(30);
    expect(presetOf({ from: '2026-03-04', to: '2026-03-09' }, today)).toBeNull();
  });
});

describe('insights display', () => {
  it('shows shares, minutes and ranges as the owner reads them', () => {
    expect(formatShare(null)).toBe('—');
    expect(formatShare(0.25)).toBe('25%');
    expect(formatShare(0.0125)).toBe('1.3%');
    expect(formatShare(1)).toBe('100%');
    expect(formatMinutes(null)).toBe('—');
    expect(formatMinutes(42.4)).toBe('42 min');
    expect(formatMinutes(84)).toBe('1 h 24 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(rangeLabel({ from: '2026-03-01', to: '2026-03-07' })).toBe('Mar 1, 2026 – Mar 7, 2026');
    expect(rangeLabel({ from: '2026-03-01', to: '2026-03-01' })).toBe('Mar 1, 2026');
  });
});
