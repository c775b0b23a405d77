import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date-time.ts';

describe('dates in the reader’s locale', () => {
  it('give the day, and the time when asked, the same on every call', () => {
    const iso = '2026-11-23T10:04:00.000Z';
    expect(formatDate(iso)).toMatch(/2026/);
    expect(formatDateTime(iso)).toMatch(/2026.*\d{1,2}:04/);
    expect(formatDateTime(iso)).toBe(formatDateTime(iso));
    expect(formatDate('2026-01-02T12:00:00.000Z')).not.toBe(formatDate(iso));
  });
});
