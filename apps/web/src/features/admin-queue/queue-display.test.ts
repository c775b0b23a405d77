import { describe, expect, it } from 'vitest';
import { findingsLabel, presentResults, staffNotesLabel } from './queue-display.ts';

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

  it('counts staff notes apart: the customer was not warned of them', () => {
    const tight = { code: 'tight-frame', severity: 'note', title: 'The bike touches the edge.', advice: 'Check the crops.' } as const;
    expect(findingsLabel([tight])).toBeNull();
    expect(findingsLabel([blurred, tight])).toBe('1 photo warning');
    expect(staffNotesLabel([blurred, tight])).toBe('1 staff note');
    expect(staffNotesLabel([tight, { ...tight, code: 'several-bikes' }])).toBe('2 staff notes');
    expect(staffNotesLabel([blurred])).toBeNull();
  });
});
