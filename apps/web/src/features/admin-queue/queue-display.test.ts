import { describe, expect, it } from 'vitest';
import { findingsLabel, presentResults } from './queue-display.ts';

describe('presentResults', () => {
  it('lists the ratios present, in catalogue order', () => {
    const links = { preview: '/p', width: 1, height: 1 };
    expect(presentResults({ results: { '5x4': links, '1x1': links, '2x3': links } }).map((result) => result.ratio)).toEqual([
      '1x1',
      '2x3',
      '5x4',
    ]);
  });
});

describe('findingsLabel', () => {
  const blurred = { code: 'blurred', severity: 'warn', title: 'This photo looks blurred.', advice: 'Hold it steady.' } as const;

  it('counts the findings, singular or plural', () => {
    expect(findingsLabel([blurred])).toBe('1 photo warning');
    expect(findingsLabel([blurred, { ...blurred, code: 'too-dark' }])).toBe('2 photo warnings');
  });

  it('is null for a clean photo', () => {
    expect(findingsLabel([])).toBeNull();
  });
});
