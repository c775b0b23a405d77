import { describe, expect, it } from 'vitest';
import { downloadUrl, formatWaiting, isOverdue, presentResults } from './queue-display.ts';

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

describe('presentResults', () => {
  it('lists the ratios present, in catalogue order', () => {
    const links = { preview: '/p', width: 1, height: 1 };
    expect(presentResults({ results: { '5x4': links, '1x1': links, '2x3': links } }).map((result) => result.ratio)).toEqual(['1x1', '2x3', '5x4']);
  });
});

describe('downloadUrl', () => {
  it('adds the download flag with ? or & as the address needs', () => {
    expect(downloadUrl('/api/renders/a/original')).toBe('/api/renders/a/original?download=1');
    expect(downloadUrl('/api/renders/a/results/1x1?v=3')).toBe('/api/renders/a/results/1x1?v=3&download=1');
  });
});
