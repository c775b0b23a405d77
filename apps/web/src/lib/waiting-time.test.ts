import { describe, expect, it } from 'vitest';
import { formatWaiting, isOverdue } from './waiting-time.ts';

const MINUTE = 60_000;

describe('formatWaiting', () => {
  it.each([
    [20_000, 'Waiting under 1 min'],
    [35 * MINUTE, 'Waiting 35 min'],
    [60 * MINUTE, 'Waiting 1 h'],
    [130 * MINUTE + 59_000, 'Waiting 2 h 10 min'],
    [-5 * MINUTE, 'Waiting under 1 min'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(formatWaiting(ms)).toBe(text);
  });
});

describe('isOverdue', () => {
  it('is overdue only past the one-hour target', () => {
    expect(isOverdue(60 * MINUTE)).toBe(false);
    expect(isOverdue(60 * MINUTE + 1)).toBe(true);
  });
});
