import { describe, expect, it } from 'vitest';
import { durationWords, expectedMinutes, expectedReady, turnaroundSentence, typicalTurnaround } from './turnaround.ts';

describe('typicalTurnaround', () => {
  it('is the median of the durations, in minutes, with how many it rests on', () => {
    expect(typicalTurnaround([])).toEqual({ medianMinutes: null, basedOn: 0 });
    expect(typicalTurnaround([3600, 600, 1800])).toEqual({ medianMinutes: 30, basedOn: 3 });
    expect(typicalTurnaround([600, 1200, 2400, 9000])).toEqual({ medianMinutes: 30, basedOn: 4 });
  });
});

describe('what the customer is told', () => {
  it('quotes the recent median once there are five renders behind it, else the 1-hour target', () => {
    expect(expectedMinutes({ medianMinutes: 38, basedOn: 50 })).toBe(38);
    expect(expectedMinutes({ medianMinutes: 5, basedOn: 4 })).toBe(60);
    expect(expectedMinutes({ medianMinutes: 1, basedOn: 40 })).toBe(10);
    expect(expectedMinutes({ medianMinutes: null, basedOn: 0 })).toBe(60);
    expect(turnaroundSentence({ medianMinutes: 38, basedOn: 50 })).toBe(
      'Renders are usually ready in about 40 minutes (the median of our last 50).',
    );
    expect(turnaroundSentence({ medianMinutes: 5, basedOn: 2 })).toBe('Renders are usually ready in about an hour.');
  });

  it('says durations as a person would', () => {
    expect([1, 12, 38, 55, 80, 100, 200, 600, 3000].map(durationWords)).toEqual([
      'about 5 minutes',
      'about 10 minutes',
      'about 40 minutes',
      'about an hour',
      'about an hour',
      'about 2 hours',
      'about 3 hours',
      'about 10 hours',
      'about 2 days',
    ]);
  });

  it('expects a render the median after it was asked for, and calls it late only half as long again after that', () => {
    const since = '2026-11-27T10:00:00.000Z';
    const turnaround = { medianMinutes: 40, basedOn: 20 };
    expect(expectedReady(since, turnaround, Date.parse('2026-11-27T10:30:00.000Z'))).toEqual({
      at: new Date('2026-11-27T10:40:00.000Z'),
      late: false,
    });
    expect(expectedReady(since, turnaround, Date.parse('2026-11-27T10:59:00.000Z')).late).toBe(false);
    expect(expectedReady(since, turnaround, Date.parse('2026-11-27T11:01:00.000Z')).late).toBe(true);
  });

  it('never calls a fresh request late because recent renders were quick', () => {
    const fast = { medianMinutes: 0, basedOn: 30 };
    expect(expectedReady('2026-11-27T10:00:00.000Z', fast, Date.parse('2026-11-27T10:15:00.000Z')).late).toBe(false);
    expect(expectedReady('2026-11-27T10:00:00.000Z', fast, Date.parse('2026-11-27T10:21:00.000Z')).late).toBe(true);
  });
});
